import { cp, mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const root = resolve(import.meta.dirname, "../..");
export const astroBin = join(root, "node_modules/astro/bin/astro.mjs");

export interface SiteCopy {
  dir: string;
  remove: () => Promise<void>;
}

/**
 * A throwaway copy of the site whose content a test may change: `content/` is copied, so the real one is never
 * touched. `astro dev` and `astro build` compile the source where it really lives, so a test that runs them copies
 * the source too (`source: true`); `astro sync` only needs it linked. Dependencies are always linked (their build
 * caches included, which keeps builds of the copy fast).
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
  const linked = ["node_modules", "scripts", ...(source ? [] : ["src", "public", "astro.config.mjs"])];
  for (const entry of copied) await cp(join(root, entry), join(dir, entry), { recursive: true });
  for (const entry of linked) await symlink(join(root, entry), join(dir, entry));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
