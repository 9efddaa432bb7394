/**
 * Keeps the unit run's coverage thresholds moving one way: up.
 *
 * Run after `vitest run --project unit --coverage` (Vitest itself fails the run below the thresholds):
 * - a figure that now clears its threshold by a whole point raises the threshold (rounded down) in
 *   tests/coverage-thresholds.json, to be committed with the tests that earned it;
 * - a threshold below the highest value it ever had in this repository's history fails, so a commit cannot
 *   lower the bar to let less-tested code through.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const THRESHOLDS = "tests/coverage-thresholds.json";
const SUMMARY = "coverage/coverage-summary.json";
const METRICS = ["statements", "branches", "functions", "lines"] as const;
type Figures = Record<(typeof METRICS)[number], number>;

const parse = (text: string): Figures => {
  const data = JSON.parse(text) as Partial<Figures>;
  return Object.fromEntries(METRICS.map((metric) => [metric, Number(data[metric] ?? 0)])) as Figures;
};

const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" });

/** Every committed version of the thresholds file (none outside a git checkout). */
function committedVersions(): Figures[] {
  let commits: string[];
  try {
    commits = git("log", "--format=%H", "--", THRESHOLDS).split("\n").filter(Boolean);
  } catch {
    return [];
  }
  return commits.map((commit) => parse(git("show", `${commit}:${THRESHOLDS}`)));
}

const thresholds = parse(readFileSync(THRESHOLDS, "utf8"));
const total = (JSON.parse(readFileSync(SUMMARY, "utf8")) as { total: Record<string, { pct: number }> }).total;

const history = committedVersions();
const lowered = METRICS.flatMap((metric) => {
  const highest = Math.max(0, ...history.map((version) => version[metric]));
  return thresholds[metric] < highest ? [`${metric} ${thresholds[metric]} (it was ${highest})`] : [];
});
if (lowered.length > 0) {
  console.error(`Coverage thresholds may only go up; lowered in ${THRESHOLDS}: ${lowered.join(", ")}.`);
  process.exit(1);
}

const raised = { ...thresholds };
for (const metric of METRICS) raised[metric] = Math.max(thresholds[metric], Math.floor(total[metric].pct));
const changes = METRICS.filter((metric) => raised[metric] !== thresholds[metric]);
if (changes.length > 0) {
  writeFileSync(THRESHOLDS, `${JSON.stringify(raised, null, 2)}\n`);
  console.log(
    `Coverage rose: ${changes.map((metric) => `${metric} ${thresholds[metric]} → ${raised[metric]}`).join(", ")}. Commit ${THRESHOLDS}.`,
  );
} else {
  console.log(`Coverage holds its thresholds (${METRICS.map((metric) => `${metric} ${total[metric].pct}%`).join(", ")}).`);
}
