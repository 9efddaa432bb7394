import fc from "fast-check";

/** Texts that have broken web forms and databases elsewhere: injections, markup, lone surrogates, NUL, the very long. */
export const PAYLOADS = [
  "'; DROP TABLE consultations; --",
  '" OR 1=1 --',
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "{{7*7}}",
  "../../etc/passwd",
  "தமிழ் பெயர் 🏠",
  "\u202Eevil",
  "a".repeat(5000),
  "",
  "nul\u0000byte",
  "half \ud83d of an emoji",
  "\udc00 low half first",
];

/** A text that is sometimes hostile, sometimes unicode, sometimes just wrong. */
export const text = fc.oneof(
  fc.constantFrom(...PAYLOADS),
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 50 }),
);
export const anyValue = fc.oneof(text, fc.jsonValue(), fc.integer(), fc.boolean(), fc.constant(null));
