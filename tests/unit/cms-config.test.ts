import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "astro/zod";
import { describe, expect, it } from "vitest";
import { backendFromEnv, cmsConfig, JSON_LIST_FORMAT, LIST_FIELD, LOCAL_BACKEND_PORT, type EditableContent } from "../../src/cms/config";
import { EDITABLE_CONTENTS } from "../../src/cms/contents";
import { collections } from "../../src/content.config";
import { choice, ref, slug, text } from "../../src/content-rules/fields";
import { root } from "../support/site-copy";

type Json = Record<string, unknown>;
type Field = Json & { name: string };

const config = cmsConfig(EDITABLE_CONTENTS, { branch: "main" }, "https://www.example-interiors.in") as { collections: Json[] };
const byName = new Map(config.collections.map((collection) => [collection.name as string, collection]));

/** The fields the editor shows for one entry of a collection. */
function entryFields(name: string): Field[] {
  const collection = byName.get(name)!;
  if (collection.folder) return (collection.fields as Field[]).filter((field) => field.name !== "body");
  const [file] = collection.files as { fields: Field[] }[];
  const content = EDITABLE_CONTENTS.find((item) => item.name === name)!;
  return content.single ? file!.fields : (file!.fields[0]!.fields as Field[]);
}

/**
 * Checks one field of the web editor against its JSON Schema, independently of how the configuration was made:
 * an editor must be able to save every value the build accepts, and nothing the build refuses.
 */
function expectMatches(field: Field | undefined, schema: Json, required: boolean, where: string): void {
  expect(field, `${where} is missing from the web editor`).toBeDefined();
  const options = schema.anyOf as Json[] | undefined;
  const rule = options ? { ...schema, ...options.find((option) => option.type === "string") } : schema;
  expect(field!.required, `${where}: required`).toBe(required);
  if (typeof rule.reference === "string") {
    expect(field!.widget, where).toBe("relation");
    expect(field!.collection, where).toBe(rule.reference);
  } else if (rule.enum) {
    expect(field!.options, where).toEqual(rule.enum);
  } else if (rule.type === "string") {
    const pattern = field!.pattern as [string, string] | undefined;
    if (rule.pattern) expect(pattern?.[0], where).toBe(rule.pattern);
    if (rule.minLength && rule.minLength !== 1) {
      const test = new RegExp(pattern![0]);
      expect(test.test("x".repeat(rule.minLength as number)), `${where}: shortest allowed`).toBe(true);
      expect(test.test("x".repeat((rule.minLength as number) - 1)), `${where}: too short`).toBe(false);
    }
    if (rule.maxLength) {
      const test = new RegExp(pattern![0]);
      expect(test.test("x".repeat(rule.maxLength as number)), `${where}: longest allowed`).toBe(true);
      expect(test.test("x".repeat((rule.maxLength as number) + 1)), `${where}: too long`).toBe(false);
    }
  } else if (rule.type === "number" || rule.type === "integer") {
    expect(field!.value_type, where).toBe(rule.type === "integer" ? "int" : "float");
    if (typeof rule.minimum === "number" && rule.minimum > Number.MIN_SAFE_INTEGER) expect(field!.min, where).toBe(rule.minimum);
    if (typeof rule.maximum === "number" && rule.maximum < Number.MAX_SAFE_INTEGER) expect(field!.max, where).toBe(rule.maximum);
    if (typeof rule.exclusiveMinimum === "number") expect(field!.min as number, where).toBeGreaterThan(rule.exclusiveMinimum);
  } else if (rule.type === "array") {
    if (rule.minItems) expect(field!.min, `${where}: fewest entries`).toBe(rule.minItems);
    if (rule.maxItems !== undefined) expect(field!.max, `${where}: most entries`).toBe(rule.maxItems);
    const items = rule.items as Json;
    if (items.type === "object") expectObject(field!.fields as Field[], items, where);
    else if (!items.enum && !items.reference) expectMatches(field!.field as Field, items, true, `${where} item`);
  } else if (rule.type === "object" && rule.properties) {
    expectObject(field!.fields as Field[], rule, where);
  }
}

function expectObject(fields: Field[], schema: Json, where: string): void {
  const required = new Set((schema.required ?? []) as string[]);
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
    expectMatches(
      fields.find((field) => field.name === name),
      property,
      required.has(name),
      `${where} → ${name}`,
    );
  }
}

