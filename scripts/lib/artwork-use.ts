/**
 * On how many built pages each artwork picture appears. A picture counts once
 * per page however many sizes or formats of it the page uses: its optimised
 * variants (`/_astro/<name>.<hash>.<ext>`) and its stable address
 * (`/artwork/<name>.jpg`).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

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
export function artworkPages(dist: string, names: readonly string[]): Map<string, string[]> {
  const known = new Set(names);
  const pages = new Map<string, string[]>();
  for (const file of htmlFiles(dist)) {
    const page = relative(dist, file);
    const onPage = new Set<string>();
    for (const m of readFileSync(file, "utf8").matchAll(REFERENCE)) {
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
