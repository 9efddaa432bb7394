/**
 * What a Tamil reader meets on a built Tamil page, checked against the glossary (src/i18n/ta/glossary.ts): a name
 * the glossary retired, a run of English words that is neither a product word the glossary allows nor inside an
 * element marked `lang="en"`, and the share of Tamil letters in the page's main text.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { Parser } from "htmlparser2";
import { htmlFiles } from "./artwork-use";
import { LATIN_PRODUCT_WORDS, REPLACED_TERMS, type Replaced } from "../../src/i18n/ta/glossary";

/** A run of this many English words or more is reported (a short name or phrase is not). */
export const ENGLISH_RUN_LIMIT = 5;
/** Tamil letters must be at least this share of the letters in a page's main text. */
export const MIN_TAMIL_SHARE = 0.6;

export interface TamilText {
  text: string;
  /** Inside an element whose language is English (`lang="en…"`): a quotation, left as written. */
  english: boolean;
  inMain: boolean;
  /** Where the words stand: "text", "alt", "title" or "description". */
  where: "text" | "alt" | "title" | "description";
}

export interface TamilProblem {
  page: string;
  rule: string;
  context: string;
}

/** Never read: code, styles and markup the browser does not show. */
const HIDDEN = new Set(["script", "style", "noscript", "template", "svg"]);
/** Elements whose end closes a run of text, so words either side never join into one run. */
const BLOCK = new Set(
  "p div section article aside header footer nav main li ul ol dl dt dd table tr td th caption figcaption h1 h2 h3 h4 h5 h6 label button summary details blockquote option legend form fieldset a br span q cite img".split(
    " ",
  ),
);
/** Elements that have no end tag: they must not open a language scope. */
const VOID = new Set("area base br col embed hr img input link meta source track wbr".split(" "));

/** The page's words with the language each stands in, the picture descriptions and its title and description. */
export function readTamilPage(html: string): TamilText[] {
  const texts: TamilText[] = [];
  /** The language of each open element, innermost last; the page's own language first. */
  const languages: boolean[] = [false];
  let hidden = 0;
  let main = 0;
  let inTitle = false;
  let title = "";
  let current = "";
  const english = () => languages.at(-1)!;
  const flush = () => {
    const text = current.replace(/\s+/g, " ").trim();
    if (text) texts.push({ text, english: english(), inMain: main > 0, where: "text" });
    current = "";
  };
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const language = attrs.lang === undefined ? english() : /^en\b/i.test(attrs.lang);
        if (BLOCK.has(name) || language !== english()) flush();
        if (HIDDEN.has(name)) hidden++;
        if (name === "title") inTitle = true;
        if (name === "main") main++;
        if (!VOID.has(name)) languages.push(language);
        if (name === "meta" && attrs.name === "description" && attrs.content) {
          texts.push({ text: attrs.content, english: false, inMain: false, where: "description" });
        }
        if (name === "img" && attrs.alt && !hidden) texts.push({ text: attrs.alt, english: language, inMain: main > 0, where: "alt" });
      },
      ontext(text) {
        if (inTitle) title += text;
        else if (!hidden) current += text;
      },
      onclosetag(name) {
        // The text so far stands in the closing element's language: read it before leaving that language.
        if (BLOCK.has(name) || (!VOID.has(name) && languages.at(-1) !== languages.at(-2))) flush();
        if (HIDDEN.has(name)) hidden--;
        if (name === "title") inTitle = false;
        if (name === "main") main--;
        if (!VOID.has(name)) languages.pop();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();
  if (title.trim()) texts.push({ text: title.replace(/\s+/g, " ").trim(), english: false, inMain: false, where: "title" });
  return texts;
}

const TAMIL_LETTER = /\p{Script=Tamil}/u;
const LATIN_LETTERS = /[A-Za-z]/g;
const allowed = new Set(LATIN_PRODUCT_WORDS.filter((word) => !word.includes(" ")).map((word) => word.toLowerCase()));
/** The glossary's product phrases ("modular kitchen"), each read as one allowed word. */
const PHRASES = new RegExp(
  `\\b(?:${LATIN_PRODUCT_WORDS.filter((word) => word.includes(" "))
    .map((phrase) => phrase.replace(/ /g, "\\s+"))
    .join("|")})s?\\b`,
  "gi",
);
/** Stands for a product phrase: no letters, and it ends a run of English words as a product word does. */
const PHRASE_MARK = "\u0001";
/** The text's words, with each product phrase made one allowed word. */
const tokens = (text: string) => text.replace(PHRASES, PHRASE_MARK).split(/\s+/);

