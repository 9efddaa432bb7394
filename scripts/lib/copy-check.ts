/**
 * Template seams a visitor notices on a built page: the brand twice in a title, a word or a place written twice
 * ("Adyar, Adyar"), a stray "..", a product name cased differently from how the business writes it ("tv units"),
 * and a city page that talks about another city.
 */
import { readPage, type PageText } from "./page-text";

export interface CopyProblem {
  page: string;
  rule: string;
  context: string;
}

/** Product names as the business writes them; Title Case in headings is accepted too. */
export const PRODUCT_NAMES = ["TV unit", "TV units", "pooja unit", "pooja units"] as const;

const titleCase = (name: string) => name.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
/** As the business writes it, in Title Case, or capitalised at the start of a sentence. */
const written = (name: string) => new Set([name, titleCase(name), name.charAt(0).toUpperCase() + name.slice(1)]);

export interface CopyRules {
  brand: string;
  /** For a city page, the names of the other cities it must not talk about. */
  otherCities?: readonly string[];
}

/** Not after a hyphen: "a walk-in in the bedroom" is fine. */
const DOUBLED_WORD = /(?<![-\p{L}])(\p{L}{2,})\s+\1\b/iu;
/** "Adyar, Adyar" or "Anna Nagar, Anna Nagar": the same capitalised name twice in a row. */
const DOUBLED_PLACE = /\b(\p{Lu}[\p{L}.]*(?: \p{Lu}[\p{L}.]*)*), \1\b/u;
const DOUBLE_DOT = /(?<!\.)\.\.(?!\.)/;

/** Compiled once: the check runs on every block of every built page. */
const PRODUCT_PATTERNS = PRODUCT_NAMES.map((name) => ({
  name,
  pattern: new RegExp(`\\b${name.replace(" ", "\\s+")}\\b`, "gi"),
  accepted: written(name),
}));

function countOf(text: string, part: string): number {
  return text.split(part).length - 1;
}

export function copyProblems(page: string, html: string, rules: CopyRules): CopyProblem[] {
  return checkText(page, readPage(html), rules);
}

export function checkText(page: string, { title, description, blocks }: PageText, rules: CopyRules): CopyProblem[] {
  const problems: CopyProblem[] = [];
  const report = (rule: string, context: string) => problems.push({ page, rule, context: context.slice(0, 160) });
  if (countOf(title, rules.brand) > 1) report(`the brand "${rules.brand}" more than once in the title`, title);
  const texts = [title, description, ...blocks.map((block) => block.text)];
  for (const text of texts) {
    const word = DOUBLED_WORD.exec(text);
    if (word) report(`"${word[1]}" twice in a row`, text);
    const place = DOUBLED_PLACE.exec(text);
    if (place) report(`"${place[1]}" twice in a row`, text);
    if (DOUBLE_DOT.test(text)) report(`".." in the text`, text);
    for (const { name, pattern, accepted } of PRODUCT_PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        if (!accepted.has(match[0])) report(`"${match[0]}" where the business writes "${name}"`, text);
      }
    }
  }
  const cities = (rules.otherCities ?? []).map((city) => ({ city, pattern: new RegExp(`\\b${city}\\b`) }));
  for (const block of blocks) {
    if (!block.inMain || block.inLink) continue;
    for (const { city, pattern } of cities) {
      if (pattern.test(block.text)) report(`talks about ${city} on another city's page`, block.text);
    }
  }
  return problems;
}
