import type { Locale } from "../i18n/locales";
import { formatUnicodeRange, parseUnicodeRange, subtractSpans, type CodePointSpans } from "./unicode-range";

/**
 * The web faces the pages load. Each is cut at build time from its Fontsource file (variable weight, 100 to 900) to
 * the weights the site sets, normal to bold, and to its letters, into `src/generated/fonts/`: the heading face drops
 * to about half its size, so the first screen's text is drawn sooner on a phone's connection.
 */
export const WEIGHTS = { min: 400, max: 700 } as const;

/** Where the cut faces are written, from the project root: git-ignored, made again by every build and dev server. */
export const GENERATED_FONTS_DIR = "src/generated/fonts";

/** The heading face as Fontsource ships it: the logo is drawn from it as well. */
export const FRAUNCES = "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2";
const NOTO_SANS_TAMIL = "@fontsource-variable/noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2";

/** Everything Fontsource's Latin file of Fraunces draws. */
const FRAUNCES_LATIN = parseUnicodeRange(
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, " +
    "U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
);
/** What English headings are written in: the printable ASCII letters and the typographic space, dashes and quotes. */
const HEADING_LETTERS = parseUnicodeRange("U+0020-007E, U+00A0, U+00B7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026");

export interface WebFace {
  family: string;
  /** The Fontsource file it is cut from, as a package path. */
  source: string;
  /** The cut face's file name in the generated folder. */
  file: string;
  spans: CodePointSpans;
}

/**
 * Faces of one family share their weights and split its letters, so a page fetches only the part its text uses: a
 * heading with an accented letter fetches the small second part of Fraunces, not a stand-in serif for that letter.
 */
export const WEB_FACES: readonly WebFace[] = [
  { family: "Fraunces Variable", source: FRAUNCES, file: "fraunces-headings.woff2", spans: HEADING_LETTERS },
  {
    family: "Fraunces Variable",
    source: FRAUNCES,
    file: "fraunces-latin-rest.woff2",
    spans: subtractSpans(FRAUNCES_LATIN, HEADING_LETTERS),
  },
  {
    family: "Noto Sans Tamil Variable",
    source: NOTO_SANS_TAMIL,
    file: "noto-sans-tamil.woff2",
    spans: parseUnicodeRange("U+0964-0965, U+0B82-0BFA, U+200C-200D, U+25CC"),
  },
];

/**
 * The face each language's first screen is set in, preloaded so it is there for the first layout: the headings' in
 * English, the Tamil one in Tamil (English pages never fetch it: none of their text is set in it).
 */
export const FIRST_SCREEN_FACE: Record<Locale, string> = { en: "fraunces-headings.woff2", ta: "noto-sans-tamil.woff2" };

/** The `@font-face` rules for the cut faces, given where the build put each file. */
export function fontFaceRules(urlOf: (file: string) => string): string {
  return WEB_FACES.map(
    (face) =>
      `@font-face{font-family:"${face.family}";font-style:normal;font-display:swap;font-weight:${WEIGHTS.min} ${WEIGHTS.max};` +
      `src:url(${urlOf(face.file)}) format("woff2");unicode-range:${formatUnicodeRange(face.spans)}}`,
  ).join("");
}
