import { site } from "../../config/site";
import { TITLE_LENGTH } from "./limits";

const SEPARATOR = " | ";

/**
 * The document title: "Page | Brand" when that fits in a search result, else
 * the page's own title alone (its words matter more than the brand, which
 * search results show anyway); never the brand twice. The home page is the
 * brand and its tagline.
 */
export function pageTitle(title: string | undefined, brand: string = site.brand, tagline: string = site.tagline): string {
  if (!title) return `${brand}${SEPARATOR}${tagline}`;
  const branded = `${title}${SEPARATOR}${brand}`;
  return title.includes(brand) || branded.length > TITLE_LENGTH.max ? title : branded;
}

export function canonicalUrl(path: string, base: string = site.url): string {
  const url = new URL(path, base);
  url.hash = "";
  url.search = "";
  // Static builds may report a page by its file name (/index.html, /about.html).
  url.pathname = url.pathname.replace(/(?:\/index)?\.html$/, "").replace(/\/$/, "") || "/";
  return url.pathname === "/" ? `${url.origin}/` : url.href;
}
