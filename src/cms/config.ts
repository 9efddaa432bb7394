/**
 * The web editor's configuration (Decap CMS, which Sveltia CMS also reads), made from the content schemas through
 * their JSON Schema (zod's `z.toJSONSchema`): every field, whether it is required, its pattern, choices, lengths,
 * counts and bounds, and links between entries as relation widgets. A field added to `src/content.config.ts`
 * appears here without further work; the build serves the result as /cms/config.yml.
 */
import { z } from "astro/zod";

/** Where the local proxy (`npm run cms`, decap-server) listens: the web editor then reads and writes the working tree. */
export const LOCAL_BACKEND_PORT = 8081;
/** The custom format `public/cms/setup.js` registers: a JSON file that is a list at the top level. */
export const JSON_LIST_FORMAT = "json-list";
/** The name of the one field holding a JSON list's entries in the web editor. */
export const LIST_FIELD = "items";

export interface EditableContent {
  name: string;
  label: string;
  /** What one entry is called, e.g. "neighbourhood". */
  entry: string;
  /** A folder of Markdown files, or a JSON file holding a list of entries the schema describes. */
  folder?: string;
  file?: string;
  /** The JSON file is one object the schema describes (the rate card), not a list. */
  single?: boolean;
  schema: z.ZodType;
}

export interface Backend {
  /** The GitHub repository, "owner/name"; without it, only the local proxy is configured. */
  repo?: string;
  branch: string;
}

type Json = Record<string, unknown>;
type Field = Record<string, unknown>;

/** "metaTitle" → "Meta title", "faqs" → "FAQs": a label for a field whose schema gives none. */
const humanize = (name: string) =>
  name
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/^./, (letter) => letter.toUpperCase())
    .replace(/ ([A-Z])(?=[a-z])/g, (_, letter: string) => ` ${letter.toLowerCase()}`)
    .replace(/\bfaqs\b/i, "FAQs")
    .replace(/^Id$/, "ID");

function jsonSchema(schema: z.ZodType): Json {
  // The editor writes files, so it follows what a file may hold (the schemas' input side).
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json;
}

/** For a value that may be written in several ways (a PIN code as text or as a number), the text form. */
function preferred(schema: Json): Json {
  const options = schema.anyOf as Json[] | undefined;
  if (!options) return schema;
  const { anyOf: _, ...rest } = schema;
  return { ...rest, ...(options.find((option) => option.type === "string") ?? options[0]) };
}

function hint(schema: Json): string | undefined {
  const parts = [schema.description, schema.examples ? `Example: ${(schema.examples as unknown[]).map(String).join(", ")}` : undefined];
  const text = parts.filter(Boolean).join(" ");
  return text || undefined;
}

function lengthRule(schema: Json): [string, string] | undefined {
  const min = schema.minLength as number | undefined;
  const max = schema.maxLength as number | undefined;
  if (!min && !max) return undefined;
  if (min === 1 && !max) return undefined;
  const rule = `^[\\s\\S]{${min ?? 0},${max ?? ""}}$`;
  return [rule, max ? `Write ${min ?? 0} to ${max} characters.` : `Write at least ${min} characters.`];
}

class Fields {
  constructor(private readonly targets: Map<string, EditableContent>) {}

  object(schema: Json): Field[] {
    const properties = (schema.properties ?? {}) as Record<string, Json>;
    const required = new Set((schema.required ?? []) as string[]);
    return Object.entries(properties).map(([name, property]) => this.field(name, property, required.has(name)));
  }

  field(name: string, raw: Json, required: boolean): Field {
    const schema = preferred(raw);
    const base: Field = { name, label: (schema.title as string | undefined) ?? humanize(name), required };
    const help = hint(schema);
    if (help) base.hint = help;
    if (schema.default !== undefined) base.default = schema.default;
    return { ...base, ...this.widget(schema) };
  }

  widget(schema: Json): Field {
    if (typeof schema.reference === "string") return this.relation(schema.reference);
    if (schema.enum) return { widget: "select", options: schema.enum };
    switch (schema.type) {
      case "string": {
        const widget = schema.multiline ? "text" : "string";
        if (schema.pattern)
          return { widget, pattern: [schema.pattern, `Check this field: ${hint(schema) ?? "it is not written the way it should be."}`] };
        const rule = lengthRule(schema);
        return rule ? { widget, pattern: rule } : { widget };
      }
      case "integer":
      case "number":
        return this.number(schema);
      case "boolean":
        return { widget: "boolean" };
      case "array":
        return this.list(schema);
      case "object":
        return this.group(schema);
      default:
        throw new Error(`The web editor has no widget for this field: ${JSON.stringify(schema)}`);
    }
  }

  number(schema: Json): Field {
    const whole = schema.type === "integer";
    const field: Field = { widget: "number", value_type: whole ? "int" : "float", step: whole ? 1 : 0.01 };
    // Whole numbers carry JavaScript's safe-integer bounds, which say nothing to an editor.
    const bound = (value: unknown) => (typeof value === "number" && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined);
    if (bound(schema.minimum) !== undefined) field.min = schema.minimum;
    // An editor cannot enter "more than 0": the smallest step above it stands in.
    if (schema.exclusiveMinimum !== undefined) field.min = (schema.exclusiveMinimum as number) + (whole ? 1 : 0.01);
    if (bound(schema.maximum) !== undefined) field.max = schema.maximum;
    if (schema.exclusiveMaximum !== undefined) field.max = (schema.exclusiveMaximum as number) - (whole ? 1 : 0.01);
    return field;
  }

