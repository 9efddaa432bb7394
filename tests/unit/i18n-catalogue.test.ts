import { describe, expect, it } from "vitest";
import { messages, placeholders } from "../../src/i18n/catalogue";
import { LOCALES } from "../../src/i18n/locales";

/** Every message of a catalogue by its path ("forms.validation.tooLong", "layout.list.2"). */
function leaves(node: unknown, path: string[] = []): Map<string, string> {
  if (typeof node === "string") return new Map([[path.join("."), node]]);
  if (node === null || typeof node !== "object") throw new Error(`${path.join(".")} is neither a message nor a section: ${String(node)}`);
  const entries = Array.isArray(node) ? node.map((value, index) => [String(index), value] as const) : Object.entries(node);
  return new Map(entries.flatMap(([key, value]) => [...leaves(value, [...path, key])]));
}

const english = leaves(messages("en"));

describe("the message catalogues", () => {
  it("reads the whole catalogue, every section", () => {
    expect(english.size).toBeGreaterThan(100);
    expect([...new Set([...english.keys()].map((key) => key.split(".")[0]))]).toEqual(Object.keys(messages("en")));
  });

  for (const locale of LOCALES.filter((locale) => locale !== "en")) {
    const translated = leaves(messages(locale));

    it(`${locale} has exactly the English keys`, () => {
      expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([]);
      expect([...english.keys()].filter((key) => !translated.has(key))).toEqual([]);
    });

    it(`${locale} uses the same {placeholders} as English in every message, and leaves none empty`, () => {
      const differing = [...english].flatMap(([key, text]) => {
        const other = translated.get(key);
        if (other === undefined) return [];
        const [want, got] = [placeholders(text).sort(), placeholders(other).sort()];
        return want.join() === got.join() && other.trim() ? [] : [{ key, english: want, [locale]: got, empty: !other.trim() }];
      });
      expect(differing).toEqual([]);
    });
  }
});
