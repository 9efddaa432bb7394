import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/**
 * The rules that send a built Tamil page's address typed with a trailing slash (/ta/, /ta/contact/) to the page
 * itself, one line of Netlify's `_redirects` each. Netlify already does this for English pages; under /ta/ the
 * not-found rule of netlify.toml (`/ta/*`, status 404) would answer first, since `_redirects` rules come before it.
 * A rule does not shadow its own page: Netlify serves a file that exists at the address before a rule that is not
 * forced, so only the address with the slash is redirected.
 */
export function trailingSlashRedirects(pathnames: readonly string[]): string {
  const tamil = pathnames
    .map((pathname) => `/${pathname.replace(/^\/+|\/+$/g, "")}`)
    .filter((path) => /^\/ta(?:\/|$)/.test(path) && path !== "/ta/404")
    .sort();
  return tamil.map((path) => `${path}/  ${path}  301`).join("\n") + "\n";
}

/** Writes `dist/_redirects` with the trailing-slash rules of every Tamil page the build made. */
export function tamilTrailingSlash(): AstroIntegration {
  return {
    name: "site:tamil-trailing-slash",
    hooks: {
      "astro:build:done": async ({ dir, pages }) => {
        await writeFile(join(fileURLToPath(dir), "_redirects"), trailingSlashRedirects(pages.map((page) => page.pathname)));
      },
    },
  };
}
