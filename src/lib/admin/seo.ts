import { z } from "zod";
import { forms as en } from "../../i18n/en/forms";
import { textField } from "../forms/fields";
import type { PageFacts, SeoProblem } from "../seo/analysis";
import { SEO_OVERRIDE_FIELDS, SEO_OVERRIDE_NAMES, type SeoOverrideField } from "../seo/override-fields";

/** Blank, missing and null all mean "not set". */
const optionalText = (max: number, label: string) =>
  textField(en, 0, max, `${label} is required`, label)
    .nullish()
    .transform((value) => value || null);

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** A full https:// address, or a path on this site ("/about"); never "//host" or a javascript: link. */
const isUrlOrSitePath = (value: string) => (/^\/(?!\/)/.test(value) && !/\s/.test(value)) || isHttpsUrl(value);

function isJsonLd(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    const isObject = (item: unknown) => typeof item === "object" && item !== null && !Array.isArray(item);
    return Array.isArray(value) ? value.length > 0 && value.every(isObject) : isObject(value);
  } catch {
    return false;
  }
}

export const MAX_JSON_LD = 10_000;
const MAX_ADDRESS = 500;

export const sitePathField = z
  .string({ error: "Choose a page" })
  .trim()
  .min(1, "Choose a page")
  .max(300, "The page path is too long")
  .regex(/^\/(?!\/)\S*$/, "The page path must start with / (like /about)");

/** Each kind of override field's validation, with the field's label in its messages. */
const fieldSchema = {
  text: ({ label, max }: { label: string; max: number }) => textField(en, 1, max, `Enter a ${label.toLowerCase()}`, label),
  optional: ({ label, max }: { label: string; max: number }) => optionalText(max, label),
  address: ({ label }: { label: string }) =>
    optionalText(MAX_ADDRESS, label).refine(
      (value) => value === null || isUrlOrSitePath(value),
      `${label} must be a full https:// address or a path on this site, like /about`,
    ),
  "json-ld": ({ label }: { label: string }) =>
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(MAX_JSON_LD, `${label} must be at most ${MAX_JSON_LD.toLocaleString("en-IN")} characters`)
      .nullish()
      .transform((value) => value || null)
      .refine(
        (value) => value === null || isJsonLd(value),
        `${label} must be valid JSON: an object like {"@context": "https://schema.org", "@type": "…"} or a list of them`,
      ),
  flag: (field: { default: boolean }) => z.boolean({ error: "Choose yes or no" }).default(field.default),
};
type FieldSchemas = { [K in SeoOverrideField]: ReturnType<(typeof fieldSchema)[(typeof SEO_OVERRIDE_FIELDS)[K]["kind"]]> };

/**
 * A page's override, as SEO management saves it (PUT /api/admin/seo/pages):
 * one entry per field of its definition. Blank optional fields are stored as
 * null; `isActive` off keeps the values as a draft that the build does not apply.
 */
export const seoOverrideSchema = z.strictObject({
  path: sitePathField,
  ...(Object.fromEntries(
    SEO_OVERRIDE_NAMES.map((name) => {
      const field = SEO_OVERRIDE_FIELDS[name];
      return [name, (fieldSchema[field.kind] as (definition: typeof field) => z.ZodType)(field)];
    }),
  ) as FieldSchemas),
});

export type SeoOverrideInput = z.input<typeof seoOverrideSchema>;
export type SeoOverride = z.infer<typeof seoOverrideSchema>;
export type SeoOverrideFields = Omit<SeoOverride, "path">;

/** The override's own fields out of a larger record (a table row, a form's values). */
export function pickOverride(record: SeoOverrideFields): SeoOverrideFields {
  return Object.fromEntries(SEO_OVERRIDE_NAMES.map((name) => [name, record[name]])) as SeoOverrideFields;
}

export const seoKeywordSchema = z.strictObject({
  path: sitePathField,
  keyword: textField(en, 1, 100, "Enter a keyword", "Keyword"),
});

export type SeoKeywordInput = z.infer<typeof seoKeywordSchema>;

/** A Search Console export is a few hundred KB for a year of a site this size. */
export const MAX_CSV_CHARS = 2 * 1024 * 1024;

export const analyticsImportSchema = z.strictObject({
  csv: z
    .string({ error: "Choose a CSV file" })
    .min(1, "The file is empty")
    .max(MAX_CSV_CHARS, "The file is larger than 2 MB: export a shorter date range"),
});

export interface SeoKeyword {
  id: number;
  keyword: string;
  /** Percentage of the page's words, from its built HTML; null when the page could not be read. */
  density: number | null;
  /** Average search position of this query for this page, from imported analytics. */
  position: number | null;
}

export interface SeoQuery {
  query: string;
  clicks: number;
  impressions: number;
  ctr: number;
  position: number | null;
}

export interface SeoAnalyticsSummary {
  clicks: number;
  impressions: number;
  /** Clicks ÷ impressions over all imported rows. */
  ctr: number;
  /** Average position weighted by impressions. */
  position: number | null;
  from: string;
  to: string;
  topQueries: SeoQuery[];
}

type BuiltTag = "title" | "description" | "canonical" | "robots" | "h1";

/** One public page in SEO management. Page text and imported data: render as text only. */
export interface SeoPageEntry extends Omit<PageFacts, BuiltTag> {
  path: string;
  /** What the last build put in the page (overrides included, when the build applied them). */
  built: Pick<PageFacts, BuiltTag>;
  /** From the build's analysis plus the stored focus keyword. */
  seoScore: number;
  problems: SeoProblem[];
  /** The stored row: applied at the next build when `isActive`, otherwise a draft or the last analysis. */
  override: SeoOverrideFields | null;
  keywords: SeoKeyword[];
  analytics: SeoAnalyticsSummary | null;
}

/** GET /api/admin/seo */
export interface SeoOverview {
  builtAt: string;
  publishConfigured: boolean;
  pages: SeoPageEntry[];
}

/** POST /api/admin/seo/analyse */
export interface SeoAnalyseResult {
  analysed: number;
  /** Pages that had no row yet and got an inactive one holding their analysis. */
  created: number;
  message: string;
}

/** A row of an imported CSV that cannot be stored as it is. */
export interface SeoImportProblem {
  line: number;
  /** The column by the name the import knows it by ("clicks"), else the file's own heading, else "column 8". */
  column: string;
  /** The whole sentence, naming the line and the column. */
  message: string;
}

/** POST /api/admin/seo/analytics */
export interface SeoImportResult {
  imported: number;
  /** Rows of an earlier import of the same page, day and query that this import replaced. */
  replaced: number;
  skippedRows: number;
  /** A few of the paths skipped because the site has no such page. */
  skippedPaths: string[];
  message: string;
}

/** The 400 answer to an import that stored nothing: the file's problems (the first 50), and the rows it would have skipped. */
export interface SeoImportRefusal extends Pick<SeoImportResult, "skippedRows" | "skippedPaths"> {
  error: string;
  errors: SeoImportProblem[];
}

/** POST /api/admin/seo/publish */
export interface SeoPublishResult {
  published: boolean;
  message: string;
}
