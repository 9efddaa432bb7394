import { describe, expect, it } from "vitest";
import { cutFace } from "../../src/integrations/web-fonts";
import { woff2Face as open } from "../../src/lib/text-outline";
import { formatUnicodeRange, parseUnicodeRange, spansText, subtractSpans } from "../../src/lib/unicode-range";
import { FIRST_SCREEN_FACE, fontFaceRules, WEB_FACES, WEIGHTS } from "../../src/lib/web-fonts";

const ROOT = new URL("../../package.json", import.meta.url).pathname;

describe("unicode ranges", () => {
  it("reads, merges and writes a range list", () => {
    const spans = parseUnicodeRange("U+0041-005A, U+0020, U+005B-005D, u+2019");
    expect(spans).toEqual([
      [0x20, 0x20],
      [0x41, 0x5d],
      [0x2019, 0x2019],
    ]);
    expect(formatUnicodeRange(spans)).toBe("U+0020, U+0041-005D, U+2019");
  });

  it("refuses what is not a code point or span", () => {
    expect(() => parseUnicodeRange("U+0041-0030")).toThrow(/backwards/);
    expect(() => parseUnicodeRange("A-Z")).toThrow(/Not a code point/);
  });

  it("takes one set of code points out of another", () => {
    const left = subtractSpans(parseUnicodeRange("U+0000-00FF, U+2000-206F"), parseUnicodeRange("U+0020-007E, U+2013-2014"));
    expect(formatUnicodeRange(left)).toBe("U+0000-001F, U+007F-00FF, U+2000-2012, U+2015-206F");
    expect(spansText([[0x41, 0x43]])).toBe("ABC");
  });
});

describe("the web faces", () => {
  it("split each family's letters without overlap, so a character is fetched from one file only", () => {
    const families = new Map<string, [number, number][]>();
    for (const face of WEB_FACES) {
      const seen = families.get(face.family) ?? [];
      expect(subtractSpans(face.spans, seen)).toEqual(face.spans);
      families.set(
        face.family,
        [...seen, ...face.spans].sort((a, b) => a[0] - b[0]),
      );
    }
  });

  it("preload, for each language, a face that is declared", () => {
    const files = WEB_FACES.map((face) => face.file);
    for (const file of Object.values(FIRST_SCREEN_FACE)) expect(files).toContain(file);
  });

  it("are declared with the site's weights and each face's letters", () => {
    const css = fontFaceRules((file) => `/fonts/${file}`);
    expect(css.match(/@font-face/g)).toHaveLength(WEB_FACES.length);
    expect(css).toContain(`font-weight:${WEIGHTS.min} ${WEIGHTS.max}`);
    expect(css).toContain(`src:url(/fonts/fraunces-headings.woff2) format("woff2");unicode-range:U+0020-007E, U+00A0`);
  });

  for (const face of WEB_FACES) {
    it(`cuts ${face.file} to its letters and to weights ${WEIGHTS.min}–${WEIGHTS.max}`, async () => {
      const cut = await open(await cutFace(face, ROOT));
      const axis = cut.getAxisInfos().wght!;
      expect([axis.min, axis.max]).toEqual([WEIGHTS.min, WEIGHTS.max]);
      const drawn = [...cut.collectUnicodes()];
      const wanted = new Set([...spansText(face.spans)].map((letter) => letter.codePointAt(0)!));
      expect(drawn.length).toBeGreaterThan(0);
      expect(drawn.filter((point) => !wanted.has(point))).toEqual([]);
    });
  }

  it("keeps every letter the source file draws in the heading range", async () => {
    const [headings] = WEB_FACES;
    const source = await open(await cutFace({ ...headings!, spans: [[0, 0x10ffff]] }, ROOT));
    const cut = await open(await cutFace(headings!, ROOT));
    const inRange = new Set([...spansText(headings!.spans)].map((letter) => letter.codePointAt(0)!));
    const expected = [...source.collectUnicodes()].filter((point) => inRange.has(point));
    expect([...cut.collectUnicodes()].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
  });
});