describe("the web editor's configuration follows the content schemas", () => {
  it("offers every collection of src/content.config.ts and the rate card", () => {
    expect([...byName.keys()]).toEqual([...Object.keys(collections), "rateCard"]);
  });

  for (const content of EDITABLE_CONTENTS) {
    it(`${content.label}: every field, with the schema's rules`, () => {
      const schema = z.toJSONSchema(content.schema, { io: "input", unrepresentable: "any" }) as Json;
      expectObject(entryFields(content.name), schema, content.name);
    });
  }

  it("edits Markdown folders as files named after their slug, and JSON lists as one list", () => {
    const areas = byName.get("areas")!;
    expect(areas).toMatchObject({ folder: "content/areas", extension: "md", format: "frontmatter", slug: "{{fields.slug}}" });
    const faqs = byName.get("faqs")!;
    expect(faqs).toMatchObject({
      format: JSON_LIST_FORMAT,
      files: [{ file: "content/faqs.json", fields: [{ name: LIST_FIELD, widget: "list" }] }],
    });
    expect(byName.get("rateCard")).toMatchObject({ format: "json", files: [{ file: "content/pricing/rate-card.json" }] });
  });

  it("links to entries of a JSON list by their id", () => {
    const centre = entryFields("areas").find((field) => field.name === "centre");
    expect(centre).toMatchObject({ widget: "relation", collection: "centres", file: "centres", value_field: `${LIST_FIELD}.*.id` });
  });

  it("picks up a field added to a schema without further work", () => {
    const designers: EditableContent = {
      name: "designers",
      label: "Designers",
      entry: "designer",
      folder: "content/designers",
      schema: z.object({ name: text({ min: 2 }), slug: slug(), lang: choice(["en", "ta"]), area: ref("areas").optional() }),
    };
    const made = cmsConfig([...EDITABLE_CONTENTS, designers], { branch: "main" }, "https://x") as { collections: Json[] };
    const fields = made.collections.at(-1)!.fields as Field[];
    expect(fields.map((field) => field.name)).toEqual(["name", "slug", "lang", "area", "body"]);
    expect(fields.find((field) => field.name === "lang")).toMatchObject({ widget: "select", options: ["en", "ta"], required: true });
    expect(fields.find((field) => field.name === "area")).toMatchObject({ widget: "relation", collection: "areas", required: false });
  });

  it("gives every group of fields at least one field, as Decap requires (it refuses to start otherwise)", () => {
    const empty: string[] = [];
    const visit = (fields: Json[], where: string) => {
      for (const field of fields) {
        const place = `${where}.${String(field.name)}`;
        if (field.widget === "object" && !(field.fields as Json[] | undefined)?.length) empty.push(place);
        if (Array.isArray(field.fields)) visit(field.fields as Json[], place);
      }
    };
    for (const collection of config.collections) {
      const files = (collection.files as { fields: Json[] }[] | undefined) ?? [{ fields: collection.fields as Json[] }];
      for (const file of files) visit(file.fields, String(collection.name));
    }
    expect(empty).toEqual([]);
  });

  it("refuses a field it cannot offer, rather than leaving it out", () => {
    const dated: EditableContent = {
      name: "events",
      label: "Events",
      entry: "event",
      folder: "content/events",
      schema: z.object({ on: z.date() }),
    };
    expect(() => cmsConfig([dated], { branch: "main" }, "https://x")).toThrow(/no widget/);
  });
});

describe("where the web editor saves", () => {
  it("commits to the GitHub repository Netlify builds, signing in through Netlify's OAuth provider", () => {
    const backend = backendFromEnv({ REPOSITORY_URL: "https://github.com/aalayam/website" });
    expect(backend).toEqual({ repo: "aalayam/website", branch: "main" });
    expect(backendFromEnv({ REPOSITORY_URL: "git@github.com:aalayam/website.git", CMS_BRANCH: "content" })).toEqual({
      repo: "aalayam/website",
      branch: "content",
    });
    expect(backendFromEnv({ CMS_REPO: "studio/site", REPOSITORY_URL: "https://github.com/aalayam/website" }).repo).toBe("studio/site");
    const made = cmsConfig([], backend, "https://x");
    expect(made.backend).toEqual({
      name: "github",
      repo: "aalayam/website",
      branch: "main",
      base_url: "https://api.netlify.com",
      auth_endpoint: "auth",
    });
    expect(made.local_backend).toEqual({ url: `http://localhost:${LOCAL_BACKEND_PORT}/api/v1` });
  });

  it("without a repository, works against the working tree through the local proxy", () => {
    expect(cmsConfig([], backendFromEnv({}), "https://x").backend).toEqual({
      name: "proxy",
      proxy_url: `http://localhost:${LOCAL_BACKEND_PORT}/api/v1`,
      branch: "main",
    });
  });

  it("lets /cms/ reach the local proxy's port, and nothing else of the site", () => {
    const toml = readFileSync(join(root, "netlify.toml"), "utf8");
    const cms = /for = "\/cms\/\*"[\s\S]*?Content-Security-Policy = "([^"]+)"/.exec(toml)?.[1];
    expect(cms).toContain(`http://localhost:${LOCAL_BACKEND_PORT}`);
    expect(toml.match(/localhost/g)).toHaveLength(1);
  });
});
