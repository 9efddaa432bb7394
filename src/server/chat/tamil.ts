/*
 * How the chat reads words in Tamil script, for the Tamil passages and for questions typed in Tamil. A Tamil word
 * carries its case ending and particles on its end ("வாரண்டியில்", "கிச்சனுக்கு"), so a known word is found by its
 * beginning: each Tamil word of the synonym table (./synonyms.ts) is a stem without its final pulli, and the longest
 * stem a word starts with decides the canonical terms, the same terms the English and Tanglish words map to. That is what lets a Tanglish question
 * find a Tamil passage.
 */

import { SYNONYMS } from "./synonyms";

/** Tamil text as the analyser compares it: decomposed like everything else it reads (see normalise). */
export const tamilForm = (text: string) => text.normalize("NFKD");

const TAMIL = /[\u0B80-\u0BFF]/;
export const isTamil = (word: string) => TAMIL.test(word);

const PULLI = tamilForm("்");

/** The synonym table's Tamil words as stems (the final pulli dropped), with the canonical terms they stand for. */
const STEMS: [string, string[]][] = SYNONYMS.flatMap(({ terms, tamil }) =>
  (tamil?.split(" ") ?? []).map((word): [string, string[]] => [tamilForm(word).replace(new RegExp(`${PULLI}$`), ""), terms]),
);
// Longest first, so "வாரண்டி" is read before a shorter stem it starts with.
STEMS.sort((a, b) => b[0].length - a[0].length);

/** Words that carry no topic: question words, pronouns, "will it be", "is there". */
const STOP = new Set(
  (
    "என்ன என்னென்ன எத்தனை எவை எவையெல்லாம் எது எந்த எந்தெந்த எப்படி எங்கே எப்போது ஒரு இந்த அந்த உங்கள் உங்களுடைய நீங்கள் நான் நாங்கள் " +
    "என் எனக்கு என்னுடைய ஆகும் ஆகுமா ஆகும்? இருக்கும் இருக்குமா உள்ளது உண்டா உண்டு இருக்கிறது மற்றும் அல்லது வேண்டும் வேண்டுமா செய்ய " +
    "செய்வீர்களா தான் கொஞ்சம் முடிக்க முடிய முடியும் சொல்லுங்கள் பற்றி கிடைக்கும் கிடைக்குமா தேவை"
  )
    .split(/\s+/)
    .map(tamilForm),
);

/** Endings taken off a word that names nothing known, so "வீட்டுக்கு" and "வீட்டு" index as one term. */
const ENDINGS = ["களுக்கு", "க்கும்", "க்கு", "ுக்கு", "த்தில்", "ிலும்", "ில்", "ுடன்", "ோடு", "கள்", "களை", "ின்", "ும்", "ை", "ா", "ோ"]
  .map(tamilForm)
  .sort((a, b) => b.length - a.length);

/** The terms of one Tamil word (already normalised): [] for a word with no topic, a known stem's terms, else its stem. */
export function analyseTamil(word: string): { terms: string[]; mapped: boolean } {
  if (STOP.has(word)) return { terms: [], mapped: true };
  const known = STEMS.find(([stem]) => word.startsWith(stem));
  if (known) return { terms: known[1], mapped: true };
  const ending = ENDINGS.find((end) => word.length - end.length >= 2 && word.endsWith(end));
  const stem = (ending ? word.slice(0, -ending.length) : word).replace(new RegExp(`${PULLI}$`), "");
  return STOP.has(stem) ? { terms: [], mapped: true } : { terms: [stem], mapped: false };
}

/** Tamil phrases read as one term before the words are split: "எவ்வளவு நாள்" asks how long, not how much. */
export const TAMIL_PHRASES: [RegExp, string][] = [
  [new RegExp(tamilForm("(எவ்வளவு|எத்தனை) ?(நாள்|நாட்க|நாளில்|காலம்|வார|மாத)[\\p{L}\\p{M}]*"), "gu"), " timeline "],
];

/** The package names as a Tamil page writes them, for telling which package a question is about. */
export const TAMIL_PACKAGE_NAMES = { essentials: tamilForm("எசென்ஷியல"), premium: tamilForm("பிரீமிய"), luxe: tamilForm("லக்ஸ") };
