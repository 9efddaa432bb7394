import { z } from "zod";
import { site } from "../../config/site";
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from "./limits";

const SEPARATOR = " | ";

/**
 * The document title: "Page | Brand" when that fits in a search result, else
 * the page's own title alone (its words matter more than the brand, which
 * search results show anyway); never the brand twice. The home page is the
 * brand and its tagline.
 */
export function pageTitle(title: string | undefined, brand: string = site.brand): string {
  if (!title) return `${brand}${SEPARATOR}${site.tagline}`;
  const branded = `${title}${SEPARATOR}${brand}`;
  return title.includes(brand) || branded.length > TITLE_LENGTH.max ? title : branded;
}

/**
 * The search-result title and description every page-like content entry
 * carries, held to the limits the SEO report checks: the title the page gets
 * from `metaTitle` must fit, and the brand is left to `pageTitle`.
 */
export const contentSeoFields = z.object({
  metaTitle: z
    .string()
    .trim()
    .max(TITLE_LENGTH.max, `At most ${TITLE_LENGTH.max} characters: search results cut longer titles`)
    .refine((title) => !title.includes(site.brand), `Leave out “${site.brand}”: the page title adds it when there is room`)
    .refine(
      (title) => pageTitle(title).length >= TITLE_LENGTH.min,
      `Too short: with the brand the title should be at least ${TITLE_LENGTH.min} characters`,
    ),
  metaDescription: z
    .string()
    .trim()
    .min(DESCRIPTION_LENGTH.min, `At least ${DESCRIPTION_LENGTH.min} characters: say what the page offers and where`)
    .max(DESCRIPTION_LENGTH.max, `At most ${DESCRIPTION_LENGTH.max} characters: search results cut longer descriptions`),
});

export function canonicalUrl(path: string, base: string = site.url): string {
  const url = new URL(path, base);
  url.hash = "";
  url.search = "";
  // Static builds may report a page by its file name (/index.html, /about.html).
  url.pathname = url.pathname.replace(/(?:\/index)?\.html$/, "").replace(/\/$/, "") || "/";
  return url.pathname === "/" ? `${url.origin}/` : url.href;
}
