import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { rateCard } from "../../src/lib/pricing/card";
import { fillPrices, formatLine, priceLines } from "../../src/lib/pricing/lines";
import { loadServerContent } from "../../src/server/site-content";
import { jsonEntries, markdownFiles } from "../support/content";

// The generated file comes from Astro's content layer (tests/setup/server-content.ts runs the generator when it is
// missing or older than content/); these checks read content/ directly and look for it there.
const content = await loadServerContent();
const lines = priceLines(rateCard);

describe("the server content generated from the collections", () => {
  it("holds a passage for every FAQ in content/faqs.json, in the editor's words with the rate card's figures", () => {
    const faqs = jsonEntries<{ id: string; question: string; answer: string }>("faqs.json");
    expect(faqs.length).toBeGreaterThan(0);
    for (const faq of faqs) {
      expect(content.passages).toContainEqual(
        expect.objectContaining({ id: `faq-${faq.id}`, title: faq.question, text: fillPrices(faq.answer, lines) }),
      );
    }
  });

  it("turns a Markdown page's sections into passages of plain prose", () => {
    const file = readFileSync(join(import.meta.dirname, "../../content/service-pages/modular-kitchen.md"), "utf8");
    const title = /^title:\s*"?(.+?)"?\s*$/m.exec(file)![1];
    const section = file.split("\n## ").find((part) => part.startsWith("Price bands\n"))!;
    const lastSentence = fillPrices(section.trim().split("\n").at(-1)!, lines);
    const passage = content.passages.find((p) => p.title === `${title}: Price bands`);
    expect(passage?.url).toBe("/modular-kitchen");
    expect(passage?.text).toContain(lastSentence);
    expect(passage?.text).toContain(
      `Straight or L-shaped kitchen of 60 to 80 sq ft in laminate: ${formatLine(lines.get("kitchen-essentials")!)}.`,
    );
  });

  it("carries the seed's rows: every service, project and place in content/", () => {
    expect(content.services.map((s) => s.id).sort()).toEqual(
      markdownFiles("services")
        .map((f) => f.replace(/\.md$/, ""))
        .sort(),
    );
    expect(content.projects).toHaveLength(markdownFiles("projects").length);
    expect(content.testimonials).toHaveLength(jsonEntries("testimonials.json").length);
    expect(content.areas).toHaveLength(markdownFiles("areas").length);
    expect(content.areas.find((area) => area.id === "adyar")).toMatchObject({ name: "Adyar", city: "chennai", pincode: "600020" });
  });
});
