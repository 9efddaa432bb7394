import { randomBytes } from "node:crypto";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8890);
// A fresh password per run for the test server's staff account (the tests read it from the environment too).
process.env.E2E_ADMIN_PASSWORD ??= randomBytes(18).toString("base64url");

/** Files of the projects of their own below, left out of the visitor-facing ones. */
const IGNORED = /admin\.spec|outage\.spec|e2e\/editor\//;

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
    // No trace by default: recording one for every test (to keep only a failure's) took a third of the browser
    // tests' CPU. A failure keeps its screenshot; rerun the test with `--trace on` for the whole trace.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: chromium,
  },
  // Projects run side by side on the workers (2 on CI); Playwright starts them in this order, the long ones first so
  // that the other worker fills the time with the short ones. Only the outage tests wait for everything else.
  projects: [
    // The content editor's tools: the web editor on a copy of the site, and one `npm run dev` for the dev-loop tests.
    {
      name: "editor",
      testMatch: /e2e\/editor\/.*\.spec/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    // The staff screens; one of their tests rebuilds the site (the build hook).
    {
      name: "admin",
      testMatch: /admin\.spec/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    // Every visitor-facing test runs on a phone, where most visitors are, except those for a pointer (@desktop).
    { name: "mobile", testIgnore: IGNORED, grepInvert: /@desktop/, use: { ...devices["Pixel 7"], launchOptions: chromium } },
    // On a desktop screen only what is about layout: the home page and the contact links as a whole, and the tests
    // tagged @layout (or @desktop). Forms, API answers, headers and chat flows do not depend on the screen.
    {
      name: "desktop",
      testIgnore: IGNORED,
      grep: /\bhome\.spec\.ts\b|\bcontact-links\.spec\.ts\b|@layout|@desktop/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    // Cuts the site's database: alone, after everything else.
    {
      name: "outage",
      testMatch: /outage\.spec/,
      dependencies: ["editor", "admin", "mobile", "desktop"],
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
      // …and past a few bookings a day from one network, a booking waits for its person to confirm from the e-mail.
      BOOKING_DIRECT_PER_NETWORK: "100000",
    },
    reuseExistingServer: false,
    timeout: 120_000,
    // Without it Playwright kills the server outright, leaving its PostgreSQL cluster running and its folder behind.
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
    stdout: "pipe",
  },
});
