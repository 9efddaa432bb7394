/**
 * `npm test`: every check and test, with the steps that do not need each other side by side.
 *
 * ESLint and the build each keep one core busy for a minute or more and share nothing, so they run together.
 * `astro check` follows the build beside the checks of the built pages: both it and the build sync the content
 * collections into one data store file, and on a clean checkout two writers corrupt it. The Vitest runs and the
 * browser tests use every core themselves and run one after another. Each line of output is prefixed with its step's
 * name; the first failing step fails the run, after the steps beside it end.
 *
 * At the end it prints each step's time, the tests run per project and the slowest tests, read from the runners' JSON
 * reports (in .data/test-report/), and fails when a test named in tests/test-names.txt did not run: a test may only
 * stop running in the commit that takes its name off that list (`npm run test:names` writes the list; see
 * docs/testing.md).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { NAME_LIST, REPORT_DIR, TEST_STEPS, countsByProject, missingTests, parseNameList, readReports, slowest } from "./lib/test-report";

type Step = string | Step[] | { parallel: Step[] };

const PLAN: Step[] = [
  // The build checks its own pages (prices, copy, pictures: src/integrations/page-checks.ts), so no step repeats that.
  { parallel: ["lint", ["build", { parallel: ["check", "check:budgets", "check:html", "check:tamil"] }]] },
  "test:coverage",
  "test:integration",
  "test:e2e",
];

const timings: string[] = [];

function runScript(name: string): Promise<void> {
  const started = Date.now();
  const report = TEST_STEPS[name]?.report;
  // vitest.config.ts and playwright.config.ts add their JSON reporter when TEST_REPORT_FILE names a file.
  const env = report ? { ...process.env, TEST_REPORT_FILE: join(REPORT_DIR, report) } : process.env;
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", name], { stdio: ["ignore", "pipe", "pipe"], env });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => console.log(`[${name}] ${line}`));
    }
    child.on("error", reject);
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      timings.push(`${name}: ${seconds} s${code === 0 ? "" : ` (failed, exit ${code})`}`);
      if (code === 0) resolve();
      else reject(new Error(`npm run ${name} failed (exit ${code})`));
    });
  });
}

async function run(step: Step): Promise<void> {
  if (typeof step === "string") return runScript(step);
  if (Array.isArray(step)) {
    for (const next of step) await run(next);
    return;
  }
  const results = await Promise.allSettled(step.parallel.map(run));
  const failed = results.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
}

/** The summary after the steps; returns false when a listed test did not run. */
function summarise(): boolean {
  const { ran, folders } = readReports();
  console.log("\nTests run per project:");
  for (const [project, n] of countsByProject(ran)) console.log(`  ${project}: ${n}`);
  console.log("\nThe 15 slowest tests:");
  for (const test of slowest(ran, 15)) console.log(`  ${(test.ms / 1000).toFixed(1).padStart(6)} s  [${test.project}] ${test.name}`);
  const listed = existsSync(NAME_LIST) ? parseNameList(readFileSync(NAME_LIST, "utf8")) : [];
  const missing = missingTests(listed, ran, (name) => folders.some((folder) => name.startsWith(folder)));
  const added = new Set(ran.map((test) => test.name)).size - (listed.length - missing.length);
  if (added > 0) console.log(`\n${added} test(s) not yet in tests/test-names.txt: \`npm run test:names\` adds them.`);
  if (missing.length === 0) return true;
  console.error(
    `\n${missing.length} test(s) in tests/test-names.txt did not run. A test stops running only in the commit that removes its line:\n` +
      missing.map((name) => `  ${name}`).join("\n"),
  );
  return false;
}

rmSync(REPORT_DIR, { recursive: true, force: true });
mkdirSync(REPORT_DIR, { recursive: true });
// Astro's image cache decides much of the build's time, and a clean clone has none (\`npm ci\` empties node_modules/).
const imageCache = join(import.meta.dirname, "../node_modules/.astro/assets");
const cachedImages = existsSync(imageCache) ? readdirSync(imageCache).length : 0;
const started = Date.now();
try {
  await run(PLAN);
} catch (error) {
  process.exitCode = 1;
  console.error(error instanceof Error ? error.message : error);
} finally {
  console.log(`\nAstro's image cache at the start: ${cachedImages} files`);
  console.log(`${timings.join("\n")}\nnpm test: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (readdirSync(REPORT_DIR).length > 0 && !summarise()) process.exitCode = 1;
}
