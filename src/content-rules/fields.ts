/**
 * Field builders for the content schemas in `src/content.config.ts`. Each builder carries its own message for an
 * editor who is not a programmer: it says what is wrong and what to write instead, with an example. A message is
 * the second half of a sentence ("is missing — …"); `describeProblems` in `./problems` puts the file and the field
 * name in front. The hints and examples also become the web editor's help texts (`src/cms/config.ts`).
 */
import { z } from "astro/zod";
import { ARTWORK_KEYS } from "../config/artwork";
import { suggestion } from "./suggest";

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Tamil Nadu PIN codes run from 600000 to 649999, Karnataka's from 560000 to 599999: together 56xxxx–64xxxx. */
export const PIN_CODE_PATTERN = /^(?:5[6-9]|6[0-4])\d{4}$/;
const PIN_CODE_RANGE = { min: 560000, max: 649999 };

type Issue = z.core.$ZodRawIssue;

/** How an editor's value reads back in a message. */
export function shown(value: unknown): string {
  if (typeof value === "string") return `"${value}"`;
  if (Array.isArray(value)) return "a list";
  if (value === null) return "nothing";
  if (typeof value === "object") return "a group of fields";
  return String(value);
}

const wrote = (issue: Issue) => (issue.input === undefined ? "" : ` — you wrote ${shown(issue.input)}`);
const missing = (issue: Issue) => issue.input === undefined || issue.input === null;
const characters = (value: unknown) => (typeof value === "string" ? value.length : 0);

interface Help {
  /** A realistic value, shown in messages and as the web editor's hint. */
  example?: string | number;
  /** What the field is for, in plain words (the web editor shows it under the field). */
  hint?: string;
  /** The field's name in the web editor when the key alone reads badly. */
  label?: string;
}

const eg = (help: Help) =>
  help.example === undefined ? "" : `, e.g. ${typeof help.example === "string" ? `"${help.example}"` : help.example}`;

/** Passes the help texts to the JSON Schema the web editor's configuration is made from. */
function described<T extends z.ZodType>(schema: T, help: Help, extra: Record<string, unknown> = {}): T {
  const meta: Record<string, unknown> = { ...extra };
  if (help.hint) meta.description = help.hint;
  if (help.label) meta.title = help.label;
  if (help.example !== undefined) meta.examples = [help.example];
  return Object.keys(meta).length ? schema.meta(meta) : schema;
}

/**
 * Text of a given length: a title, a description, a paragraph. `long` makes it a multi-line box in the web editor;
 * `pattern` with `form` (its rule in words) constrains how it is written.
 */
export function text({
  min = 1,
  max,
  long = false,
  pattern,
  form,
  ...help
}: { min?: number; max?: number; long?: boolean; pattern?: RegExp; form?: string } & Help = {}) {
  const size = max ? `${min} to ${max} characters` : `at least ${min} character${min === 1 ? "" : "s"}`;
  const expected = form ? `write ${form}${eg(help)}` : `write ${size} of text${eg(help)}`;
  let schema = z
    .string({
      error: (issue) =>
        missing(issue) ? `is missing — ${expected}` : `must be text${wrote(issue)}; put it in quotes if it is only a number or a date`,
    })
    .min(min, { error: (issue) => `is too short (${characters(issue.input)} characters) — ${expected}` });
  if (max)
    schema = schema.max(max, {
      error: (issue) => `is too long (${characters(issue.input)} characters) — keep it to ${max} characters or fewer`,
    });
  if (pattern)
    schema = schema.regex(pattern, { error: (issue) => `must be ${form ?? `written as ${pattern.source}`}${eg(help)}${wrote(issue)}` });
  return described(schema, help, long ? { multiline: true } : {});
}

/** One of a fixed set of words; a near miss gets a "did you mean". */
export function choice<const T extends readonly string[]>(values: T, help: Help = {}) {
  const options = `choose one of: ${values.join(", ")}`;
  return described(
    z.enum(values, {
      error: (issue) =>
        missing(issue)
          ? `is missing — ${options}`
          : `is ${shown(issue.input)}, which is not one of the choices — ${options}${suggestion(issue.input, values)}`,
    }),
    help,
  );
}

/** The page's address part and the file's name: lower-case words joined by hyphens. */
export function slug(help: Help = {}) {
  const example = help.example ?? "anna-nagar";
  const expected = `write lower-case words joined by hyphens, e.g. ${example}`;
  return described(
    z
      .string({ error: (issue) => (missing(issue) ? `is missing — ${expected}` : `must be text${wrote(issue)} — ${expected}`) })
      .regex(SLUG_PATTERN, {
        error: (issue) => {
          const fixed = slugify(String(issue.input));
          return `must be lower-case words joined by hyphens, e.g. ${example}${wrote(issue)}${fixed ? ` (write "${fixed}")` : ""}`;
        },
      }),
    { hint: "Lower-case words joined by hyphens. It becomes the page's address and must match the file name.", ...help, example },
  );
}

