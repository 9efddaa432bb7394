import { site } from "../../config/site";
import type { JsonLd } from "./jsonld";
import { canonicalUrl } from "./title";

/** An active `seo_pages` row as the build applies it (JSON-LD already parsed). */
export interface PageOverride {
  title: string;
  description: string;
  keywords: string | null;
  canonical: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImage: string | null;
  twitterTitle: string | null;
  twitterDescription: string | null;
  twitterImage: string | null;
  jsonLd: JsonLd[];
  noindex: boolean;
  nofollow: boolean;
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
