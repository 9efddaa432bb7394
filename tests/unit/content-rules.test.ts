import { z } from "astro/zod";
import { describe, expect, it } from "vitest";
import { tamilEdition } from "../../src/content-rules/collections";
import { choice, faq, list, number, pinCode, ref, slug, text } from "../../src/content-rules/fields";
import { checkEntry, checkLinks, type LinkTarget } from "../../src/content-rules/problems";
import { suggestion } from "../../src/content-rules/suggest";

const place = { file: "content/areas/adyar.md" };

/** The messages an editor would read for this data. */
function messages(schema: z.ZodType, data: unknown, where: { file: string; id?: string; text?: string } = place): string[] {
  const result = checkEntry(schema, data, where);
  return result.ok ? [] : result.problems.map((problem) => problem.message);
}

const zone = choice(["Central Chennai", "South Chennai", "OMR & ECR"]);

describe("field messages for editors", () => {
  it("says a missing choice is missing and lists the choices, with the file and the field first", () => {
    expect(messages(z.object({ zone }), {})).toEqual([
      'content/areas/adyar.md: "zone" is missing — choose one of: Central Chennai, South Chennai, OMR & ECR',
    ]);
  });

  it("suggests the closest choice for a near miss only", () => {
    expect(messages(z.object({ zone }), { zone: "south chenai" })[0]).toMatch(
      /is "south chenai", which is not one of the choices .* \(did you mean "South Chennai"\?\)$/,
    );
    expect(messages(z.object({ zone }), { zone: "Mars" })[0]).not.toMatch(/did you mean/);
  });

  it("says missing text is missing, with its length and an example, never 'Required'", () => {
    const [message] = messages(z.object({ metaDescription: text({ min: 50, max: 170, example: "Kitchens for Adyar homes." }) }), {});
    expect(message).toBe(
      'content/areas/adyar.md: "metaDescription" is missing — write 50 to 170 characters of text, e.g. "Kitchens for Adyar homes."',
    );
  });

  it("counts the characters of text that is too short or too long", () => {
    const title = z.object({ metaTitle: text({ min: 10, max: 20 }) });
    expect(messages(title, { metaTitle: "Adyar" })[0]).toMatch(/"metaTitle" is too short \(5 characters\) — write 10 to 20 characters/);
    expect(messages(title, { metaTitle: "A".repeat(25) })[0]).toMatch(
      /"metaTitle" is too long \(25 characters\) — keep it to 20 characters or fewer/,
    );
  });

  it("accepts a PIN code with or without quotes, in Tamil Nadu or Karnataka", () => {
    const schema = z.object({ pincode: pinCode() });
    expect(schema.parse({ pincode: 600020 })).toEqual({ pincode: "600020" });
    expect(schema.parse({ pincode: "600020" })).toEqual({ pincode: "600020" });
    expect(schema.parse({ pincode: "560099" })).toEqual({ pincode: "560099" });
    expect(schema.parse({ pincode: 641001 })).toEqual({ pincode: "641001" });
  });

  it("explains a PIN code that is not six digits, or not in Tamil Nadu or Karnataka", () => {
    const schema = z.object({ pincode: pinCode() });
    expect(messages(schema, { pincode: "12" })[0]).toMatch(/"pincode" must be a PIN code of 6 digits, e.g. 600020 — you wrote "12"$/);
    expect(messages(schema, { pincode: 12 })[0]).toMatch(/"pincode" must be a PIN code of 6 digits, e.g. 600020 — you wrote 12$/);
    expect(messages(schema, { pincode: 110001 })[0]).toMatch(/"pincode" is 110001, which is not a Tamil Nadu or Karnataka PIN code/);
    expect(messages(schema, { pincode: "650001" })[0]).toMatch(/is 650001, which is not a Tamil Nadu or Karnataka PIN code/);
    expect(messages(schema, {})[0]).toMatch(/"pincode" is missing — write the 6-digit PIN code, e.g. 600020$/);
  });

  it("offers the slug a name should have become", () => {
    expect(messages(z.object({ slug: slug() }), { slug: "Anna Nagar" })[0]).toMatch(
      /"slug" must be lower-case words joined by hyphens, .* you wrote "Anna Nagar" \(write "anna-nagar"\)$/,
    );
  });

  it("asks for a number without quotes, and counts list entries", () => {
    const schema = z.object({ distanceKm: number({ positive: true, example: 3.5 }), landmarks: list(text(), { min: 2 }) });
    expect(messages(schema, { distanceKm: "3 km", landmarks: ["Temple"] })).toEqual([
      'content/areas/adyar.md: "distanceKm" must be a number without quotes or units, e.g. 3.5 — you wrote "3 km"',
      'content/areas/adyar.md: "landmarks" needs at least 2 entries — it has 1',
    ]);
  });

  it("names a field inside a list by its position", () => {
    const schema = z.object({ faqs: list(faq, { min: 1 }) });
    expect(messages(schema, { faqs: [{ question: "Is it free?", answer: "Yes, always." }, { question: "How long?" }] })[0]).toMatch(
      /^content\/areas\/adyar\.md: "faqs" → item 2 → "answer" is missing/,
    );
  });

  it("reports a field the schema does not know, and points a missing field to its misspelling", () => {
    const schema = z.object({ metaTitle: text({ min: 3 }), zone });
    const found = messages(schema, { metaTitel: "Adyar interiors", zone: "South Chennai", colour: "blue" });
    expect(found).toEqual([
      'content/areas/adyar.md: "metaTitle" is missing — write at least 3 characters of text (the file has "metaTitel": is that it, misspelt?)',
      'content/areas/adyar.md: "colour" is not a field here — the fields are: metaTitle, zone',
    ]);
  });

  it("finds the line of the field and names the entry of a JSON list", () => {
    const text = '[\n  {\n    "id": "first",\n    "rating": 5\n  },\n  {\n    "id": "second",\n    "rating": "five"\n  }\n]';
    const result = checkEntry(
      z.object({ id: slug(), rating: number({ whole: true }) }),
      { id: "second", rating: "five" },
      { file: "content/testimonials.json", id: "second", text },
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems[0]!.line).toBe(8);
      expect(result.problems[0]!.message).toMatch(/^content\/testimonials\.json, entry "second", line 8: "rating" must be a whole number/);
    }
  });
});

