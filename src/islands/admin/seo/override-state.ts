import type { SeoOverrideFields, SeoOverrideInput, SeoPageEntry } from "../../../lib/admin/seo";
import { APPLIED_FIELDS, SEO_OVERRIDE_FIELDS, SEO_OVERRIDE_NAMES, isFlag } from "../../../lib/seo/override-fields";

export type OverrideState = "active" | "draft" | "none";

/** What an override can put in the page besides its title and description: its optional text and its flags. */
const EXTRAS = APPLIED_FIELDS.filter((name) => SEO_OVERRIDE_FIELDS[name].kind !== "text");

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
    row.title !== (page.built.title ?? "") || row.description !== (page.built.description ?? "") || EXTRAS.some((field) => row[field]);
  return own ? "draft" : "none";
}

export type OverrideForm = Required<{ [K in keyof SeoOverrideInput]: NonNullable<SeoOverrideInput[K]> }>;

/** The editor's starting values: the stored override or draft, else what the build put in the page, to change from. */
export function formValues(page: SeoPageEntry, row: SeoOverrideFields | null = page.override): OverrideForm {
  const state = overrideState({ ...page, override: row });
  const stored = state === "none" ? null : row;
  const text = (value: string | null | undefined) => value ?? "";
  const values = SEO_OVERRIDE_NAMES.map((name) => [name, stored?.[name] ?? (isFlag(name) ? false : "")]);
  return {
    ...(Object.fromEntries(values) as Omit<OverrideForm, "path">),
    path: page.path,
    title: text(stored ? stored.title : page.built.title),
    description: text(stored ? stored.description : page.built.description),
    // The focus keyword belongs to the page: it shows even when the row overrides nothing.
    focusKeyword: text(row?.focusKeyword),
    // "Save override" applies the override unless staff untick this; a draft stays a draft.
    isActive: state !== "draft",
  };
}
