import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/**
 * Astro writes the rule that makes its island wrappers invisible to layout as a `<style>` beside the first island,
 * inside `<body>`, where HTML does not allow one (`npm run check:html`). The same rule is in the page's own stylesheet,
 * in `<head>` (`src/styles/global.css`), so the build takes Astro's copy out of every page.
 */
export const ASTRO_ISLAND_STYLE = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

export function islandStyles(): AstroIntegration {
  return {
    name: "site:island-styles",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        const root = fileURLToPath(dir);
        const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith(".html"));
        await Promise.all(
          files.map(async (file) => {
            const path = join(root, file);
            const html = await readFile(path, "utf8");
            if (html.includes(ASTRO_ISLAND_STYLE)) await writeFile(path, html.replace(ASTRO_ISLAND_STYLE, ""));
          }),
        );
      },
    },
  };
}
