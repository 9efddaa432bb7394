/**
 * Every ₹ figure a built page prints must come from somewhere the business keeps its figures: a rate-card line or
 * what the estimator's arithmetic makes of the rate card, a TV unit's catalogue price, a case study's recorded
 * cost, or a budget band of the project filters. A figure typed into a page (or left behind after the rate card
 * changed) is reported with the page and the sentence it stands in.
 */
import { readFileSync } from "node:fs";
import { estimate } from "../../src/lib/pricing/estimate";
import { inLakh, priceLines } from "../../src/lib/pricing/lines";
import { PACKAGE_IDS, type RateCard } from "../../src/lib/pricing/rate-card";
import { readPage } from "./page-text";

/** A figure as printed: its rupee amount and, when written in lakh, the lakh number as shown. */
export interface PrintedPrice {
  text: string;
  amount: number;
  lakh?: string;
}

const NUMBER = String.raw`\d(?:[\d,]*\d)?(?:\.\d+)?`;
// "lakh" on English pages, "லட்சம்" on Tamil ones (a Tamil letter is no word character, so it takes no \b).
const FIGURE = new RegExp(String.raw`₹\s?(${NUMBER})(?:\s?(?:–|-|to)\s?₹?\s?(${NUMBER}))?(\s?(?:(?:lakh|L)\b|லட்சம்))?`, "g");

/** The ₹ figures in a text: "₹2–4 lakh" is two figures, 2 and 4 lakh; so is "₹2 லட்சம் – ₹4 லட்சம்". */
export function pricesIn(text: string): PrintedPrice[] {
  const found: PrintedPrice[] = [];
  for (const match of text.matchAll(FIGURE)) {
    const lakh = Boolean(match[3]);
    for (const raw of [match[1], match[2]]) {
      if (raw === undefined) continue;
      const value = Number(raw.replaceAll(",", ""));
      found.push(lakh ? { text: match[0], amount: value * 100_000, lakh: String(value) } : { text: match[0], amount: value });
    }
  }
  return found;
}

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

/** Whether a printed figure is one of the known amounts: exactly, or in lakh as the site writes them. */
function known(price: PrintedPrice, amounts: Set<number>): boolean {
  if (price.lakh === undefined) return amounts.has(price.amount);
  for (const amount of amounts) if (inLakh(amount) === price.lakh) return true;
  return false;
}

export interface PriceProblem {
  page: string;
  figure: string;
  context: string;
}

/** The figures on one built page that nothing produces. */
export function unknownPrices(page: string, html: string, amounts: Set<number>): PriceProblem[] {
  const { title, description, blocks } = readPage(html);
  const problems: PriceProblem[] = [];
  for (const text of [title, description, ...blocks.map((block) => block.text)]) {
    for (const price of pricesIn(text)) {
      if (!known(price, amounts)) problems.push({ page, figure: price.text, context: text.slice(0, 160) });
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