export function slugify(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * A PIN code of Tamil Nadu or Karnataka. Written with or without quotes: YAML reads 600020 as a number, which
 * becomes the text "600020".
 */
export function pinCode(help: Help = {}) {
  const example = help.example ?? "600020";
  const message = (issue: Issue) => {
    if (missing(issue)) return `is missing — write the 6-digit PIN code, e.g. ${example}`;
    const digits = typeof issue.input === "number" ? String(issue.input) : typeof issue.input === "string" ? issue.input.trim() : "";
    if (!/^\d{6}$/.test(digits)) return `must be a PIN code of 6 digits, e.g. ${example}${wrote(issue)}`;
    return `is ${digits}, which is not a Tamil Nadu or Karnataka PIN code — those start with 60 to 64 (Tamil Nadu) or 56 to 59 (Karnataka), e.g. ${example}`;
  };
  return described(
    z.union(
      [
        z.string({ error: message }).regex(PIN_CODE_PATTERN, { error: message }),
        z
          .number({ error: message })
          .int({ error: message })
          .min(PIN_CODE_RANGE.min, { error: message })
          .max(PIN_CODE_RANGE.max, { error: message }),
      ],
      { error: message },
    ),
    { hint: "6 digits: 60xxxx to 64xxxx in Tamil Nadu, 56xxxx to 59xxxx in Karnataka.", ...help, example },
  ).transform(String);
}

/** The name of one of the illustrations in `src/assets/artwork/` (see `src/config/artwork.ts`). */
export function artwork(help: Help = {}) {
  return choice(ARTWORK_KEYS, {
    hint: "The name of a picture in src/assets/artwork, without .jpg.",
    example: "hero-living",
    ...help,
  });
}

/** A number, optionally whole and within bounds. */
export function number({
  min,
  max,
  whole = false,
  positive = false,
  ...help
}: { min?: number; max?: number; whole?: boolean; positive?: boolean } & Help = {}) {
  const kind = whole ? "a whole number" : "a number";
  let schema = z.number({
    error: (issue) =>
      missing(issue) ? `is missing — write ${kind}${eg(help)}` : `must be ${kind} without quotes or units${eg(help)}${wrote(issue)}`,
  });
  if (whole) schema = schema.int({ error: (issue) => `must be a whole number, without decimals${wrote(issue)}` });
  if (positive) schema = schema.positive({ error: (issue) => `must be more than 0${wrote(issue)}` });
  if (min !== undefined) schema = schema.min(min, { error: (issue) => `must be at least ${min}${wrote(issue)}` });
  if (max !== undefined) schema = schema.max(max, { error: (issue) => `must be at most ${max}${wrote(issue)}` });
  return described(schema, help);
}

/** Yes or no. */
export function flag(help: Help = {}) {
  return described(z.boolean({ error: (issue) => `must be true or false${wrote(issue)}` }), help);
}

/** A list of values of one kind, with a smallest and largest count. */
export function list<T extends z.ZodType>(item: T, { min = 0, max, ...help }: { min?: number; max?: number } & Help = {}) {
  const count = (n: number) => `${n} ${n === 1 ? "entry" : "entries"}`;
  const size = max === min ? `exactly ${count(min)}` : max ? `${min} to ${max} entries` : `at least ${count(min)}`;
  let schema = z
    .array(item, {
      error: (issue) =>
        missing(issue)
          ? `is missing — give a list of ${size}`
          : `must be a list (one "- " line per entry, or [a, b] on one line)${wrote(issue)}`,
    })
    .min(min, { error: (issue) => `needs ${size} — it has ${Array.isArray(issue.input) ? issue.input.length : 0}` });
  if (max !== undefined)
    schema = schema.max(max, { error: (issue) => `can have ${size} — it has ${Array.isArray(issue.input) ? issue.input.length : 0}` });
  return described(schema, help);
}

/** A group of named fields inside an entry (an FAQ's question and answer, a highlight's title and text). */
export function group<T extends z.core.$ZodLooseShape>(shape: T, help: Help = {}) {
  const fields = Object.keys(shape).join(", ");
  return described(
    z.object(shape, {
      error: (issue) => (missing(issue) ? `is missing — give ${fields}` : `must be a group of fields (${fields})${wrote(issue)}`),
    }),
    help,
  );
}

/**
 * A link to another entry by its slug (its file name without `.md`, or its `id` in a JSON file). Whether that
 * entry exists is checked when the content loads (`./references`), where every collection's entries are known.
 */
export function ref<const C extends string>(collection: C, help: Help = {}) {
  return described(
    z.string({
      error: (issue) =>
        missing(issue) ? `is missing — write the slug of the entry it points to${eg(help)}` : `must be a slug${wrote(issue)}${eg(help)}`,
    }),
    help,
    { reference: collection },
  ).transform((id) => ({ collection, id }));
}

/** An address on this site, e.g. /modular-kitchen. */
export function sitePath(help: Help = {}) {
  const example = help.example ?? "/modular-kitchen";
  return described(
    z
      .string({ error: (issue) => (missing(issue) ? `is missing — write a page address, e.g. ${example}` : `must be text${wrote(issue)}`) })
      .regex(/^\/[a-z0-9/-]*$/, {
        error: (issue) =>
          `must be an address on this site starting with /, in lower-case words joined by hyphens, e.g. ${example}${wrote(issue)}`,
      }),
    { ...help, example },
  );
}

/** A question and its answer. */
export const faq = group({
  question: text({ min: 5, example: "How long does a modular kitchen take?" }),
  answer: text({ min: 5, long: true }),
});
