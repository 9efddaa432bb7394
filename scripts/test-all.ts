/**
 * `npm test`: every check and test, with the steps that do not need each other side by side.
 *
 * ESLint and the build each keep one core busy for a minute or more and share nothing, so they run together.
 * `astro check` follows the build beside the checks of the built pages: both it and the build sync the content
 * collections into one data store file, and on a clean checkout two writers corrupt it. The Vitest runs and the
 * browser tests use every core themselves and run one after another. Each line of output is prefixed with its step's
 * name; the first failing step fails the run, after the steps beside it end.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

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
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", name], { stdio: ["ignore", "pipe", "pipe"], env: process.env });
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

const started = Date.now();
try {
  await run(PLAN);
} catch (error) {
  process.exitCode = 1;
  console.error(error instanceof Error ? error.message : error);
} finally {
  console.log(`${timings.join("\n")}\nnpm test: ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
