import { cp, mkdir, mkdtemp, readdir, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const root = resolve(import.meta.dirname, "../..");
export const astroBin = join(root, "node_modules/astro/bin/astro.mjs");

/** Vite's dependency bundles and its config's temporary files: each copy writes its own. */
const VITE_OWN = new Set([".vite", ".vite-production", ".vite-temp"]);

export interface SiteCopy {
  dir: string;
  remove: () => Promise<void>;
}

/**
 * A throwaway copy of the site whose content a test may change: `content/` is copied, so the real one is never
 * touched. `astro dev` and `astro build` compile the source where it really lives, so a test that runs them copies
 * the source too (`source: true`); `astro sync` only needs it linked. Dependencies are linked one by one (the image
 * cache in `node_modules/.astro` included, which keeps builds of the copy fast), all but Vite's own folders: a copy
 * bundles the dependencies for its own config, which in the working tree's folders would replace those a dev server of
 * the tree is serving beside it (its React islands then failed: "_jsxDEV is not a function").
 */
export async function copySite({ source = false }: { source?: boolean } = {}): Promise<SiteCopy> {
  const dir = await mkdtemp(join(tmpdir(), "site-copy-"));
  // What netlify dev bundles into its function folders is copied too: it gets a linked file's path wrong, and once
  // copied a linked package.json onto itself, which emptied the real one.
  const copied = [
    "content",
    "functions",
    "drizzle",
    "package.json",
    "tsconfig.json",
    "netlify.toml",
    ...(source ? ["src", "public", "astro.config.mjs"] : []),
  ];
  const linked = ["scripts", ...(source ? [] : ["src", "public", "astro.config.mjs"])];
  for (const entry of copied) await cp(join(root, entry), join(dir, entry), { recursive: true });
  for (const entry of linked) await symlink(join(root, entry), join(dir, entry));
  await mkdir(join(dir, "node_modules"));
  for (const entry of await readdir(join(root, "node_modules")))
    if (!VITE_OWN.has(entry)) await symlink(join(root, "node_modules", entry), join(dir, "node_modules", entry));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
