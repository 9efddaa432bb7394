/**
 * What `npm test` learns from the runners' own JSON reports (Vitest's `json` reporter, Playwright's `json` reporter):
 * each test that ran, where, and how long it took; and the committed list of test names it holds the run to.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");
export const REPORT_DIR = join(root, ".data/test-report");
export const NAME_LIST = join(root, "tests/test-names.txt");
/** The steps of `npm test` that run tests, the report each leaves, and the folder of the tests it runs. */
export const TEST_STEPS: Record<string, { report: string; folder: string }> = {
  "test:coverage": { report: "unit.json", folder: "tests/unit/" },
  "test:integration": { report: "integration.json", folder: "tests/integration/" },
  "test:e2e": { report: "e2e.json", folder: "tests/e2e/" },
};

export interface RanTest {
  /** "unit", "integration", or the Playwright project's name. */
  project: string;
  /** The file, relative to the project root, and the titles down to the test's: one name per test, whatever ran it. */
  name: string;
  ms: number;
  passed: boolean;
}

interface VitestReport {
  testResults: {
    name: string;
    assertionResults: { ancestorTitles: string[]; title: string; status: string; duration?: number | null }[];
  }[];
}

/** Tests a Vitest run ran (skipped and todo tests did not run). */
export function vitestTests(report: VitestReport, project: string, root: string): RanTest[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === "passed" || test.status === "failed")
      .map((test) => ({
        project,
        name: [relative(root, file.name), ...test.ancestorTitles, test.title].join(" › "),
        ms: test.duration ?? 0,
        passed: test.status === "passed",
      })),
  );
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs?: { title: string; tests: { projectName: string; status: string; results: { duration: number; status?: string }[] }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  config: { rootDir: string };
  suites: PlaywrightSuite[];
}

/** Tests a Playwright run ran, once per project that ran them. A file's top suite is titled with the file's name. */
export function playwrightTests(report: PlaywrightReport, root: string): RanTest[] {
  const found: RanTest[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const last = test.results.at(-1);
        if (test.status === "skipped" || !last) continue;
        found.push({
          project: test.projectName,
          name: [relative(root, `${report.config.rootDir}/${suite.file}`), ...titles, spec.title].join(" › "),
          ms: test.results.reduce((sum, result) => sum + result.duration, 0),
          passed: test.status === "expected" || test.status === "flaky",
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const file of report.suites) walk(file, []);
  return found;
}

/** The committed list: one test name a line, sorted; blank lines and `#` comments are ignored. */
export const parseNameList = (text: string): string[] =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));

export const formatNameList = (names: Iterable<string>, header: string): string =>
  `${header
    .split("\n")
    .map((line) => `# ${line}`)
    .join("\n")}\n${[...new Set(names)].sort().join("\n")}\n`;

/**
 * Names on the list that this run did not run, among the files the run covered: a test that silently stopped
 * running. `covers` says whether the run reached a name's layer (a run that stopped early checks only what it ran).
 */
export function missingTests(listed: readonly string[], ran: readonly RanTest[], covers: (name: string) => boolean): string[] {
  const names = new Set(ran.map((test) => test.name));
  return listed.filter((name) => covers(name) && !names.has(name));
}

/** Tests run per project, in the order first met. */
export function countsByProject(ran: readonly RanTest[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const test of ran) counts.set(test.project, (counts.get(test.project) ?? 0) + 1);
  return counts;
}

export const slowest = (ran: readonly RanTest[], n: number): RanTest[] => [...ran].sort((a, b) => b.ms - a.ms).slice(0, n);

/** The tests the reports in REPORT_DIR record, and the test folders they cover. */
export function readReports(): { ran: RanTest[]; folders: string[] } {
  const ran: RanTest[] = [];
  const folders: string[] = [];
  for (const [step, { report, folder }] of Object.entries(TEST_STEPS)) {
    const file = join(REPORT_DIR, report);
    if (!existsSync(file)) continue;
    const data = JSON.parse(readFileSync(file, "utf8"));
    ran.push(
      ...(step === "test:e2e" ? playwrightTests(data, root) : vitestTests(data, step === "test:coverage" ? "unit" : "integration", root)),
    );
    folders.push(folder);
  }
  return { ran, folders };
}
