/**
 * The checks the build runs on its pages (prices, copy, pictures: `scripts/lib/page-checks.ts`), again on an
 * existing dist/, e.g. after changing a check. The build itself fails on them, so `npm test` does not run this.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { checkBuiltPages, describeReport } from "./lib/page-checks";

const root = resolve(import.meta.dirname, "..");
const dist = join(root, "dist");
if (!existsSync(dist)) {
  console.error("dist/ is missing: run npm run build first.");
  process.exit(1);
}
const report = checkBuiltPages(root, dist);
const problems = describeReport(report);
console.log(`Checked ${report.pages} built pages.`);
if (problems) {
  console.error(`\n${problems}`);
  process.exit(1);
}
console.log("Every ₹ figure comes from the rate card, every entry price is its product's, and the copy and picture checks found nothing.");
