import { Parser } from "htmlparser2";
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from "./limits";

export type ProblemCode =
  | "missing-title"
  | "title-too-short"
  | "title-too-long"
  | "missing-description"
  | "description-too-short"
  | "description-too-long"
  | "missing-h1"
  | "multiple-h1"
  | "images-without-alt"
  | "focus-keyword-not-in-title"
  | "focus-keyword-not-in-h1"
  | "noindex"
  | "duplicate-title"
  | "duplicate-description";

export interface SeoProblem {
  code: ProblemCode;
  message: string;
}

/** How much each problem costs the page's score out of 100. */
const PENALTY: Record<ProblemCode, number> = {
  "missing-title": 30,
  "title-too-short": 10,
  "title-too-long": 10,
  "missing-description": 20,
  "description-too-short": 10,
  "description-too-long": 10,
  "missing-h1": 15,
  "multiple-h1": 10,
  "images-without-alt": 10,
  "focus-keyword-not-in-title": 10,
  "focus-keyword-not-in-h1": 5,
  noindex: 40,
  "duplicate-title": 15,
  "duplicate-description": 10,
};

export interface Heading {
  level: number;
  text: string;
}

/** What a built page says about itself and how it reads. */
export interface PageFacts {
  title: string | null;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  h1: string[];
  headingStructure: Heading[];
  wordCount: number;
  imageCount: number;
  /** Images with no alt attribute at all; `alt=""` marks a decorative image and is fine. */
  imagesWithoutAlt: number;
  linkCount: number;
  readabilityScore: number;
}

export interface PageAnalysis extends PageFacts {
  problems: SeoProblem[];
  seoScore: number;
}

const EXCLUDED = new Set(["script", "style", "noscript", "svg", "template"]);
const BLOCK = new Set([
  "p",
  "div",
  "section",
  "article",
  "aside",
  "header",
  "footer",
  "nav",
  "main",
  "li",
  "ul",
  "ol",
  "dd",
  "dt",
  "td",
  "th",
  "tr",
  "table",
  "figcaption",
  "blockquote",
  "br",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "button",
  "label",
  "option",
]);
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const HAS_WORD = /[\p{L}\p{N}]/u;
const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Reads one page: its head's search tags, its headings and the visible text of
 * its body. Tag and attribute names arrive lower-cased, text and attribute
 * values with their character references decoded.
 */
function scan(html: string): PageFacts & { text: string } {
  let title: string | null = null;
  let description: string | null = null;
  let canonical: string | null = null;
  let robots: string | null = null;
  const headings: Heading[] = [];
  const text: string[] = [];
  let inBody = false;
  let inTitle = false;
  let titleText = "";
  let excluded: { name: string; depth: number } | null = null;
  let heading: { level: number; text: string } | null = null;
  let imageCount = 0;
  let imagesWithoutAlt = 0;
  let linkCount = 0;

  const parser = new Parser({
    onopentag(name, attributes) {
      if (excluded) {
        if (name === excluded.name) excluded.depth++;
        return;
      }
      if (EXCLUDED.has(name)) {
        excluded = { name, depth: 1 };
        return;
      }
      if (name === "body") inBody = true;
      else if (name === "title" && !inBody && title === null) inTitle = true;
      else if (name === "meta" && !inBody) {
        const key = attributes.name?.toLowerCase();
        if (key === "description" && description === null) description = collapse(attributes.content ?? "");
        if (key === "robots" && robots === null) robots = collapse(attributes.content ?? "");
      } else if (name === "link" && !inBody && canonical === null && attributes.rel?.toLowerCase().split(/\s+/).includes("canonical")) {
        canonical = attributes.href ?? null;
      }
      if (!inBody) return;
      if (BLOCK.has(name)) text.push("\n");
      if (/^h[1-6]$/.test(name)) heading = { level: Number(name[1]), text: "" };
      else if (name === "img") {
        imageCount++;
        if (!("alt" in attributes)) imagesWithoutAlt++;
        else if (heading) heading.text += ` ${attributes.alt}`;
      } else if (name === "a" && "href" in attributes) linkCount++;
    },
    onclosetag(name) {
      if (excluded) {
        if (name === excluded.name && --excluded.depth === 0) excluded = null;
        return;
      }
      if (name === "title" && inTitle) {
        inTitle = false;
        title = collapse(titleText);
      } else if (name === "body") inBody = false;
      else if (heading && name === `h${heading.level}`) {
        headings.push({ level: heading.level, text: collapse(heading.text) });
        heading = null;
      }
      if (inBody && BLOCK.has(name)) text.push("\n");
    },
    ontext(value) {
      if (excluded) return;
      if (inTitle) titleText += value;
      else if (inBody) {
        text.push(value);
        if (heading) heading.text += value;
      }
    },
  });
  parser.end(html);

  const visible = text.join("");
  const words = visible.match(WORD) ?? [];
  return {
    title,
    description,
    canonical,
    robots,
    h1: headings.filter((h) => h.level === 1).map((h) => h.text),
    headingStructure: headings,
    wordCount: words.length,
    imageCount,
    imagesWithoutAlt,
    linkCount,
    readabilityScore: fleschReadingEase(visible, words),
    text: visible,
  };
}

function syllables(word: string): number {
  const lower = word.toLowerCase().replace(/[^a-z]/g, "");
  if (!lower) return 1;
  if (lower.length <= 3) return 1;
  const groups = lower.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, "").match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

/**
 * Flesch reading ease, 206.835 − 1.015 × (words ÷ sentences) − 84.6 × (syllables ÷ words), clamped to 0–100;
 * sentences end at . ! ? and at the end of each block (a heading, list item or paragraph).
 */
