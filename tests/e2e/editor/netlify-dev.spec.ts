import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { retryDelay } from "../../../src/islands/lead/submission";
import { takeAPersonsTime } from "../../support/fill-time";
import { servingStatus } from "../../support/serving";

/**
 * `npm run dev` (`netlify dev` in front of `astro dev`) as a developer starts it, in this working tree (Vite serves
 * the islands' code only from inside the project, which a copy with linked dependencies is not), on the embedded
 * database in a folder of the test's own instead of `.data/pglite`: owned by the dev script and reached by each
 * function's worker thread over the Postgres protocol.
 */
const base = Number(process.env.E2E_PORT ?? 8890);
const port = base + 6;
const hosts = ["127.0.0.1", "localhost"] as const;
const origin = `http://127.0.0.1:${port}`;
const run = promisify(execFile);
const password = "a long enough dev password";
const root = resolve(import.meta.dirname, "../../..");
let folder: string;
let dev: ChildProcess;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(420_000);
  folder = join(mkdtempSync(join(tmpdir(), "netlify-dev-")), "pglite");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: folder,
    PORT: String(port),
    ASTRO_PORT: String(base + 7),
    PGLITE_PORT: String(base + 8),
  };
  // Its own process group: the test stops it as Ctrl+C would, and nothing of it outlives the run. Its output is kept
  // in test-results/ for a failed run.
  mkdirSync("test-results", { recursive: true });
  const log = openSync("test-results/netlify-dev.log", "w");
  dev = spawn("npm", ["run", "dev"], { cwd: root, env, stdio: ["ignore", log, log], detached: true });
  await expect
    .poll(
      () => servingStatus(origin),
      // A cold start on a busy two-core machine: seeding, netlify dev's function bundles, astro dev's first sync.
      { timeout: 360_000, intervals: [1000] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (dev?.pid && dev.exitCode === null && dev.signalCode === null) {
    const exited = new Promise((done) => dev.once("exit", done));
    process.kill(-dev.pid, "SIGINT");
    await Promise.race([exited, new Promise((done) => setTimeout(done, 15_000))]);
    if (dev.exitCode === null && dev.signalCode === null) process.kill(-dev.pid, "SIGKILL");
  }
  if (folder) rmSync(dirname(folder), { recursive: true, force: true });
});

/** The database the dev script serves, as its notice beside the folder names it. */
async function query<T>(sql: string, values: unknown[] = []): Promise<T[]> {
  const { url } = JSON.parse(readFileSync(`${folder}.lock`, "utf8")) as { url: string };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Posts a consultation as the form does: the same idempotency key again after a 5xx or a network failure, waiting as
 * the form waits (1, 2, 4 … s, then every 30 s). netlify dev starts a worker thread per request, loads the function's
 * bundle in it, and answers 500 when one takes over 30 s, which fifty at once on a busy two-core machine reach;
 * visitors are not in step, so the waits here vary by ±50%.
 */
async function book(message: string): Promise<{ status: number; id: number; attempts: number }> {
  const body = JSON.stringify({
    fullName: "Priya Raghavan",
    email: "priya@example.com",
    phone: "+91 98400 11111",
    service: "modular-kitchen",
    message,
    idempotencyKey: `dev-${message.replace(/\W/g, "-")}`,
    fillMs: 10_000,
  });
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`${origin}/api/consultations`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
    }).catch(() => undefined);
    if (response && response.status < 500) {
      const { data } = (await response.json()) as { data: { id: number } };
      return { status: response.status, id: data.id, attempts: attempt + 1 };
    }
    await new Promise((done) => setTimeout(done, retryDelay(attempt) * (0.5 + Math.random())));
  }
}

/**
 * Six at once lost a lead before the embedded database had one owner (one 503, two 201 answers with the same id).
 * Fifty at once, each retried as the form retries, are each stored once.
 */
