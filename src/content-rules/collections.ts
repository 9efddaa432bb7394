/**
 * Defines the content collections from one table (where each kind of content lives, what editors call it, its
 * schema) and loads them with Astro's own `glob()` and `file()` loaders, adding what editors need:
 *
 * - every problem in plain words, naming the file and the field (`./problems`), all of them at once;
 * - links between entries checked: Astro 7 only logs a link to a missing entry ("Invalid content reference") after
 *   a full sync and the build goes on, so the page ships with the link missing; here the build fails;
 * - a JSON file that does not parse is a problem, not an empty collection;
 * - in `astro dev`, problems go to the browser (`./dev-problems`) and the server keeps running.
 *
 * Links are checked against the files on disk rather than the loaded entries: collections load in parallel, and
 * unchanged entries are reused from the cache without being parsed again.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineCollection } from "astro:content";
import { file, glob, type Loader, type LoaderContext } from "astro/loaders";
import type { z } from "astro/zod";
import { rateCard } from "../lib/pricing/card";
import type { Locale } from "../i18n/locales";
import { FAMILIES } from "../lib/pricing/families";
import { fillPrices, fillPricesDeep, priceLines, TOKEN, type PriceBook } from "../lib/pricing/lines";
import { publishProblems } from "./dev-problems";
import { bodyOf, checkPrices, tokenInSettings } from "./prices";
import {
  checkEdition,
  checkEntry,
  checkLinks,
  contentError,
  lineOf,
  validFields,
  type EntryPlace,
  type LinkTarget,
  type Problem,
} from "./problems";

/** Where a collection's entries live, relative to the project: a folder of Markdown files or one JSON file. */
export type Source = { folder: string; file?: never } | { file: string; folder?: never };

export type CollectionSpec<S extends z.ZodType = z.ZodType> = Source & {
  /** The collection's name for editors, e.g. "Neighbourhoods". */
  label: string;
  /** What one entry is called in messages, e.g. "neighbourhood". */
  entry: string;
  schema: S;
  /** For a translation (content/ta/...): the collection holding the English entries it translates, by name. */
  edition?: string;
};

/**
 * The Tamil edition of one of `english`'s collections: the same file or folder under content/ta/, named after its
 * English twin, holding only the words `schema` picks from it.
 */