describe("links between entries", () => {
  const areas: LinkTarget = {
    entry: "neighbourhood",
    place: "content/areas",
    kind: "folder",
    ids: ["adyar", "anna-nagar", "indira-nagar"],
  };
  const centres: LinkTarget = { entry: "experience centre", place: "content/centres.json", kind: "file", ids: ["adyar", "omr"] };
  const target = (collection: string) => ({ areas, centres })[collection];
  const schema = z.object({ nearby: list(ref("areas")), centre: ref("centres") });

  it("passes links to entries that exist", () => {
    expect(checkLinks(schema.parse({ nearby: ["adyar", "anna-nagar"], centre: "omr" }), place, target)).toEqual([]);
  });

  it("names the missing file and the closest slug", () => {
    const [problem] = checkLinks(schema.parse({ nearby: ["adyar", "indra-nagar"], centre: "omr" }), place, target);
    expect(problem!.message).toBe(
      'content/areas/adyar.md: "nearby" → item 2 points to the neighbourhood "indra-nagar", but there is no content/areas/indra-nagar.md — did you mean "indira-nagar"?',
    );
  });

  it("lists the few ids of a JSON file when nothing is close", () => {
    const [problem] = checkLinks(schema.parse({ nearby: ["adyar"], centre: "velachery" }), place, target);
    expect(problem!.message).toBe(
      'content/areas/adyar.md: "centre" points to the experience centre "velachery", but content/centres.json has no entry with the id "velachery" — the experience centre slugs are: adyar, omr',
    );
  });

  it("checks links made with Astro's own reference() shape too", () => {
    const problems = checkLinks({ author: { collection: "areas", id: "nowhere" } }, place, target);
    expect(problems).toHaveLength(1);
  });
});

describe("did you mean", () => {
  it("suggests only plausible typos", () => {
    expect(suggestion("anna-nagr", ["adyar", "anna-nagar"])).toBe(' (did you mean "anna-nagar"?)');
    expect(suggestion("zzz", ["adyar", "anna-nagar"])).toBe("");
    expect(suggestion(42, ["adyar"])).toBe("");
  });
});

describe("Tamil editions", () => {
  it("live under content/ta/ with their English twin's file or folder name, and are named after it", () => {
    const english = {
      areas: { folder: "content/areas", label: "Neighbourhoods", entry: "neighbourhood", schema: z.object({}) },
      slides: { file: "content/home/hero-slides.json", label: "Home page slides", entry: "slide", schema: z.object({}) },
    };
    const words = z.object({ title: z.string() });
    expect(tamilEdition(english, "areas", words)).toEqual({
      folder: "content/ta/areas",
      label: "Neighbourhoods (Tamil)",
      entry: "Tamil neighbourhood",
      schema: words,
      edition: "areas",
    });
    expect(tamilEdition(english, "slides", words)).toMatchObject({ file: "content/ta/home/hero-slides.json", edition: "slides" });
  });
});
