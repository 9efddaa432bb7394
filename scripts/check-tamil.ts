/**
 * After a build: fails when a Tamil page uses a name the glossary (src/i18n/ta/glossary.ts) retired, holds a run of
 * English words that is neither a glossary product word nor marked `lang="en"`, or is less than 60% Tamil letters.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { checkTamilPages, ENGLISH_RUN_LIMIT } from "./lib/tamil-check";

const dist = join(resolve(import.meta.dirname, ".."), "dist");
if (!existsSync(dist)) {
  console.error("dist/ is missing: run npm run build first.");
  process.exit(1);
}

const { pages, problems } = checkTamilPages(dist);
console.log(`Checked ${pages} built Tamil pages.`);
if (pages === 0) {
  console.error("No Tamil page found under dist/ta: the build did not make the Tamil edition.");
  process.exit(1);
}
if (problems.length) {
  console.error(
    `\nTamil check: ${problems.length} problem(s):\n` +
      problems.map((problem) => `- ${problem.page}: ${problem.rule}${problem.context ? ` — “${problem.context}”` : ""}`).join("\n") +
      `\nUse the glossary's term, write the words in Tamil, or mark a quotation with lang="en" (runs of ${ENGLISH_RUN_LIMIT} English words or more are reported).`,
  );
  process.exit(1);
}
console.log("Every Tamil page uses the glossary's terms and keeps English to product words and marked quotations.");
