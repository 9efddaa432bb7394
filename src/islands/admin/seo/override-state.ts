import type { SeoOverrideFields, SeoOverrideInput, SeoPageEntry } from "../../../lib/admin/seo";

export type OverrideState = "active" | "draft" | "none";

const OPTIONAL = [
  "keywords",
  "canonical",
  "ogTitle",
  "ogDescription",
  "ogImage",
  "twitterTitle",
  "twitterDescription",
  "twitterImage",
  "jsonLd",
] as const;

/**
 * An inactive row is a draft when it holds something of staff's own; one that
 * only repeats what the build put in the page (written by the analysis, or
 * left by "Remove override") is no override at all.
 */
export function overrideState(page: SeoPageEntry): OverrideState {
  const row = page.override;
  if (!row) return "none";
  if (row.isActive) return "active";
  const own =
    row.title !== (page.built.title ?? "") ||
    row.description !== (page.built.description ?? "") ||
    row.noindex ||
    row.nofollow ||
    OPTIONAL.some((field) => row[field]);
  return own ? "draft" : "none";
}

export type OverrideForm = Required<{ [K in keyof SeoOverrideInput]: NonNullable<SeoOverrideInput[K]> }>;

/** The editor's starting values: the stored override or draft, else what the build put in the page, to change from. */
export function formValues(page: SeoPageEntry, row: SeoOverrideFields | null = page.override): OverrideForm {
  const state = overrideState({ ...page, override: row });
  const stored = state === "none" ? null : row;
  const text = (value: string | null | undefined) => value ?? "";
  return {
    path: page.path,
    title: text(stored ? stored.title : page.built.title),
    description: text(stored ? stored.description : page.built.description),
    focusKeyword: text(row?.focusKeyword),
    keywords: text(stored?.keywords),
    canonical: text(stored?.canonical),
    ogTitle: text(stored?.ogTitle),
    ogDescription: text(stored?.ogDescription),
    ogImage: text(stored?.ogImage),
    twitterTitle: text(stored?.twitterTitle),
    twitterDescription: text(stored?.twitterDescription),
    twitterImage: text(stored?.twitterImage),
    jsonLd: text(stored?.jsonLd),
    noindex: stored?.noindex ?? false,
    nofollow: stored?.nofollow ?? false,
    // "Save override" applies the override unless staff untick this; a draft stays a draft.
    isActive: state !== "draft",
  };
}
