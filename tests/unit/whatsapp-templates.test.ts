import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../src/i18n/locales";
import {
  managerTemplates,
  paramText,
  renderTemplate,
  templateParams,
  TEMPLATES,
  wordsParams,
  type TemplateName,
} from "../../src/server/whatsapp/templates";

const names = Object.keys(TEMPLATES) as TemplateName[];

describe("WhatsApp templates as code", () => {
  it("uses, in every language, exactly the template's parameters in the template's order", () => {
    for (const name of names)
      for (const locale of LOCALES) expect(wordsParams(name, locale), `${name} ${locale}`).toEqual(TEMPLATES[name].params);
  });

  it("prints each template in each language as the template manager takes it, numbered {{1}}… with examples", () => {
    const printed = managerTemplates();
    expect(printed).toHaveLength(names.length * LOCALES.length);
    for (const template of printed) {
      expect(template.category).toBe("UTILITY");
      expect(template.name).toMatch(/^[a-z0-9_]{1,512}$/);
      const [body] = template.components;
      const numbers = [...body!.text.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1]));
      expect(numbers, template.name).toEqual(numbers.map((_, i) => i + 1));
      expect(body!.example.body_text[0]).toHaveLength(numbers.length);
      // Meta refuses a body that starts or ends with a parameter, and one with a brace left unfilled.
      expect(body!.text, `${template.name} ${template.language}`).not.toMatch(/^\{\{|\}\}$/);
      expect(body!.text.replace(/\{\{\d+\}\}/g, "")).not.toMatch(/[{}]/);
    }
    expect(printed.find((t) => t.name === "receipt_request" && t.language === "ta")!.components[0]!.text).toContain(
      "எங்கள் டிசைனர் உங்களை அழைப்பார்",
    );
  });

  it("npm run whatsapp:templates prints the same JSON", () => {
    const out = execFileSync("npx", ["tsx", "scripts/whatsapp-templates.ts"], { encoding: "utf8" });
    expect(JSON.parse(out)).toEqual(managerTemplates());
  });

  it("fills parameters in order, on one line, and renders the message as the person reads it", () => {
    const params = templateParams("receipt_request", { name: "Kavitha\nR", request: "a  free\tconsultation", promise: "" });
    expect(params).toEqual(["Kavitha R", "a free consultation", "–"]);
    expect(renderTemplate("receipt_request", "en", params)).toMatch(
      /^Hello Kavitha R, thank you for writing to .+ about a free consultation\./,
    );
    expect(paramText("x".repeat(500))).toHaveLength(200);
  });
});
