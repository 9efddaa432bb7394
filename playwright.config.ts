import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8890);

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
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    { name: "mobile", use: { ...devices["Pixel 7"], launchOptions: chromium } },
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
  ],
  // The production build served as `npm start` serves it, on a database of its own.
  webServer: {
    command: `rm -rf .data/e2e && node --import tsx scripts/serve.ts`,
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port), DATABASE_URL: ".data/e2e" },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
  },
});
