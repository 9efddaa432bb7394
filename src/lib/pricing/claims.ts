/**
 * What a text says about money, read the way a visitor reads it: the ₹ figures, the "from ₹…" entry prices and
 * what product each one claims to price, figures typed by hand, and payment-stage percentages. The content loaders
 * run these on every entry (with the file and line), and the build runs them on every built page.
 */
import type { Locale } from "../../i18n/locales";
import { FAMILIES, type Family } from "./families";
import { formatLine, inLakh, TOKEN, tokenProblem, type PriceBook, type PriceFormat } from "./lines";
import { PAID_STAGES, stagePercent } from "./payment-stages";

/** A figure as printed: its rupee amount and, when written in lakh, the lakh number as shown. */
export interface PrintedPrice {
  text: string;
  amount: number;
  lakh?: string;
  /** Whether it is one end of a range printed as one ("₹1.9–2.9 lakh", "₹1,90,000 to ₹2,90,000"). */
  range: boolean;
  /** Where the figure starts and ends in the text. */
  start: number;
  end: number;
}

const NUMBER = String.raw`\d(?:[\d,]*\d)?(?:\.\d+)?`;
// "lakh" on English pages, "லட்சம்" on Tamil ones (a Tamil letter is no word character, so it takes no \b).
const FIGURE = new RegExp(String.raw`₹\s?(${NUMBER})(?:\s?(?:–|-|to)\s?₹?\s?(${NUMBER}))?(\s?(?:(?:lakh|L)\b|லட்சம்))?`, "g");

/** The ₹ figures in a text: "₹2–4 lakh" is two figures, 2 and 4 lakh; so is "₹2 லட்சம் – ₹4 லட்சம்". */
export function pricesIn(text: string): PrintedPrice[] {
  const found: PrintedPrice[] = [];
  for (const match of text.matchAll(FIGURE)) {
    const lakh = Boolean(match[3]);
    const place = { range: match[2] !== undefined, start: match.index, end: match.index + match[0].length };
    for (const raw of [match[1], match[2]]) {
      if (raw === undefined) continue;
      const value = Number(raw.replaceAll(",", ""));
      found.push(
        lakh ? { text: match[0], amount: value * 100_000, lakh: String(value), ...place } : { text: match[0], amount: value, ...place },
      );
    }
  }
  return found;
}

/** Whether a printed figure is `amount`, exactly or in lakh as the site writes it. */
export const printedAs = (price: PrintedPrice, amount: number) =>
  price.lakh === undefined ? price.amount === amount : inLakh(amount) === price.lakh;

/** "from ₹…", "starting at ₹…", "starts from about ₹…": the words that make a figure an entry price. */
const ENTRY_BEFORE =
  /\b(?:from|start(?:s|ing)?(?:\s+(?:at|from))?|priced\s+(?:at|from)|upwards\s+of)\s+(?:(?:about|around|roughly|just|only)\s+)?$/i;
/** "₹… and above", "₹… onwards"; in Tamil, "₹… முதல்" with no second figure after it. */
const ENTRY_AFTER = /^\s*(?:and\s+above|onwards|upwards|முதல்(?!\s*₹)|இலிருந்து(?!\s*₹)|தொடங்கி)/i;
/** A figure that opens or closes a range ("from ₹6,50,000 up to ₹10,65,000", "₹1.9 லட்சம் – ₹2.9 லட்சம்"). */
const RANGE_AFTER = /^\s*(?:–|-|to|up\s+to|and|முதல்)\s*(?:about\s+)?₹/i;
const RANGE_BEFORE = /(?:–|-|\bto|\bup\s+to|\band|முதல்)\s*(?:about\s+)?$/i;

