import { site } from "../../config/site";

/** "Page | Brand"; the home page is the brand and its tagline. */
export function pageTitle(title: string | undefined, brand: string = site.brand): string {
  return title ? `${title} | ${brand}` : `${brand} | ${site.tagline}`;
}

export function canonicalUrl(path: string, base: string = site.url): string {
  const url = new URL(path, base);
  url.hash = "";
  url.search = "";
  // Static builds may report a page by its file name (/index.html, /about.html).
  url.pathname = url.pathname.replace(/(?:\/index)?\.html$/, "").replace(/\/$/, "") || "/";
  return url.pathname === "/" ? `${url.origin}/` : url.href;
}
