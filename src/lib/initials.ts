/** Whole letters as a reader sees them: a Tamil consonant with its vowel sign or pulli is one letter, not two. */
const letters = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * The first letters of the first two words of a name, for a portrait's stand-in: "Priya Raman" → "PR",
 * "பிரியா ராமன்" → "பிரா" (பி and ரா, each a whole letter with its vowel sign).
 */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => /^\p{L}/u.test(part))
    .slice(0, 2)
    .map((part) => letters.segment(part)[Symbol.iterator]().next().value!.segment.toUpperCase())
    .join("");
}