/** Where the sentence holding `at` starts and ends ("₹1.9 lakh" keeps its dot: a stop needs a space after it). */
function sentenceAround(text: string, at: number): [number, number] {
  const before = text.slice(0, at);
  const stops = [...before.matchAll(/[.!?;]\s/g)];
  const start = stops.length ? stops.at(-1)!.index + 2 : 0;
  const after = /[.!?;](?:\s|$)/.exec(text.slice(at));
  return [start, after ? at + after.index : text.length];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each locale's family words as patterns, longest first so "pooja room" is not read as a room. */
const WORD_PATTERNS = new Map<Locale, { family: Family; pattern: RegExp }[]>();
function wordPatterns(locale: Locale) {
  let patterns = WORD_PATTERNS.get(locale);
  if (!patterns) {
    patterns = FAMILIES.flatMap((family) => family.words[locale].map((word) => ({ family, word })))
      .sort((a, b) => b.word.length - a.word.length)
      // English words stand alone (plurals too); Tamil words are written with suffixes joined on, and a suffix that
      // starts with a vowel replaces the word's final pulli (கிச்சன் → கிச்சனும்): a Tamil word is matched by its stem.
      .map(({ family, word }) => ({
        family,
        pattern: new RegExp(locale === "en" ? `\\b${escape(word)}(?:s|es)?\\b` : escape(word.replace(/\u0BCD$/, "")), "gi"),
      }));
    WORD_PATTERNS.set(locale, patterns);
  }
  return patterns;
}

/** Every mention of a family's words in a text, in order. */
function mentions(text: string, locale: Locale): { family: Family; start: number }[] {
  const found: { family: Family; start: number; end: number }[] = [];
  for (const { family, pattern } of wordPatterns(locale)) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (!found.some((seen) => start < seen.end && end > seen.start)) found.push({ family, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

export interface EntryClaim {
  price: PrintedPrice;
  /** The family the sentence names: the nearest mention before the figure, else the first after it. */
  family?: Family;
}

/** The entry prices in a text ("kitchens from ₹1.8 lakh") and what each claims to price. */
export function entryClaims(text: string, locale: Locale): EntryClaim[] {
  const claims: EntryClaim[] = [];
  for (const price of pricesIn(text)) {
    if (price.range) continue;
    const lead = text.slice(Math.max(0, price.start - 40), price.start);
    const tail = text.slice(price.end, price.end + 30);
    if (RANGE_AFTER.test(tail) || RANGE_BEFORE.test(lead)) continue;
    if (!ENTRY_BEFORE.test(lead) && !ENTRY_AFTER.test(tail)) continue;
    const [start, end] = sentenceAround(text, price.start);
    // The clause the figure stands in: "a full 2 BHK is …, and the kitchen alone starts from ₹…" prices the kitchen.
    const clauses = [...text.slice(start, price.start).matchAll(/,\s(?:and|but|while)\s|;\s/g)];
    const from = start + (clauses.length ? clauses.at(-1)!.index + clauses.at(-1)![0].length : 0);
    const named = new Set(mentions(text.slice(from, price.start), locale).map((mention) => mention.family));
    const later = mentions(text.slice(price.end, end), locale)[0]?.family;
    // "A package with a kitchen, two wardrobes and a TV unit from ₹…" prices no one family.
    if (named.size > 1) continue;
    claims.push({ price, family: named.size ? [...named][0] : later });
  }
  return claims;
}

/**
 * The entry prices in a text that are not their family's one entry price: each message names the figure, the
 * family, the price it must be and the token that prints it.
 */
export function entryPriceProblems(text: string, lines: PriceBook, locale: Locale): Found[] {
  const problems: Found[] = [];
  for (const { price, family } of entryClaims(text, locale)) {
    if (!family) continue;
    const entry = lines.get(family.entry);
    if (!entry) throw new Error(`The product family "${family.id}" names the price line "${family.entry}", which does not exist`);
    if (printedAs(price, entry.low)) continue;
    const format: PriceFormat = price.lakh === undefined ? "low" : "low-lakh";
    problems.push({
      at: price.start,
      message: `"${price.text}" is given as the entry price of a ${family.id.replaceAll("-", " ")}, but its one entry price is ${formatLine(entry, format, locale)} (the rate-card line "${family.entry}") — write {price:${family.entry}:${format}}`,
    });
  }
  return problems;
}

/** A problem found in a text, and where in the text it starts. */
export interface Found {
  at: number;
  message: string;
}

/** The text with its tokens blanked out, so what is left is typed, at the same offsets. */
const untokened = (text: string) => text.replace(TOKEN, (token) => " ".repeat(token.length));

/** Money typed as a figure rather than a token: "₹1.8 lakh", "Rs. 45,000", "INR 50000", "2 lakh", "3 லட்சம்". */
const TYPED =
  /(?:₹|\bRs\.?|\bINR)\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:lakh|lakhs|L|crore|லட்சம்)\b)?|\b\d[\d,]*(?:\.\d+)?\s?(?:lakh|lakhs|crore)\b|\d[\d,]*(?:\.\d+)?\s?லட்சம்/gi;

/**
 * Figures typed into content (outside tokens), each with the lines that print that amount, to quote instead.
 * Content never types a price: a token keeps it bound to the rate card.
 */
export function typedPriceProblems(text: string, lines: PriceBook): Found[] {
  const bare = untokened(text);
  const problems: Found[] = [];
  for (const match of bare.matchAll(TYPED)) {
    const number = Number(/\d[\d,]*(?:\.\d+)?/.exec(match[0])![0].replaceAll(",", ""));
    const amount = /lakh|லட்சம்|\bL\b/i.test(match[0]) ? number * 100_000 : /crore/i.test(match[0]) ? number * 10_000_000 : number;
    const lakh = /lakh|லட்சம்|crore/i.test(match[0]);
    const entries = new Set(FAMILIES.map((family) => family.entry));
    // The lines printing this amount, products' entry lines first, as the token that prints it.
    const same = [...lines.values()]
      .filter((line) => line.low === amount || line.high === amount)
      .sort((a, b) => Number(entries.has(b.id)) - Number(entries.has(a.id)))
      .map((line) => {
        const end = line.high === undefined ? "" : line.low === amount ? "low" : "high";
        const format = lakh ? (end ? `${end}-lakh` : "lakh") : end;
        return `{price:${line.id}${format ? `:${format}` : ""}}`;
      });
    const hint = same.length
      ? ` — this amount is printed by ${same.slice(0, 3).join(", ")}`
      : " — add a line for it to content/pricing/rate-card.json and quote it as {price:line-id}";
    problems.push({
      at: match.index,
      message: `"${match[0].trim()}" is a price typed by hand: write the rate-card line's token instead${hint}`,
    });
  }
  return problems;
}

/** Words around a percentage that make it a payment stage's share. */
const STAGE_WORDS = /\b(?:book(?:ing)?|BOQ|payments?|pay|paid|due|balance|instal+ments?|stages?)\b|BOQ|புக்கிங்|ஆர்டர்|செலுத்த|மீதி/i;

/** Payment-stage shares typed as a figure ("5% of the BOQ"): they come from `{stage:…}` tokens. */
export function typedStageProblems(text: string): Found[] {
  const bare = untokened(text);
  const problems: Found[] = [];
  for (const match of bare.matchAll(/\d+(?:\.\d+)?\s?%/g)) {
    const [start, end] = sentenceAround(bare, match.index);
    if (!STAGE_WORDS.test(bare.slice(start, end))) continue;
    const stages = PAID_STAGES.filter((id) => stagePercent(id) === match[0].replace(/\s/g, ""));
    const token = stages.length ? stages.map((id) => `{stage:${id}}`).join(" or ") : "the stage's token";
    problems.push({
      at: match.index,
      message: `"${match[0]}" is a payment stage's share typed by hand: write ${token} (the shares are set in src/lib/pricing/payment-stages.ts)`,
    });
  }
  return problems;
}

/** Printed percentages beside payment-stage words that are no stage's share (the page check of built pages). */
export function stageShareProblems(text: string): string[] {
  const shares = new Set(PAID_STAGES.map(stagePercent));
  const problems: string[] = [];
  for (const match of text.matchAll(/\d+(?:\.\d+)?\s?%/g)) {
    const [start, end] = sentenceAround(text, match.index);
    if (!STAGE_WORDS.test(text.slice(start, end)) || shares.has(match[0].replace(/\s/g, ""))) continue;
    // "about 7% of this estimate, because the booking was capped": the balance worked out on a figure is allowed.
    if (/about\s*$|சுமார்\s*$/.test(text.slice(Math.max(0, match.index - 8), match.index))) continue;
    problems.push(
      `"${match[0]}" beside a payment stage is none of the stages' shares (${[...shares].join(", ")}, src/lib/pricing/payment-stages.ts)`,
    );
  }
  return problems;
}

/**
 * Something written like a token that is not one the site can fill: `{price: kitchen}`, `{Price:kitchen}`,
 * `{prices:kitchen}`, `{price:kitchn}`, an unclosed `{price:kitchen`; each with the token meant.
 */
export function tokenProblems(text: string, lines: PriceBook): Found[] {
  const problems: Found[] = [];
  const near = /\{\s*(price|stage|count)s?\s*[:\s]\s*([^{}\s:]*)(?:\s*:\s*([^{}\s]*))?\s*(\}?)/gi;
  for (const match of text.matchAll(near)) {
    const written = match[0].trim();
    const kind = match[1]!.toLowerCase();
    const id = match[2]!.toLowerCase();
    const format = match[3]?.toLowerCase();
    const tidy = `{${kind}:${id}${format ? `:${format}` : ""}}`;
    const problem = tokenProblem(tidy, lines);
    if (written === tidy) {
      if (problem) problems.push({ at: match.index, message: problem });
      continue;
    }
    problems.push({
      at: match.index,
      message: `"${written}" is not written as a token: write ${tidy} (lower-case, no spaces, in curly brackets)${problem ? `; and ${problem}` : ""}`,
    });
  }
  return problems;
}

/**
 * A page's "Starting from" price (a service page's `priceLine`) when its title names a product family: it must be
 * that family's entry line.
 */
export function startingPriceProblem(title: string, lineId: string): string | undefined {
  const named = new Set(mentions(title, "en").map((mention) => mention.family));
  if (named.size !== 1) return undefined;
  const [family] = [...named] as [Family];
  if (family.entry === lineId) return undefined;
  return `is "${lineId}", but the page is about a ${family.id.replaceAll("-", " ")} ("${title}"), whose one entry price is the line "${family.entry}" — write priceLine: ${family.entry}`;
}

/** The words that name what each count of the rate card counts, in English and Tamil. */
const COUNT_WORDS: Record<string, RegExp> = { laminates: /laminate|லேமினேட்/i };

/** "400+ laminates", "laminate finishes in 40+ shades", "400-க்கும் மேற்பட்ட … லேமினேட்": counts that are not the rate card's. */
export function countProblems(text: string, counts: Readonly<Record<string, number>> = {}): string[] {
  const problems: string[] = [];
  for (const [id, words] of Object.entries(COUNT_WORDS)) {
    const count = counts[id];
    if (count === undefined) continue;
    for (const match of text.matchAll(/(\d[\d,]*)\s?(?:\+|-க்கும் மேற்பட்ட)/g)) {
      const [start, end] = sentenceAround(text, match.index);
      if (!words.test(text.slice(start, end)) || Number(match[1]!.replaceAll(",", "")) === count) continue;
      problems.push(`"${match[0]}" ${id}, but the rate card counts ${count} — write {count:${id}}`);
    }
  }
  return problems;
}
