/**
 * Every ₹ figure a built page prints must come from somewhere the business keeps its figures: a rate-card line or
 * what the estimator's arithmetic makes of the rate card, a TV unit's catalogue price, a case study's recorded
 * cost, or a budget band of the project filters. A figure typed into a page (or left behind after the rate card
 * changed) is reported with the page and the sentence it stands in; so is a "from ₹…" that is not its product
 * family's one entry price, and a payment-stage percentage that is no stage's share.
 */
import { readFileSync } from "node:fs";
import { estimate } from "../../src/lib/pricing/estimate";
import type { Locale } from "../../src/i18n/locales";
import { countProblems, entryPriceProblems, pricesIn, stageShareProblems, type PrintedPrice } from "../../src/lib/pricing/claims";
import { inLakh, priceLines, type PriceBook } from "../../src/lib/pricing/lines";
import { PACKAGE_IDS, type RateCard } from "../../src/lib/pricing/rate-card";
import { readPage, type PageText } from "./page-text";

export { pricesIn, type PrintedPrice } from "../../src/lib/pricing/claims";

/** Every amount the rate card produces: its lines, its rates and fixed items, and the estimator's sums of them. */
export function rateCardAmounts(card: RateCard): Set<number> {
  const amounts = new Set<number>();
  const add = (n: number | undefined) => n !== undefined && amounts.add(n);
  // The lines as priced anywhere, and as the city guides price them for each city on the card.
  for (const city of [undefined, ...Object.keys(card.cityFactor)]) {
    for (const line of priceLines(card, city).values()) {
      add(line.low);
      add(line.high);
    }
  }
  for (const pkg of PACKAGE_IDS) {
    add(card.cabinetRates[pkg]);
    for (const item of [...card.rooms, ...card.units]) add(item.fixed[pkg]);
  }
  // Each room's package totals, as the estimator shows them beside the package names.
  for (const room of card.rooms) {
    for (const pkg of PACKAGE_IDS) add(estimate({ bhkType: "1 BHK", rooms: { [room.id]: 1 }, units: {}, packageId: pkg }, card).total);
  }
  return amounts;
}

/** The known amounts as the site writes them in lakh ("1.8"), worked out once per set and size. */
const lakhCache = new WeakMap<Set<number>, { size: number; lakh: Set<string> }>();
function inLakhs(amounts: Set<number>): Set<string> {
  let cached = lakhCache.get(amounts);
  if (!cached || cached.size !== amounts.size) {
    cached = { size: amounts.size, lakh: new Set([...amounts].map((amount) => inLakh(amount))) };
    lakhCache.set(amounts, cached);
  }
  return cached.lakh;
}

/** Whether a printed figure is one of the known amounts: exactly, or in lakh as the site writes them. */
function known(price: PrintedPrice, amounts: Set<number>): boolean {
  return price.lakh === undefined ? amounts.has(price.amount) : inLakhs(amounts).has(price.lakh);
}

export interface PriceProblem {
  page: string;
  /** What is wrong, e.g. "₹1,57,500: no rate-card line produces it". */
  figure: string;
  context: string;
}

/** How a page is priced: the lines of its city (a city guide), in its language. */
export interface PagePricing {
  lines: PriceBook;
  locale: Locale;
}

/**
 * The figures on one built page that nothing produces; with `pricing`, also its entry prices that are not their
 * family's one entry price, and payment-stage percentages that are no stage's share.
 */
export function unknownPrices(page: string, html: string, amounts: Set<number>, pricing?: PagePricing): PriceProblem[] {
  return priceProblems(page, readPage(html), amounts, pricing);
}

/** As `unknownPrices`, on a page already read. */
export function priceProblems(
  page: string,
  { title, description, blocks }: PageText,
  amounts: Set<number>,
  pricing?: PagePricing,
): PriceProblem[] {
  const problems: PriceProblem[] = [];
  for (const text of [title, description, ...blocks.map((block) => block.text)]) {
    const context = text.slice(0, 160);
    for (const price of pricesIn(text)) {
      if (!known(price, amounts)) problems.push({ page, figure: `${price.text}: no rate-card line produces it`, context });
    }
    if (!pricing) continue;
    for (const problem of [
      ...entryPriceProblems(text, pricing.lines, pricing.locale).map((found) => found.message),
      ...stageShareProblems(text),
      ...countProblems(text, pricing.lines.counts),
    ]) {
      problems.push({ page, figure: problem, context });
    }
  }
  return problems;
}

/** The amounts from other content: TV unit catalogue prices and case studies' first estimates and final costs. */
export function otherAmounts(root: string, projectFiles: string[]): number[] {
  const units = JSON.parse(readFileSync(`${root}/content/tv-units.json`, "utf8")) as { price_inr: number }[];
  const amounts = units.map((unit) => unit.price_inr);
  for (const file of projectFiles) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/\b(?:firstEstimate|finalCost):\s*(\d+)/g)) amounts.push(Number(match[1]));
  }
  return amounts;
}
