/**
 * The fields of a page's SEO override: what staff set at /admin/seo and the
 * build applies. This is their one definition: the `seo_pages` columns, the
 * admin form's schema, the build's head tags and the editor are made from it.
 * It imports nothing, so browser code can use it without the database layer.
 *
 * - `text`: required text (the whole document title, the meta description).
 * - `optional`: text where blank means "the page's own"; `address` is one
 *   that must be an https:// address or a path on the site; `json-ld` one that
 *   must be JSON-LD.
 * - `flag`: on or off, with its default.
 * - `applied: false`: kept with the page's row but never put in the page (the
 *   focus keyword the analysis checks; the switch that applies the rest).
 */
export const SEO_OVERRIDE_FIELDS = {
  title: { kind: "text", label: "Title", max: 200 },
  description: { kind: "text", label: "Description", max: 500 },
  keywords: { kind: "optional", label: "Meta keywords", max: 500 },
  canonical: { kind: "address", label: "Canonical URL" },
  focusKeyword: { kind: "optional", label: "Focus keyword", max: 100, applied: false },
  ogTitle: { kind: "optional", label: "Open Graph headline", max: 200 },
  ogDescription: { kind: "optional", label: "Open Graph description", max: 500 },
  ogImage: { kind: "address", label: "Open Graph image" },
  twitterTitle: { kind: "optional", label: "X (Twitter) headline", max: 200 },
  twitterDescription: { kind: "optional", label: "X (Twitter) description", max: 500 },
  twitterImage: { kind: "address", label: "X (Twitter) image" },
  jsonLd: { kind: "json-ld", label: "JSON-LD" },
  noindex: { kind: "flag", default: false },
  nofollow: { kind: "flag", default: false },
  isActive: { kind: "flag", default: true, applied: false },
} as const;

type Fields = typeof SEO_OVERRIDE_FIELDS;
export type SeoOverrideField = keyof Fields;
export type FieldKind = Fields[SeoOverrideField]["kind"];
type OptionalKind = "optional" | "address" | "json-ld";

/** The fields whose definition matches `Shape`. */
type FieldsWhere<Shape> = { [K in SeoOverrideField]: Fields[K] extends Shape ? K : never }[SeoOverrideField];
export type OptionalField = FieldsWhere<{ kind: OptionalKind }>;
export type FlagField = FieldsWhere<{ kind: "flag" }>;
export type AppliedField = Exclude<SeoOverrideField, FieldsWhere<{ applied: false }>>;

export const SEO_OVERRIDE_NAMES = Object.keys(SEO_OVERRIDE_FIELDS) as SeoOverrideField[];

export const isOptional = (name: SeoOverrideField): name is OptionalField => !["text", "flag"].includes(SEO_OVERRIDE_FIELDS[name].kind);
export const isFlag = (name: SeoOverrideField): name is FlagField => SEO_OVERRIDE_FIELDS[name].kind === "flag";
export const isApplied = (name: SeoOverrideField): name is AppliedField => !("applied" in SEO_OVERRIDE_FIELDS[name]);

export const OPTIONAL_FIELDS = SEO_OVERRIDE_NAMES.filter(isOptional);
export const FLAG_FIELDS = SEO_OVERRIDE_NAMES.filter(isFlag);
/** What the build puts in the page. */
export const APPLIED_FIELDS = SEO_OVERRIDE_NAMES.filter(isApplied);

/** Every optional field unset and every flag off: a row that overrides nothing. */
export const UNSET_OVERRIDE = Object.fromEntries([
  ...OPTIONAL_FIELDS.map((name) => [name, null]),
  ...FLAG_FIELDS.map((name) => [name, false]),
]) as { [K in OptionalField]: null } & { [K in FlagField]: false };
