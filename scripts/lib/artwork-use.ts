/**
 * On how many built pages each artwork picture appears. A picture counts once
 * per page however many sizes or formats of it the page uses: its optimised
 * variants (`/_astro/<name>.<hash>.<ext>`) and its stable address
 * (`/artwork/<name>.jpg`). A page and its Tamil edition are one page in two
 * languages, with the same pictures: they count once.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { basePath } from "../../src/i18n/locales";

/** Past this many pages a picture starts to look like the only one the studio has. */
export const MAX_PAGES_PER_PICTURE = 10;

export function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : path.endsWith(".html") ? [path] : [];
  });
}

const REFERENCE = /\/(?:_astro\/([a-z0-9-]+)\.[\w-]+|artwork\/([a-z0-9-]+))\.(?:jpe?g|webp|avif|png)\b/g;

/** For each picture name in `names`, the pages (paths relative to `dist`) it appears on. */
export function artworkPages(
  dist: string,
  names: readonly string[],
  read: (page: string) => string = (page) => readFileSync(join(dist, page), "utf8"),
): Map<string, string[]> {
  const known = new Set(names);
  const pages = new Map<string, string[]>();
  const counted = new Set<string>();
  // English pages first, so a picture's list names the English edition.
  const files = htmlFiles(dist).map((file) => relative(dist, file));
  const english = (page: string) => basePath(`/${page}`) === `/${page.replace(/(?:\/?index)?\.html$/, "")}`;
  for (const page of [...files.filter(english), ...files.filter((page) => !english(page))]) {
    const address = basePath(`/${page}`);
    if (counted.has(address)) continue;
    counted.add(address);
    const onPage = new Set<string>();
    for (const m of read(page).matchAll(REFERENCE)) {
      const name = m[1] ?? m[2]!;
      if (known.has(name)) onPage.add(name);
    }
    for (const name of onPage) pages.set(name, [...(pages.get(name) ?? []), page]);
  }
  return pages;
}

/** The pictures on more than `max` pages, most used first. */
export function overused(pages: Map<string, string[]>, max = MAX_PAGES_PER_PICTURE): { name: string; pages: string[] }[] {
  return [...pages]
    .filter(([, list]) => list.length > max)
    .map(([name, list]) => ({ name, pages: list }))
    .sort((a, b) => b.pages.length - a.pages.length);
}
