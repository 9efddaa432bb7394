/**
 * Turns what is wrong with a content entry into sentences an editor can act on: which file, which field, what is
 * expected. The field builders (`./fields`) write the second half of each sentence; this module adds the file and
 * the field's name, finds the line, and checks the links between entries.
 */
import { join } from "node:path";
import { AstroError } from "astro/errors";
import { z } from "astro/zod";
import { closestMatch } from "./suggest";

export interface Problem {
  /** The file, relative to the project, e.g. content/areas/adyar.md. */
  file: string;
  /** The line of the field in the file, when it is there. */
  line?: number;
  /** The whole sentence, file and field included. */
  message: string;
}

/** Where an entry lives: its file, and its id when the file holds many entries (a JSON list). */
export interface EntryPlace {
  file: string;
  id?: string;
  /** The file's text, to find the line of a field. */
  text?: string;
}

/** What another collection holds, for checking links to it. */
export interface LinkTarget {
  /** What one entry is called, e.g. "neighbourhood". */
  entry: string;
  /** Where the entries live, e.g. content/areas (a folder of files) or content/centres.json (one file). */
  place: string;
  kind: "folder" | "file";
  ids: readonly string[];
}

type Path = readonly PropertyKey[];

/** "faqs" → item 2 → "answer" */
export function fieldName(path: Path): string {
  return path.map((part) => (typeof part === "number" ? `item ${part + 1}` : `"${String(part)}"`)).join(" → ");
}

function prefix(place: EntryPlace, line: number | undefined): string {
  const entry = place.id === undefined ? "" : `, entry "${place.id}"`;
  return `${place.file}${entry}${line ? `, line ${line}` : ""}`;
}

/** The line where the field's key (or, in a JSON list, the entry) starts. */
export function lineOf(place: EntryPlace, path: Path): number | undefined {
  if (!place.text) return undefined;
  const lines = place.text.split("\n");
  let from = 0;
  if (place.id !== undefined) {
    const start = lines.findIndex((line) => line.includes(`"id": ${JSON.stringify(place.id)}`) || line.includes(`"id": ${place.id},`));
    if (start === -1) return undefined;
    from = start;
  }
  const key = path.find((part): part is string => typeof part === "string");
  if (key === undefined) return place.id === undefined ? undefined : from + 1;
  const pattern = place.id === undefined ? new RegExp(`^${escape(key)}\\s*:`) : new RegExp(`^\\s*"${escape(key)}"\\s*:`);
  for (let index = from; index < lines.length; index++) {
    if (pattern.test(lines[index]!)) return index + 1;
    if (place.id !== undefined && index > from && /^\s*\{/.test(lines[index]!)) break;
  }
  return place.id === undefined ? undefined : from + 1;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The keys an object schema knows, to spot misspelt field names. */
function knownKeys(schema: z.ZodType): string[] | undefined {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : undefined;
}

/**
 * Validates one entry and describes every problem. Field names the schema does not know are problems too: a
 * misspelt key would otherwise be dropped without a word, and its value with it.
 */
export function checkEntry<T extends z.ZodType>(
  schema: T,
  data: unknown,
  place: EntryPlace,
): { ok: true; data: z.output<T> } | { ok: false; problems: Problem[] } {
  const result = schema.safeParse(data, { error: plainWords });
  const problems: Problem[] = [];
  const keys = knownKeys(schema);
  const raw = data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const unknown = keys ? Object.keys(raw).filter((key) => !keys.includes(key)) : [];
  const explained = new Set<string>();
  if (!result.success) {
    for (const issue of result.error.issues) {
      const line = lineOf(place, issue.path);
      let message = `${prefix(place, line)}: ${issue.path.length ? `${fieldName(issue.path)} ` : ""}${issue.message}`;
      const key = issue.path.length === 1 && typeof issue.path[0] === "string" ? issue.path[0] : undefined;
      const misspelt = key !== undefined && raw[key] === undefined ? closestMatch(key, unknown) : undefined;
      if (misspelt) {
        message += ` (the file has "${misspelt}": is that it, misspelt?)`;
        explained.add(misspelt);
      }
      problems.push({ file: place.file, line, message });
    }
  }
  for (const key of unknown.filter((key) => !explained.has(key))) {
    const line = lineOf(place, [key]);
    const meant = keys ? closestMatch(key, keys) : undefined;
    problems.push({
      file: place.file,
      line,
      message: `${prefix(place, line)}: "${key}" is not a field here${meant ? ` — did you mean "${meant}"?` : ` — the fields are: ${keys!.join(", ")}`}`,
    });
  }
  return problems.length || !result.success ? { ok: false, problems } : { ok: true, data: result.data };
}

/**
 * Messages for what the field builders do not describe themselves (a schema written with plain zod): still plain
 * words, without an example.
 */
export function plainWords(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? "is missing" : `must be ${article(issue.expected)}`;
    case "too_small":
      return `is too small or too short (at least ${String(issue.minimum)})`;
    case "too_big":
      return `is too big or too long (at most ${String(issue.maximum)})`;
    case "invalid_value":
      return `must be one of: ${issue.values.map(String).join(", ")}`;
    case "invalid_format":
      return "is not written the way it should be";
    default:
      return undefined;
  }
}

function article(expected: string): string {
  const words: Record<string, string> = {
    string: "text",
    number: "a number",
    boolean: "true or false",
    array: "a list",
    object: "a group of fields",
  };
  return words[expected] ?? expected;
}

/**
 * The fields of an entry that are right on their own, parsed (links become `{ collection, id }`): so that an entry
 * with a wrong field still has its links checked in the same round.
 */
export function validFields(schema: z.ZodType, data: unknown): Record<string, unknown> {
  if (!(schema instanceof z.ZodObject) || !data || typeof data !== "object") return {};
  const valid: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const parsed = field.safeParse((data as Record<string, unknown>)[key]);
    if (parsed.success) valid[key] = parsed.data;
  }
  return valid;
}

