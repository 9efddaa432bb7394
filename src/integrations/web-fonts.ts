import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import subsetFont from "subset-font";
import { spansText } from "../lib/unicode-range";
import { GENERATED_FONTS_DIR, WEB_FACES, WEIGHTS, type WebFace } from "../lib/web-fonts";

/** One face cut to its letters and to the site's weights, as WOFF2. */
export async function cutFace(face: WebFace, resolveFrom: string): Promise<Uint8Array> {
  const source = await readFile(createRequire(resolveFrom).resolve(face.source));
  return subsetFont(source, spansText(face.spans), { targetFormat: "woff2", variationAxes: { wght: WEIGHTS } });
}

/**
 * Writes the cut faces before Vite starts, so the layout's imports of them resolve in `astro build` and `astro dev`
 * alike. A file whose bytes are unchanged is left alone, so a dev server does not reload for it; a changed one is
 * replaced in one step, so a build running beside (the editor's preview build) never reads half a font.
 */
export function webFonts(): AstroIntegration {
  return {
    name: "site:web-fonts",
    hooks: {
      "astro:config:setup": async ({ config }) => {
        const root = fileURLToPath(config.root);
        const dir = join(root, GENERATED_FONTS_DIR);
        await mkdir(dir, { recursive: true });
        await Promise.all(
          WEB_FACES.map(async (face) => {
            const target = join(dir, face.file);
            const bytes = await cutFace(face, join(root, "package.json"));
            const current = await readFile(target).catch(() => undefined);
            if (current?.equals(bytes)) return;
            const temporary = `${target}.${process.pid}.tmp`;
            await writeFile(temporary, bytes);
            await rename(temporary, target);
          }),
        );
      },
    },
  };
}
