import { describe, expect, it } from "vitest";
import {
  countsByProject,
  formatNameList,
  missingTests,
  parseNameList,
  playwrightTests,
  slowest,
  vitestTests,
} from "../../scripts/lib/test-report";

const root = "/repo";

describe("what npm test reads from the runners' JSON reports", () => {
  it("takes Vitest's tests that ran, named by file and titles, and leaves out the skipped ones", () => {
    const ran = vitestTests(
      {
        testResults: [
          {
            name: "/repo/tests/integration/leads.test.ts",
            assertionResults: [
              { ancestorTitles: ["leads [postgres]"], title: "saves one", status: "passed", duration: 120 },
              { ancestorTitles: ["leads [pglite]"], title: "saves one", status: "skipped", duration: 0 },
              { ancestorTitles: [], title: "breaks", status: "failed", duration: 5 },
            ],
          },
        ],
      },
      "integration",
      root,
    );
    expect(ran).toEqual([
      { project: "integration", name: "tests/integration/leads.test.ts › leads [postgres] › saves one", ms: 120, passed: true },
      { project: "integration", name: "tests/integration/leads.test.ts › breaks", ms: 5, passed: false },
    ]);
  });

  it("takes Playwright's tests once per project that ran them, with their retries' time", () => {
    const ran = playwrightTests(
      {
        config: { rootDir: "/repo/tests/e2e" },
        suites: [
          {
            title: "chat.spec.ts",
            file: "chat.spec.ts",
            specs: [
              {
                title: "opens",
                tests: [
                  { projectName: "mobile", status: "expected", results: [{ duration: 900 }] },
                  { projectName: "desktop", status: "skipped", results: [] },
                ],
              },
            ],
            suites: [
              {
                title: "flow",
                file: "chat.spec.ts",
                specs: [
                  { title: "ends", tests: [{ projectName: "desktop", status: "flaky", results: [{ duration: 100 }, { duration: 200 }] }] },
                ],
              },
            ],
          },
        ],
      },
      root,
    );
    expect(ran).toEqual([
      { project: "mobile", name: "tests/e2e/chat.spec.ts › opens", ms: 900, passed: true },
      { project: "desktop", name: "tests/e2e/chat.spec.ts › flow › ends", ms: 300, passed: true },
    ]);
    expect([...countsByProject(ran)]).toEqual([
      ["mobile", 1],
      ["desktop", 1],
    ]);
    expect(slowest(ran, 1).map((test) => test.name)).toEqual(["tests/e2e/chat.spec.ts › opens"]);
  });
});

describe("the committed list of test names", () => {
  const ran = [{ project: "mobile", name: "tests/e2e/a.spec.ts › runs", ms: 1, passed: true }];

  it("names a listed test that did not run, in a layer the run reached", () => {
    const listed = ["tests/e2e/a.spec.ts › runs", "tests/e2e/a.spec.ts › stopped running", "tests/unit/b.test.ts › not run today"];
    expect(missingTests(listed, ran, (name) => name.startsWith("tests/e2e/"))).toEqual(["tests/e2e/a.spec.ts › stopped running"]);
  });

  it("reads back what it writes, comments aside", () => {
    const text = formatNameList(["b › two", "a › one", "a › one"], "Header line\nsecond");
    expect(text.startsWith("# Header line\n# second\n")).toBe(true);
    expect(parseNameList(text)).toEqual(["a › one", "b › two"]);
  });
});
