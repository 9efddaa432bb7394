import { randomBytes } from "node:crypto";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8890);
// A fresh password per run for the test server's staff account (the tests read it from the environment too).
process.env.E2E_ADMIN_PASSWORD ??= randomBytes(18).toString("base64url");

/** Debian's Chromium; Playwright's own browser download is not available on our machines. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [
    ["list"],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
    // `npm test` (scripts/test-all.ts) reads which tests ran, and their times, from this report.
    ...(process.env.TEST_REPORT_FILE ? [["json", { outputFile: process.env.TEST_REPORT_FILE }] as const] : []),
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    { name: "mobile", testIgnore: /admin\.spec|outage\.spec|e2e\/editor\//, use: { ...devices["Pixel 7"], launchOptions: chromium } },
    {
      name: "desktop",
      testIgnore: /admin\.spec|outage\.spec|e2e\/editor\//,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    // The staff screens run last: one of their tests rebuilds the whole site, which would slow everything beside it.
    {
      name: "admin",
      testMatch: /admin\.spec/,
      dependencies: ["mobile", "desktop"],
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    // The content editor's tools (web editor, dev server) build or serve copies of the site: after the rebuild above,
    // as their builds share its caches.
    {
      name: "editor",
      testMatch: /e2e\/editor\/.*\.spec/,
      dependencies: ["admin"],
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    // Cuts the site's database: alone, after everything else.
    {
      name: "outage",
      testMatch: /outage\.spec/,
      dependencies: ["editor"],
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
  ],
  // The production build served as `npm start` serves it, on a PostgreSQL database of its own (see the script).
  webServer: {
    command: `node --import tsx scripts/e2e-server.ts`,
    url: `http://127.0.0.1:${port}/`,
    env: {
      PORT: String(port),
      E2E_HOOK_PORT: String(port + 1),
      E2E_ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      MAIL_DIR: ".data/e2e/mail",
      // Every browser test is a visitor from 127.0.0.1: past the usual limit their leads would be set apart as suspected.
      LEAD_RATE_LIMIT: "100000",
    },
    reuseExistingServer: false,
    timeout: 120_000,
    // Without it Playwright kills the server outright, leaving its PostgreSQL cluster running and its folder behind.
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
    stdout: "pipe",
  },
});