test("takes fifty simultaneous consultations through the functions' worker threads, each stored once with its own id", async () => {
  test.setTimeout(480_000);
  const run = `burst ${Date.now()}`;
  const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => book(`${run} #${i}`)));
  expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
  expect(new Set(answers.map((a) => a.id)).size).toBe(50);
  const [stored] = await query<{ rows: number; ids: number }>(
    "select count(*)::int as rows, count(distinct id)::int as ids from consultations where message like $1",
    [`${run} #%`],
  );
  expect(stored).toEqual({ rows: 50, ids: 50 });
  const retried = answers.filter((a) => a.attempts > 1).length;
  test.info().annotations.push({ type: "retried", description: `${retried} of 50 needed a retry` });
});

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("the home page, the chat, the estimator and a form post work in the browser", async ({ page }) => {
  test.setTimeout(300_000);
  const errors = watchErrors(page);
  // The first visit compiles the page, and Vite may reload it once after optimising dependencies.
  await page.goto(`${origin}/`, { timeout: 120_000 });
  await expect(page.getByRole("region", { name: "From design to move-in, step by step" })).toBeVisible({ timeout: 60_000 });
  // netlify.toml's headers and redirects apply in front of the dev server.
  const home = await page.request.get(`${origin}/`);
  expect(home.headers()["x-frame-options"]).toBe("DENY");
  const unknown = await page.request.get(`${origin}/interior-designers-nowhere`, { maxRedirects: 0 });
  expect(unknown.status()).toBe(301);
  expect(unknown.headers().location).toMatch(/\/interior-designers-chennai$/);

  await page.goto(`${origin}/services`);
  // The chat's code loads on the first click; in a cold dev server Vite may reload the page while it does.
  await expect(async () => {
    await page.getByRole("button", { name: "Chat with us" }).click({ timeout: 10_000 });
    await expect(page.getByRole("dialog", { name: "Chat with us" }).getByRole("log")).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 120_000 });

  await page.goto(`${origin}/price-estimator/contact`);
  await page.waitForURL("**/price-estimator/bhk-type", { timeout: 60_000 });
  // Vite may reload the page once after optimising the island's dependencies, undoing a first choice.
  await expect(async () => {
    await page.getByText("2 BHK", { exact: true }).click({ timeout: 10_000 });
    await page.getByRole("link", { name: "Next" }).click({ timeout: 10_000 });
    await page.waitForURL("**/rooms", { timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await expect(page.getByRole("group", { name: "Bedrooms" }).getByRole("status")).toHaveText("2");

  const name = `Dev Loop ${Date.now()}`;
  await page.clock.install();
  await page.goto(`${origin}/contact#book-consultation`);
  const form = page.getByRole("form", { name: "Book a free consultation" });
  await expect(form).toHaveAttribute("data-hydrated", "true", { timeout: 60_000 });
  await form.getByLabel("Full name").fill(name);
  await form.getByLabel("Email").fill("devloop@example.com");
  await form.getByLabel("Phone").fill("9840066666");
  await form.getByLabel("Service").selectOption("living-room");
  await takeAPersonsTime(page);
  await form.getByRole("button", { name: "Book Consultation" }).click();
  await page.waitForURL("**/thank-you", { timeout: 60_000 });
  expect(await query('select id from consultations where "fullName" = $1', [name])).toHaveLength(1);
  expect(errors).toEqual([]);
});

test("a staff account made with admin:create while the dev server runs signs in at localhost and 127.0.0.1", async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  // A second runner on the same embedded database: it reaches the dev script's server instead of the folder.
  const { stdout } = await run("sh", ["-c", `echo '${password}' | npm run --silent admin:create -- --username dev-admin`], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: folder },
  });
  expect(stdout).toMatch(/"dev-admin"/);
  for (const host of hosts) {
    await page.goto(`http://${host}:${port}/admin`, { timeout: 120_000 });
    await page.getByLabel("Username").fill("dev-admin");
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Welcome, dev-admin" })).toBeVisible({ timeout: 60_000 });
  }
  expect(errors).toEqual([]);
});

test("db:studio opens Drizzle Studio on the running dev server's embedded database", async () => {
  test.setTimeout(180_000);
  const studioPort = base + 9;
  const studio = spawn("npm", ["run", "db:studio", "--", "--port", String(studioPort), "--host", "127.0.0.1"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: folder },
    stdio: "ignore",
    detached: true,
  });
  try {
    // The page at local.drizzle.studio asks this server for rows; the same request, as it sends it.
    const rows = () =>
      fetch(`http://127.0.0.1:${studioPort}/`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          type: "proxy",
          data: { sql: "select count(*)::int as n from consultations", params: [], mode: "object", method: "all" },
        }),
      }).then(
        async (r) => ((await r.json()) as { n: number }[])[0]?.n ?? -1,
        () => -1,
      );
    const [stored] = await query<{ n: number }>("select count(*)::int as n from consultations");
    expect(stored!.n).toBeGreaterThan(0);
    await expect.poll(rows, { timeout: 120_000, intervals: [1000] }).toBe(stored!.n);
  } finally {
    if (studio.pid) process.kill(-studio.pid, "SIGINT");
  }
});
