/**
 * `npm run test:names`: writes tests/test-names.txt, the names of every test the last `npm test` ran (from the
 * reports it left in .data/test-report/). Run it after a full `npm test` when tests are added or removed, and commit
 * the list with them: `npm test` fails when a listed test no longer runs.
 */
import { writeFileSync } from "node:fs";
import { NAME_LIST, TEST_STEPS, formatNameList, readReports } from "./lib/test-report";

const { ran, folders } = readReports();
const absent = Object.values(TEST_STEPS).filter(({ folder }) => !folders.includes(folder));
if (absent.length > 0) {
  console.error(`No report of ${absent.map(({ folder }) => folder).join(", ")}: run the whole \`npm test\` first.`);
  process.exit(1);
}
writeFileSync(
  NAME_LIST,
  formatNameList(
    ran.map((test) => test.name),
    "Every test npm test must run, by file and title (written by `npm run test:names`; see docs/testing.md).\n" +
      "A test may stop running only in the commit that removes its line here.",
  ),
);
console.log(`${NAME_LIST}: ${new Set(ran.map((test) => test.name)).size} tests`);