function fleschReadingEase(text: string, words: string[]): number {
  if (!words.length) return 0;
  const sentences = text.split(/[.!?]+(?=\s|$)|\n/).filter((part) => HAS_WORD.test(part)).length || 1;
  const syllableCount = words.reduce((sum, word) => sum + syllables(word), 0);
  const score = 206.835 - 1.015 * (words.length / sentences) - 84.6 * (syllableCount / words.length);
  return Math.round(Math.min(100, Math.max(0, score)) * 10) / 10;
}

const normalise = (text: string) => collapse(text.toLowerCase());

/** Problems with the focus keyword: only when one is set. */
export function focusKeywordProblems(facts: Pick<PageFacts, "title" | "h1">, focusKeyword?: string | null): SeoProblem[] {
  const keyword = normalise(focusKeyword ?? "");
  if (!keyword) return [];
  const problems: SeoProblem[] = [];
  if (!normalise(facts.title ?? "").includes(keyword)) {
    problems.push({ code: "focus-keyword-not-in-title", message: `The focus keyword “${focusKeyword!.trim()}” is not in the title.` });
  }
  if (!facts.h1.some((h1) => normalise(h1).includes(keyword))) {
    problems.push({
      code: "focus-keyword-not-in-h1",
      message: `The focus keyword “${focusKeyword!.trim()}” is not in the main heading (h1).`,
    });
  }
  return problems;
}

/** A title or description shorter than its range asks, or longer than search results show. */
function lengthProblems(part: "title" | "description", text: string, range: { min: number; max: number }): SeoProblem[] {
  if (text.length < range.min)
    return [{ code: `${part}-too-short`, message: `The ${part} is ${text.length} characters; aim for ${range.min} to ${range.max}.` }];
  if (text.length > range.max)
    return [
      { code: `${part}-too-long`, message: `The ${part} is ${text.length} characters; search results cut it after about ${range.max}.` },
    ];
  return [];
}

/** Problems a page has on its own, without comparing it to other pages. */
export function pageProblems(facts: PageFacts, focusKeyword?: string | null): SeoProblem[] {
  const problems: SeoProblem[] = [];
  const { title, description } = facts;
  if (!title) problems.push({ code: "missing-title", message: "The page has no title." });
  else problems.push(...lengthProblems("title", title, TITLE_LENGTH));
  if (!description) problems.push({ code: "missing-description", message: "The page has no meta description." });
  else problems.push(...lengthProblems("description", description, DESCRIPTION_LENGTH));
  if (!facts.h1.length) problems.push({ code: "missing-h1", message: "The page has no main heading (h1)." });
  else if (facts.h1.length > 1)
    problems.push({ code: "multiple-h1", message: `The page has ${facts.h1.length} main headings (h1); use exactly one.` });
  if (facts.imagesWithoutAlt) {
    const n = facts.imagesWithoutAlt;
    problems.push({
      code: "images-without-alt",
      message: `${n} image${n === 1 ? " has" : "s have"} no alt text (use alt="" for decorative images).`,
    });
  }
  problems.push(...focusKeywordProblems(facts, focusKeyword));
  if (facts.robots && /\bnoindex\b/i.test(facts.robots)) {
    problems.push({ code: "noindex", message: "The page tells search engines not to index it (noindex)." });
  }
  return problems;
}

/** 100 minus each problem's penalty, never below 0. */
export function seoScore(problems: readonly SeoProblem[]): number {
  return Math.max(0, Math.min(100, 100 - problems.reduce((sum, problem) => sum + PENALTY[problem.code], 0)));
}

export function analysePage(html: string, { focusKeyword }: { focusKeyword?: string | null } = {}): PageAnalysis {
  const { text: _text, ...facts } = scan(html);
  const problems = pageProblems(facts, focusKeyword);
  return { ...facts, problems, seoScore: seoScore(problems) };
}

/**
 * How often a keyword (a word or phrase) appears in the page's visible text,
 * as a percentage of its words: occurrences × words in the keyword ÷ words on
 * the page × 100.
 */
export function keywordDensity(html: string, keyword: string): number {
  const pageWords = (scan(html).text.match(WORD) ?? []).map((word) => word.toLowerCase());
  const keywordWords = (keyword.match(WORD) ?? []).map((word) => word.toLowerCase());
  if (!pageWords.length || !keywordWords.length) return 0;
  let occurrences = 0;
  for (let at = 0; at + keywordWords.length <= pageWords.length; at++) {
    if (keywordWords.every((word, offset) => pageWords[at + offset] === word)) occurrences++;
  }
  return Math.round(((occurrences * keywordWords.length) / pageWords.length) * 10000) / 100;
}

/**
 * Adds duplicate-title and duplicate-description problems to pages that share
 * them with other pages (compared case-insensitively), naming a few of the others.
 */
export function duplicateProblems(
  pages: readonly { path: string; title: string | null; description: string | null }[],
): Map<string, SeoProblem[]> {
  const found = new Map<string, SeoProblem[]>();
  for (const field of ["title", "description"] as const) {
    const groups = new Map<string, string[]>();
    for (const page of pages) {
      const value = page[field];
      if (!value) continue;
      const key = normalise(value);
      groups.set(key, [...(groups.get(key) ?? []), page.path]);
    }
    for (const paths of groups.values()) {
      if (paths.length < 2) continue;
      for (const path of paths) {
        const others = paths.filter((other) => other !== path);
        const named = others.slice(0, 3).join(", ") + (others.length > 3 ? ` and ${others.length - 3} more` : "");
        const problem: SeoProblem = {
          code: field === "title" ? "duplicate-title" : "duplicate-description",
          message: `The same ${field} is used on ${named}.`,
        };
        found.set(path, [...(found.get(path) ?? []), problem]);
      }
    }
  }
  return found;
}