export function tamilEdition<T extends Record<string, CollectionSpec>, S extends z.ZodType>(
  english: T,
  edition: keyof T & string,
  schema: S,
): CollectionSpec<S> {
  const twin = english[edition]!;
  const inTamil = (path: string) => path.replace(/^content\//, "content/ta/");
  const source: Source = twin.folder ? { folder: inTamil(twin.folder) } : { file: inTamil(twin.file!) };
  return { ...source, label: `${twin.label} (Tamil)`, entry: `Tamil ${twin.entry}`, schema, edition };
}

/** The loader, with the collection's description kept for the web editor's configuration. */
export type EditorLoader = Loader & { spec: CollectionSpec };

/** What `parseData` gives the inner loader for an entry with problems; the store never keeps it. */
const REJECTED = Symbol("rejected content entry");

/**
 * Where a source really is. CONTENT_DIR puts content/ elsewhere (the dev-loop browser tests edit a copy while the dev
 * server runs in the project); messages then name the files where they are.
 */
function located(spec: CollectionSpec): CollectionSpec {
  const dir = process.env.CONTENT_DIR;
  if (!dir) return spec;
  const move = (path: string) => join(relative(process.cwd(), resolve(dir)), relative("content", path)).replaceAll("\\", "/");
  const { folder, file, ...about } = spec;
  return folder ? { ...about, folder: move(folder) } : { ...about, file: move(file!) };
}

export function defineCollections<T extends Record<string, CollectionSpec>>(tabled: T) {
  const names = Object.keys(tabled);
  const specs = Object.fromEntries(names.map((name) => [name, located(tabled[name]!)]));
  const targets = (root: string) => (collection: string) => (collection in specs ? linkTarget(root, specs[collection]!) : undefined);
  /**
   * A build loads every collection once, in parallel. Each reports here when done; the last one fails the build
   * with the problems of all of them, so an editor sees every mistake at once rather than one collection's.
   */
  const finished = new Map<string, Problem[]>();
  const finish = (name: string, problems: Problem[], root: string) => {
    finished.set(name, problems);
    if (finished.size < names.length) return;
    const all = [...finished.values()].flat();
    finished.clear();
    if (all.length) throw contentError(all, root);
  };
  return Object.fromEntries(
    names.map((name) => {
      const loader = editorLoader(name, specs[name]!, targets, finish);
      // The web editor's configuration names the repository's own paths.
      loader.spec = tabled[name]!;
      return [name, defineCollection({ loader, schema: loader.spec.schema })];
    }),
  ) as { [K in keyof T]: { type: "content_layer"; loader: EditorLoader; schema: T[K]["schema"] } };
}

function editorLoader(
  name: string,
  spec: CollectionSpec,
  targets: (root: string) => (collection: string) => LinkTarget | undefined,
  finish: (name: string, problems: Problem[], root: string) => void,
): EditorLoader {
  /** Problems by what they are about, so that fixing one clears it. */
  const problems = new Map<string, Problem[]>();
  const all = () => [...problems.values()].flat();

  const prices = priceLines(rateCard);
  // A Tamil edition (content/ta/, checked against its English collection) writes its amounts in Tamil words.
  const locale: Locale = spec.edition ? "ta" : "en";

  const loader: EditorLoader = {
    name: `editor-${spec.folder ? "glob" : "file"}-loader`,
    spec,
    load: async (context) => {
      const root = fileURLToPath(context.config.root);
      const where = (filePath: string) => relative(root, filePath).replaceAll("\\", "/");
      const target = targets(root);
      const watching = Boolean(context.watcher);
      const edition = (id: string, place: EntryPlace) => {
        const english = spec.edition ? target(spec.edition) : undefined;
        return english ? checkEdition(id, place, english) : [];
      };
      const publish = () => {
        if (watching) publishProblems(name, all(), root);
      };
      const record = (key: string, found: Problem[]) => {
        if (found.length) problems.set(key, found);
        else problems.delete(key);
      };

      const parseData: LoaderContext["parseData"] = async (props) => {
        const path = props.filePath ?? join(root, spec.folder ?? spec.file!);
        const place = {
          file: where(path),
          id: spec.file ? props.id : undefined,
          get text() {
            return readText(path);
          },
        };
        const key = `${place.file}#${props.id}`;
        problems.delete(`syntax:${place.file}`);
        // Every problem of the entry in one round: its money, its fields, and the links of the fields that are right.
        const body = spec.folder ? bodyOf(place.text) : undefined;
        const money = checkPrices(props.data, { ...place, body: body?.body, bodyLine: body?.firstLine }, prices, locale);
        const data = money.fillable ? fillPricesDeep(props.data, prices, locale) : props.data;
        const checked = checkEntry(spec.schema, data, place);
        const found = [
          ...money.problems,
          ...(checked.ok ? sameName(spec, props.data, place) : checked.problems),
          ...checkLinks(checked.ok ? checked.data : validFields(spec.schema, data), place, target),
          ...edition(props.id, place),
        ];
        record(key, found);
        publish();
        if (!checked.ok || money.problems.length) return REJECTED as never;
        return context.parseData({ ...props, data });
      };

      const store: LoaderContext["store"] = {
        ...context.store,
        // A rejected entry is left out, its last good version too: were that kept, saving the file back as it was
        // would match the stored copy, be skipped by the loader, and leave the problem standing.
        set: (entry) => {
          if (entry.data !== (REJECTED as unknown)) return context.store.set(withPrices(entry, prices, locale));
          context.store.delete(entry.id);
          return false;
        },
        delete: (id) => {
          for (const key of problems.keys()) if (key.endsWith(`#${id}`)) problems.delete(key);
          publish();
          context.store.delete(id);
        },
        clear: () => {
          problems.clear();
          context.store.clear();
        },
      };

      // Failures the inner loader only logs while `astro dev` watches (a file that no longer reads as YAML).
      const logger = Object.create(context.logger) as LoaderContext["logger"];
      logger.error = (message: string) => {
        context.logger.error(message);
        const failed = /^Failed to reload (.+?): ([\s\S]*)$/.exec(message);
        if (failed && spec.folder) {
          const path = `${spec.folder}/${failed[1]}`;
          // The reload's message has no line: the first settings line holding a token that cannot be read stands in.
          const lines = readText(join(root, path))?.split("\n") ?? [];
          const index = lines.findIndex(
            (text) => tokenInSettings(text, prices) !== undefined && /\{\s*\w+s?\s*:\s|^\s*(?:-\s+)?[\w"]+\s*:\s*\{/.test(text),
          );
          const line = index === -1 ? undefined : index + 1;
          record(`syntax:${path}`, [
            { file: path, line, message: `${path}${line ? `, line ${line}` : ""}: ${unreadable(failed[2]!, lines[index])}` },
          ]);
          publish();
          // As for a rejected entry: the file saved back as it was must be read again, not matched to this copy.
          for (const [id, entry] of context.store.entries()) if (entry.filePath === path) context.store.delete(id);
        }
      };

      // Entries keep their prices filled in; when any figure changes (the rate card, or how a line is worked out
      // from it), every entry is read again.
      const cardDigest = context.generateDigest(JSON.stringify([[...prices.values()], prices.counts, FAMILIES]));
      if (context.meta.get("rate-card") !== cardDigest) {
        context.store.clear();
        context.meta.set("rate-card", cardDigest);
      }

      const jsonFile = spec.file;
      const inner =
        jsonFile === undefined
          ? glob({ pattern: "*.md", base: spec.folder })
          : file(jsonFile, {
              parser: (text) => {
                try {
                  const data = JSON.parse(text) as unknown;
                  problems.delete(`syntax:${jsonFile}`);
                  return data as Record<string, Record<string, unknown>>;
                } catch (error) {
                  record(`syntax:${jsonFile}`, [{ file: jsonFile, message: `${jsonFile}: ${notJson(error)}` }]);
                  publish();
                  throw error;
                }
              },
            });

      try {
        await inner.load({ ...context, parseData, store, logger });
      } catch (error) {
        const problem = yamlProblem(error, where);
        if (!problem) throw error;
        record(`syntax:${problem.file}`, [problem]);
        if (watching) retryOnChange(context, root, spec, () => loader.load(context));
      }

      // Every stored entry, including those reused from the cache without being parsed again.
      for (const entry of context.store.values()) {
        const file = entry.filePath ?? spec.file ?? spec.folder!;
        const place = {
          file,
          id: spec.file ? entry.id : undefined,
          get text() {
            return readText(join(root, file));
          },
        };
        const key = `${place.file}#${entry.id}`;
        if (problems.has(key)) continue;
        record(key, [...checkLinks(entry.data, place, target), ...edition(entry.id, place)]);
      }
      publish();
      if (!watching) finish(name, all(), root);
    },
  };
  return loader;
}

/**
 * A Markdown body with its price tokens filled: the source the chat reads and the HTML the page shows (the
 * Markdown renderer leaves `{price:…}` as text, so it is filled in the rendered HTML too).
 */
function withPrices<E extends { body?: string; rendered?: { html: string } }>(entry: E, prices: PriceBook, locale: Locale): E {
  if (!entry.body || !new RegExp(TOKEN.source).test(entry.body)) return entry;
  return {
    ...entry,
    body: fillPrices(entry.body, prices, locale),
    ...(entry.rendered && { rendered: { ...entry.rendered, html: fillPrices(entry.rendered.html, prices, locale) } }),
  };
}

/** A Markdown entry's slug is its file name: pages, links and the web editor rely on it. */
function sameName(spec: CollectionSpec, data: unknown, place: { file: string; text?: string }): Problem[] {
  const slug = (data as { slug?: unknown }).slug;
  const name = basename(place.file, ".md");
  if (!spec.folder || typeof slug !== "string" || slug === name) return [];
  const line = lineOf(place, ["slug"]);
  return [
    {
      file: place.file,
      line,
      message: `${place.file}${line ? `, line ${line}` : ""}: "slug" is "${slug}", but the file is called ${name}.md — they must be the same: rename the file to ${slug}.md or change the slug to ${name}`,
    },
  ];
}

/** The ids another collection holds, read from disk (cached until the folder or file changes). */
const idCache = new Map<string, { changed: number | undefined; ids: string[] }>();
function linkTarget(root: string, spec: CollectionSpec): LinkTarget {
  const place = spec.folder ?? spec.file!;
  const path = join(root, place);
  const changed = modified(path);
  let cached = idCache.get(path);
  if (!cached || cached.changed !== changed) {
    cached = { changed, ids: changed === undefined ? [] : spec.folder ? markdownIds(path) : jsonIds(path) };
    idCache.set(path, cached);
  }
  return { entry: spec.entry, place, kind: spec.folder ? "folder" : "file", ids: cached.ids };
}

function modified(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

const markdownIds = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -3));

function jsonIds(path: string): string[] {
  try {
    const data = JSON.parse(readFileSync(path, "utf8")) as unknown;
    if (Array.isArray(data)) return data.map((item: { id?: unknown; slug?: unknown }) => String(item?.id ?? item?.slug ?? ""));
    return data && typeof data === "object" ? Object.keys(data) : [];
  } catch {
    return [];
  }
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

function notJson(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  const at = /line (\d+) column (\d+)/.exec(detail);
  return `the file is not valid JSON${at ? ` near line ${at[1]}, column ${at[2]}` : ""} (${detail}) — look for a missing comma between entries, a comma after the last one, or a missing quote`;
}

const YAML_HELP =
  'Text that contains a colon (:) or starts with a quote, a dash or a # must be in double quotes, e.g. metaTitle: "Kitchens: our work"; a list\'s lines start with "- "; lines inside a list item are indented by two spaces.';

function unreadable(detail: string, lineText?: string): string {
  return (
    tokenInSettings(lineText, TOKEN_BOOK) ?? `the settings between the --- lines cannot be read (${detail.split("\n")[0]}). ${YAML_HELP}`
  );
}

/** The price lines, to name the token meant in a settings line that cannot be read. */
const TOKEN_BOOK = priceLines(rateCard);

/** The text of a line of a file (1-based), when the file reads. */
function lineIn(path: string, line: number | undefined): string | undefined {
  return line ? readText(path)?.split("\n")[line - 1] : undefined;
}

/** A Markdown file whose settings block is not valid YAML, as Astro's glob loader reports it. */
function yamlProblem(error: unknown, where: (path: string) => string): Problem | undefined {
  const failure = error as { message?: string; loc?: { file?: string; line?: number } } | undefined;
  if (!failure?.loc?.file || typeof failure.message !== "string") return undefined;
  const file = where(failure.loc.file);
  // The YAML parser counts lines from the first line after the opening ---.
  const line = failure.loc.line ? failure.loc.line + 1 : undefined;
  return { file, line, message: `${file}${line ? `, line ${line}` : ""}: ${unreadable(failure.message, lineIn(failure.loc.file, line))}` };
}

/** After a failed first load in `astro dev`, loads again when a file of the collection changes. */
function retryOnChange(context: LoaderContext, root: string, spec: CollectionSpec, load: () => Promise<void>) {
  const place = join(root, spec.folder ?? spec.file!);
  const retry = (path: string) => {
    if (!path.startsWith(place)) return;
    context.watcher?.off("change", retry);
    context.watcher?.off("add", retry);
    void load();
  };
  context.watcher?.add(place);
  context.watcher?.on("change", retry);
  context.watcher?.on("add", retry);
}