/** A token's English word, when it is one: Latin letters only, no Tamil, no digits (2nd, 3D), not an address. */
function englishWord(token: string): string | undefined {
  if (TAMIL_LETTER.test(token) || /[@/]|\.\w{2,}$/.test(token)) return undefined;
  const word = token.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, "");
  return /^[A-Za-z][A-Za-z'’.-]*$/.test(word) ? word : undefined;
}

/** Whether a Latin word is one the glossary lets stand in Tamil text (its plural and possessive too). */
export const isProductWord = (word: string) => {
  const bare = word.toLowerCase().replace(/(?:['’]s|s)$/, "");
  return allowed.has(word.toLowerCase()) || allowed.has(bare);
};

/** The runs of English words in a text that are not product words, as the words of each run. */
export function englishRuns(text: string): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  const end = () => {
    if (run.length) runs.push(run);
    run = [];
  };
  for (const token of tokens(text)) {
    if (!token) continue;
    if (token.includes(PHRASE_MARK)) {
      end();
      continue;
    }
    const word = englishWord(token);
    if (word === undefined) {
      // Numbers, codes and signs ("10", "2nd", "&") neither count nor end a run; Tamil words and addresses end it.
      if (TAMIL_LETTER.test(token) || /[@/]/.test(token)) end();
      continue;
    }
    if (isProductWord(word)) end();
    else run.push(word);
  }
  end();
  return runs;
}

/** Tamil vowel signs and the pulli: what follows a consonant inside a word. */
const AFTER_CONSONANT = "[\\u0BBE-\\u0BCD]";
const asPattern = (replaced: Replaced) => {
  if (typeof replaced !== "string") return replaced;
  if (/^[\x20-\x7e]+$/.test(replaced)) return new RegExp(`\\b${replaced}\\b`, "u");
  const escaped = replaced.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // A word ending in a consonant (பாத்ரூம்) takes a vowel in its case forms (பாத்ரூமை, பாத்ரூமில்): match the stem.
  return new RegExp(escaped.endsWith("\u0BCD") ? `${escaped.slice(0, -1)}${AFTER_CONSONANT}` : escaped, "u");
};
const REPLACED = REPLACED_TERMS.map((term) => ({ ...term, pattern: asPattern(term.replaced) }));

/** The share of Tamil letters among the letters of the page's main text, product words and quotations left out. */
export function tamilShare(texts: TamilText[]): number {
  let tamil = 0;
  let latin = 0;
  for (const { text, english, inMain, where } of texts) {
    if (english || !inMain || where !== "text") continue;
    for (const token of tokens(text)) {
      const word = englishWord(token);
      if (word !== undefined && isProductWord(word)) continue;
      tamil += [...token].filter((char) => /\p{L}/u.test(char) && TAMIL_LETTER.test(char)).length;
      latin += token.match(LATIN_LETTERS)?.length ?? 0;
    }
  }
  return tamil + latin === 0 ? 1 : tamil / (tamil + latin);
}

export function tamilProblems(page: string, html: string): TamilProblem[] {
  const problems: TamilProblem[] = [];
  const report = (rule: string, context: string) => problems.push({ page, rule, context: context.slice(0, 160) });
  const texts = readTamilPage(html);
  for (const { text, english, where } of texts) {
    if (english) continue;
    for (const { use, pattern } of REPLACED) {
      const found = pattern.exec(text);
      if (found) report(`"${found[0]}" where the glossary uses "${use}"${where === "text" ? "" : ` (${where})`}`, text);
    }
    for (const run of englishRuns(text)) {
      if (run.length >= ENGLISH_RUN_LIMIT)
        report(`${run.length} English words not marked lang="en"${where === "text" ? "" : ` (${where})`}`, run.join(" "));
    }
  }
  const share = tamilShare(texts);
  if (share < MIN_TAMIL_SHARE)
    report(`Tamil letters are ${Math.round(share * 100)}% of the main text's letters (at least ${MIN_TAMIL_SHARE * 100}%)`, "");
  return problems;
}

/** Every built Tamil page of a `dist/` folder: /ta and everything under /ta/. */
export function tamilPageFiles(dist: string): string[] {
  const home = join(dist, "ta.html");
  return [...(existsSync(home) ? [home] : []), ...(existsSync(join(dist, "ta")) ? htmlFiles(join(dist, "ta")) : [])];
}

/** The problems of every built Tamil page of a `dist/` folder, with the number of pages read. */
export function checkTamilPages(dist: string): { pages: number; problems: TamilProblem[] } {
  const files = tamilPageFiles(dist);
  return { pages: files.length, problems: files.flatMap((file) => tamilProblems(relative(dist, file), readFileSync(file, "utf8"))) };
}
