import { eq } from "drizzle-orm";
import { pageOverride, type PageOverride } from "../../lib/seo/head";
import type { JsonLd } from "../../lib/seo/jsonld";
import { sitePath } from "../../lib/seo/report";
import { closeDb, getDb, type Database } from "../db/client";
import { seoPages } from "../db/schema";

/**
 * A row's extra JSON-LD. The admin screens refuse invalid JSON-LD, so a bad
 * value can only come from editing the table by hand: it is left out with a
 * warning rather than failing the build, so one optional block of structured
 * data never stops the whole site from deploying.
 */
function parseJsonLd(path: string, text: string | null): JsonLd[] {
  if (!text?.trim()) return [];
  try {
    const value: unknown = JSON.parse(text);
    const items = Array.isArray(value) ? value : [value];
    if (items.every((item) => typeof item === "object" && item !== null && !Array.isArray(item))) return items as JsonLd[];
    console.warn(`SEO override for ${path}: its JSON-LD is not an object or a list of objects, so it was left out.`);
  } catch (error) {
    console.warn(`SEO override for ${path}: its JSON-LD is not valid JSON (${(error as Error).message}), so it was left out.`);
  }
  return [];
}

/** The active overrides, by the page's canonical path ("/", "/about"). Inactive rows (drafts, analysis) are never applied. */
export async function readOverrides(db: Database): Promise<Map<string, PageOverride>> {
  const rows = await db.select().from(seoPages).where(eq(seoPages.isActive, true));
  return new Map(
    rows.map((row) => {
      const path = sitePath(row.pagePath);
      return [path, pageOverride(row, parseJsonLd(path, row.jsonLd))];
    }),
  );
}

const forBuild = new Map<string, Promise<Map<string, PageOverride>>>();

/**
 * For `astro build`: every active override, read once for all pages, and
 * only when DATABASE_URL is set (builds without one, like CI's, never touch a
 * database). The connection is closed straight away, since an open pool would
 * keep the build process alive. A database that cannot be read fails the
 * build: the live site keeps its last deploy instead of losing every override.
 */
export function buildOverrides(url: string | undefined = process.env.DATABASE_URL || undefined): Promise<Map<string, PageOverride>> {
  if (!url) return Promise.resolve(new Map());
  let overrides = forBuild.get(url);
  if (!overrides) {
    overrides = (async () => {
      try {
        return await readOverrides(await getDb(url));
      } catch (error) {
        throw new Error(`Could not read the SEO overrides from DATABASE_URL: ${(error as Error).message}`, { cause: error });
      } finally {
        await closeDb(url);
      }
    })();
    forBuild.set(url, overrides);
  }
  return overrides;
}

/** For `astro dev`: read on every page view, on the connection the dev server's functions share (so never closed). */
export async function liveOverrides(url: string | undefined = process.env.DATABASE_URL || undefined): Promise<Map<string, PageOverride>> {
  return url ? readOverrides(await getDb(url)) : new Map();
}