  list(schema: Json): Field {
    const items = preferred((schema.items ?? {}) as Json);
    const counts: Field = {};
    if (schema.minItems !== undefined && schema.minItems !== 0) counts.min = schema.minItems;
    if (schema.maxItems !== undefined) counts.max = schema.maxItems;
    if (typeof items.reference === "string") return { ...this.relation(items.reference), multiple: true, ...counts };
    if (items.enum) return { widget: "select", options: items.enum, multiple: true, ...counts };
    if (items.type === "object") {
      const fields = this.object(items);
      const names = fields.map((field) => String(field.name));
      const shown = NAMING_FIELDS.find((name) => names.includes(name)) ?? fields.find((field) => field.widget === "string")?.name;
      return { widget: "list", ...counts, fields, ...(shown ? { summary: `{{fields.${String(shown)}}}` } : {}) };
    }
    return { widget: "list", ...counts, field: this.field("item", items, true) };
  }

  /** An object, or a record whose keys are a fixed set of words (the rate card's home sizes). */
  group(schema: Json): Field {
    const keys = (schema.propertyNames as Json | undefined)?.enum as string[] | undefined;
    if (keys && schema.additionalProperties) {
      return { widget: "object", fields: keys.map((key) => this.field(key, schema.additionalProperties as Json, true)) };
    }
    return { widget: "object", fields: this.object(schema) };
  }

  relation(collection: string): Field {
    const target = this.targets.get(collection);
    if (!target) throw new Error(`A link points to "${collection}", which the web editor does not edit.`);
    const display = identifier(target) ?? "id";
    if (target.folder) {
      return { widget: "relation", collection, value_field: "slug", search_fields: [display, "slug"], display_fields: [display] };
    }
    const path = (field: string) => `${LIST_FIELD}.*.${field}`;
    return {
      widget: "relation",
      collection,
      file: collection,
      value_field: path("id"),
      search_fields: [path(display), path("id")],
      display_fields: [path(display)],
    };
  }
}

/** The fields that name an entry in lists, in order of preference. */
const NAMING_FIELDS = ["name", "title", "question"];

function identifier(content: EditableContent): string | undefined {
  const properties = Object.keys((jsonSchema(content.schema).properties ?? {}) as Json);
  return NAMING_FIELDS.find((field) => properties.includes(field));
}

function collection(content: EditableContent, fields: Fields): Json {
  const schema = jsonSchema(content.schema);
  const base = { name: content.name, label: content.label, label_singular: content.entry };
  if (content.folder) {
    const name = identifier(content) ?? "slug";
    return {
      ...base,
      folder: content.folder,
      extension: "md",
      format: "frontmatter",
      create: true,
      // The file is named after the slug, which must match it.
      slug: "{{fields.slug}}",
      identifier_field: name,
      summary: `{{fields.${name}}}`,
      fields: [...fields.object(schema), { name: "body", label: "Page text", widget: "markdown", required: false }],
    };
  }
  if (content.single) {
    return {
      ...base,
      format: "json",
      files: [{ name: content.name, label: content.label, file: content.file, fields: fields.object(schema) }],
    };
  }
  const listField = {
    name: LIST_FIELD,
    label: content.label,
    label_singular: content.entry,
    ...fields.list({ type: "array", items: schema }),
  };
  return {
    ...base,
    format: JSON_LIST_FORMAT,
    files: [{ name: content.name, label: content.label, file: content.file, fields: [listField] }],
  };
}

/** The GitHub repository and branch the web editor commits to, from the build's environment. */
export function backendFromEnv(env: Record<string, string | undefined>): Backend {
  // Netlify's builds know the repository as a URL, e.g. https://github.com/owner/name.
  const fromNetlify = /github\.com[/:]([^/]+\/[^/]+?)(?:\.git)?$/.exec(env.REPOSITORY_URL ?? "")?.[1];
  return { repo: env.CMS_REPO || fromNetlify || undefined, branch: env.CMS_BRANCH || "main" };
}

/** The whole configuration: Markdown folders as folders, JSON lists as one editable list, a JSON object as a form. */
export function cmsConfig(contents: readonly EditableContent[], backend: Backend, site: string): Json {
  const fields = new Fields(new Map(contents.map((content) => [content.name, content])));
  const local = `http://localhost:${LOCAL_BACKEND_PORT}/api/v1`;
  return {
    backend: backend.repo
      ? // GitHub through Netlify's OAuth provider (api.netlify.com), set up in the site's Netlify settings.
        { name: "github", repo: backend.repo, branch: backend.branch, base_url: "https://api.netlify.com", auth_endpoint: "auth" }
      : { name: "proxy", proxy_url: local, branch: backend.branch },
    // On localhost, `npm run cms` serves the working tree; elsewhere the GitHub backend above is used.
    ...(backend.repo ? { local_backend: { url: local } } : {}),
    site_url: site,
    display_url: site,
    // Photos dropped here replace the illustration of the same name (see docs/pages-and-images.md).
    media_folder: "src/assets/artwork",
    public_folder: "/src/assets/artwork",
    collections: contents.map((content) => collection(content, fields)),
  };
}