/** Finds every link to another entry (`{ collection, id }`, as `ref()` and Astro's `reference()` produce). */
function* links(value: unknown, path: PropertyKey[] = []): Generator<{ path: PropertyKey[]; collection: string; id: string }> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* links(item, [...path, index]);
  } else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.collection === "string" && typeof record.id === "string" && Object.keys(record).length === 2) {
      yield { path, collection: record.collection, id: record.id };
      return;
    }
    for (const [key, item] of Object.entries(record)) yield* links(item, [...path, key]);
  }
}

/** Links to entries that do not exist, each with the closest existing slug. */
export function checkLinks(data: unknown, place: EntryPlace, target: (collection: string) => LinkTarget | undefined): Problem[] {
  const problems: Problem[] = [];
  for (const link of links(data)) {
    const found = target(link.collection);
    if (found?.ids.includes(link.id)) continue;
    const line = lineOf(place, link.path);
    const where = `${prefix(place, line)}: ${fieldName(link.path)}`;
    if (!found) {
      problems.push({ file: place.file, line, message: `${where} points to the collection "${link.collection}", which does not exist` });
      continue;
    }
    const meant = closestMatch(link.id, found.ids);
    const missingFile =
      found.kind === "folder" ? `there is no ${found.place}/${link.id}.md` : `${found.place} has no entry with the id "${link.id}"`;
    const help = meant
      ? `did you mean "${meant}"?`
      : found.ids.length <= 12
        ? `the ${found.entry} slugs are: ${found.ids.join(", ")}`
        : `check the spelling against the file names in ${found.place}`;
    problems.push({ file: place.file, line, message: `${where} points to the ${found.entry} "${link.id}", but ${missingFile} — ${help}` });
  }
  return problems;
}

/**
 * A Tamil (or any other edition's) entry takes its English entry's name: one with no English entry of that name
 * would be a page with no prices, places or pictures to show.
 */
export function checkEdition(id: string, place: EntryPlace, english: LinkTarget): Problem[] {
  if (english.ids.includes(id)) return [];
  const meant = closestMatch(id, english.ids);
  const missing = english.kind === "folder" ? `there is no ${english.place}/${id}.md` : `${english.place} has no entry with the id "${id}"`;
  const help = meant ? `did you mean "${meant}"?` : "a translation takes the file name (or id) of the English entry it translates";
  return [{ file: place.file, message: `${prefix(place, undefined)}: translates the ${english.entry} "${id}", but ${missing} — ${help}` }];
}

/** Several problems as one message, one per line. */
export function describeProblems(problems: readonly Problem[]): string {
  const files = new Set(problems.map((problem) => problem.file)).size;
  const head =
    problems.length === 1
      ? "A content file needs fixing:"
      : `${problems.length} problems in ${files} content file${files === 1 ? "" : "s"}:`;
  return [head, ...problems.map((problem) => `  • ${problem.message}`)].join("\n");
}

/**
 * The error a build fails with, and `astro dev` shows in the browser: the problems in plain words, the first one's
 * place for the code frame, and no stack trace (it would point into this code, not at the content).
 */
export function contentError(problems: readonly Problem[], root: string): AstroError {
  const error = new AstroError(
    describeProblems(problems),
    "The editor's guide, content/README.md, explains each message and how to fix it.",
  );
  const first = problems.find((problem) => problem.line) ?? problems[0];
  // AstroError's fields as Astro's terminal printer and browser overlay read them.
  Object.assign(error, { name: "ContentError", title: "Content needs fixing" });
  if (first) Object.assign(error, { loc: { file: join(root, first.file), line: first.line ?? 1, column: 1 } });
  error.stack = "";
  return error;
}
