/**
 * The money in one content entry, checked where the editor wrote it (file, line, field): tokens that cannot be
 * filled (with the id meant), prices and payment-stage shares typed by hand, "from" prices that are not their
 * product family's one entry price, and a service page's starting price that is not its product's.
 */
import type { Locale } from "../i18n/locales";
import {
  entryPriceProblems,
  startingPriceProblem,
  tokenProblems,
  typedPriceProblems,
  typedStageProblems,
  type Found,
} from "../lib/pricing/claims";
import { fillPrices, type PriceBook } from "../lib/pricing/lines";
import { fieldName, lineOf, type EntryPlace, type Problem } from "./problems";

type Path = (string | number)[];

/** Every string in a value, with its path. */
function* strings(value: unknown, path: Path = []): Generator<{ path: Path; text: string }> {
  if (typeof value === "string") yield { path, text: value };
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* strings(item, [...path, index]);
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) yield* strings(item, [...path, key]);
}

/** A Markdown file's text below its settings, and the line it starts on. */
export function bodyOf(text: string | undefined): { body: string; firstLine: number } | undefined {
  const match = text && /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(text);
  if (!match) return undefined;
  return { body: text.slice(match[0].length), firstLine: match[0].split("\n").length };
}

export interface PriceCheck {
  problems: Problem[];
  /** Whether every token can be filled: when not, the entry is checked with its tokens as written. */
  fillable: boolean;
}

export function checkPrices(
  data: unknown,
  place: EntryPlace & { body?: string; bodyLine?: number },
  lines: PriceBook,
  locale: Locale,
): PriceCheck {
  const problems: Problem[] = [];
  let fillable = true;
  const where = (line: number | undefined) =>
    `${place.file}${place.id === undefined ? "" : `, entry "${place.id}"`}${line ? `, line ${line}` : ""}`;
  const check = (text: string, at: (found: Found) => { line?: number; field: string }) => {
    const report = (found: Found) => {
      const { line, field } = at(found);
      problems.push({ file: place.file, line, message: `${where(line)}: ${field}${found.message}` });
    };
    const tokens = tokenProblems(text, lines);
    tokens.forEach(report);
    typedPriceProblems(text, lines).forEach(report);
    typedStageProblems(text).forEach(report);
    if (tokens.length) fillable = false;
    else entryPriceProblems(fillPrices(text, lines, locale), lines, locale).forEach(report);
  };
  for (const { path, text } of strings(data)) {
    check(text, () => ({ line: lineOf(place, path), field: `${fieldName(path)}: ` }));
  }
  if (place.body !== undefined) {
    const body = place.body;
    check(body, (found) => ({ line: (place.bodyLine ?? 1) + body.slice(0, found.at).split("\n").length - 1, field: "the page text: " }));
  }
  const record = data as { title?: unknown; priceLine?: unknown };
  if (typeof record.title === "string" && typeof record.priceLine === "string") {
    const problem = startingPriceProblem(record.title, record.priceLine);
    const line = lineOf(place, ["priceLine"]);
    if (problem) problems.push({ file: place.file, line, message: `${where(line)}: "priceLine" ${problem}` });
  }
  return { problems, fillable };
}

/**
 * A token is the usual reason a settings line stops reading: `{price: kitchen}` (a space after the colon) or a
 * value that starts with `{`. Says which token, how to write it, and the line it meant.
 */
export function tokenInSettings(lineText: string | undefined, lines: PriceBook): string | undefined {
  const token = lineText && /\{\s*(?:price|stage|count)s?\b[^}]*\}?/i.exec(lineText);
  if (!lineText || !token) return undefined;
  const found = tokenProblems(lineText, lines);
  const starts = /^\s*(?:-\s+)?(?:[\w"]+\s*:\s*)?\{/.test(lineText);
  const advice = [
    ...found.map((problem) => problem.message),
    ...(starts
      ? [`a text that starts with a token must be in double quotes, e.g. answer: "${token[0].replace(/\s+/g, "")} for a standard kitchen."`]
      : []),
  ];
  return `the token "${token[0]}" stops this line from being read — ${advice.length ? advice.join("; ") : "write it with no spaces, e.g. {price:kitchen}"}`;
}
