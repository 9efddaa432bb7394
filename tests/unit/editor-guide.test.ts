import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "astro/zod";
import { expect, it } from "vitest";
import { EDITABLE_CONTENTS } from "../../src/cms/contents";
import { root } from "../support/site-copy";

const guide = readFileSync(join(root, "content/README.md"), "utf8");

/** The kinds of content the editor's guide explains field by field. */
const EXPLAINED = ["areas", "servicePages", "services", "projects", "testimonials", "faqs", "rateCard"];

for (const name of EXPLAINED) {
  it(`the editor's guide explains every field of ${name}`, () => {
    const content = EDITABLE_CONTENTS.find((item) => item.name === name)!;
    const fields = Object.keys(
      (z.toJSONSchema(content.schema, { io: "input", unrepresentable: "any" }) as { properties: object }).properties,
    );
    expect(fields.filter((field) => !guide.includes(`\`${field}\``))).toEqual([]);
  });
}
