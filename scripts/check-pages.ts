/**
 * Reads every built page the way a visitor does and fails on a ₹ figure nothing on the rate card produces (the
 * price check) or on a template seam (the copy check). Run after the build.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { site } from "../src/config/site";
import { rateCard } from "../src/lib/pricing/card";
import { BUDGET_BANDS } from "../src/lib/projects";
import { htmlFiles } from "./lib/artwork-use";
import { copyProblems, type CopyProblem } from "./lib/copy-check";
import { otherAmounts, rateCardAmounts, unknownPrices, type PriceProblem } from "./lib/price-check";

const root = resolve(import.meta.dirname, "..");
const dist = join(root, "dist");
if (!existsSync(dist)) {
  console.error("dist/ is missing: run npm run build first.");
  process.exit(1);
}

const projectsDir = join(root, "content/projects");
const amounts = rateCardAmounts(rateCard);
for (const amount of otherAmounts(
  root,
  readdirSync(projectsDir).map((name) => join(projectsDir, name)),
)) {
  amounts.add(amount);
}
for (const band of BUDGET_BANDS) if (Number.isFinite(band.below)) amounts.add(band.below);

const cities = (JSON.parse(readFileSync(join(root, "content/cities.json"), "utf8")) as { slug: string; name: string }[]).map((city) => ({
  slug: city.slug,
  name: city.name,
}));
/** A city guide names its city in its address: /interior-design-coimbatore. */
const cityOf = (page: string) => cities.find((city) => page === `interior-design-${city.slug}.html`);

const prices: PriceProblem[] = [];
const copy: CopyProblem[] = [];
const files = htmlFiles(dist).filter((file) => !relative(dist, file).startsWith("admin") && !relative(dist, file).startsWith("cms"));
for (const file of files) {
  const page = relative(dist, file);
  const html = readFileSync(file, "utf8");
  prices.push(...unknownPrices(page, html, amounts));
  const city = cityOf(page);
  copy.push(...copyProblems(page, html, { brand: site.brand, otherCities: city && cities.filter((c) => c !== city).map((c) => c.name) }));
}

const show = (list: { page: string; context: string }[], what: (item: never) => string) =>
  list
    .slice(0, 400)
    .map((item) => `- ${item.page}: ${what(item as never)} — “${item.context}”`)
    .join("\n") + (list.length > 400 ? `\n… and ${list.length - 400} more` : "");

console.log(`Checked ${files.length} built pages.`);
if (prices.length) {
  console.error(
    `\nPrice check: ${prices.length} ₹ figure(s) that no rate-card line produces:\n` +
      show(prices, (p: PriceProblem) => p.figure) +
      "\nQuote a line of content/pricing/rate-card.json instead ({price:line-id}), or add the line there.",
  );
}
if (copy.length) {
  console.error(`\nCopy check: ${copy.length} problem(s):\n` + show(copy, (p: CopyProblem) => p.rule));
}
if (prices.length || copy.length) process.exit(1);
console.log("Every ₹ figure comes from the rate card, and the copy check found nothing.");
