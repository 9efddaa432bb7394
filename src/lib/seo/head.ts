import { site } from "../../config/site";
import type { SeoOverrideFields } from "../admin/seo";
import type { JsonLd } from "./jsonld";
import { APPLIED_FIELDS, isOptional, type AppliedField } from "./override-fields";
import { canonicalUrl } from "./title";

/** An active override as the build applies it: the fields it puts in the page, JSON-LD parsed. */
export type PageOverride = Omit<Pick<SeoOverrideFields, AppliedField>, "jsonLd"> & { jsonLd: JsonLd[] };

/** The fields of a stored override that the build applies, blank text counting as unset. */
export function pageOverride(fields: Pick<SeoOverrideFields, AppliedField>, jsonLd: JsonLd[]): PageOverride {
  const applied = APPLIED_FIELDS.map((name) => [name, isOptional(name) ? fields[name] || null : fields[name]]);
  return { ...(Object.fromEntries(applied) as Pick<SeoOverrideFields, AppliedField>), jsonLd };
}

/** What the page itself asks for, before any override. */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  image: string;
  noindex: boolean;
}

export interface HeadTags {
  title: string;
  description: string;
  canonical: string;
  keywords: string | null;
  robots: string | null;
  og: { title: string; description: string; image: string };
  twitter: { title: string; description: string; image: string };
  /** Structured data the override adds to the page's own. */
  jsonLd: JsonLd[];
}

const absolute = (value: string) => new URL(value, site.url).href;

/**
 * The page's head tags with its override applied: the override's title is
 * the whole document title, and the social cards follow the override's title
 * and description unless it sets their own. An override can add noindex or
 * nofollow, never lift a page's own noindex.
 */
export function headTags(page: PageHead, override?: PageOverride): HeadTags {
  const title = override?.title ?? page.title;
  const description = override?.description ?? page.description;
  const noindex = page.noindex || Boolean(override?.noindex);
  const nofollow = page.noindex || Boolean(override?.nofollow);
  const robots = [noindex && "noindex", nofollow && "nofollow"].filter(Boolean).join(", ") || null;
  const canonical = override?.canonical
    ? override.canonical.startsWith("/")
      ? canonicalUrl(override.canonical)
      : override.canonical
    : page.canonical;
  return {
    title,
    description,
    canonical,
    keywords: override?.keywords ?? null,
    robots,
    og: {
      title: override?.ogTitle ?? title,
      description: override?.ogDescription ?? description,
      image: override?.ogImage ? absolute(override.ogImage) : page.image,
    },
    twitter: {
      title: override?.twitterTitle ?? title,
      description: override?.twitterDescription ?? description,
      image: override?.twitterImage ? absolute(override.twitterImage) : page.image,
    },
    jsonLd: override?.jsonLd ?? [],
  };
}
