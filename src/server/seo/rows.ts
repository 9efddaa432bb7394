import { inArray, sql } from "drizzle-orm";
import { sitePath, type SeoReportPage } from "../../lib/seo/report";
import type { Database } from "../db/client";
import { seoAnalytics, seoPages } from "../db/schema";
import { HttpError } from "../http";
import type { BuiltSite } from "./site";

/** The database or a transaction on it. */
export type Queries = Pick<Database, "insert" | "select" | "update" | "delete" | "execute">;

/** `seo_analytics.source` of rows imported from a Search Console export. */
export const SEARCH_CONSOLE = "search-console";

/** Average search position weighted by impressions (as Search Console computes it); the plain average when nothing had impressions. */
export const averagePosition = sql<
  number | null
>`coalesce(sum(${seoAnalytics.position} * ${seoAnalytics.impressions}) / nullif(sum(${seoAnalytics.impressions}), 0), avg(${seoAnalytics.position}))::float8`;

const CHUNK = 200;

/** The page of the last build at `path`, or a plain 404. */
export function builtPage(site: BuiltSite, path: string): SeoReportPage {
  const page = site.pages.get(sitePath(path));
  if (!page) throw new HttpError(404, `The site has no page at ${path} (as of the last build).`);
  return page;
}

/**
 * A row that holds no override, only what the build put in the page, so that
 * keywords and analytics have a page to belong to. Never applied by the build.
 */
export const inactiveRow = (page: SeoReportPage) => ({
  pagePath: page.path,
  title: page.title ?? "",
  description: page.description ?? "",
  isActive: false,
});

/** The ids of the pages' rows, creating inactive ones where a page has none yet. */
export async function ensurePageRows(tx: Queries, pages: readonly SeoReportPage[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let at = 0; at < pages.length; at += CHUNK) {
    const chunk = pages.slice(at, at + CHUNK);
    await tx.insert(seoPages).values(chunk.map(inactiveRow)).onConflictDoNothing({ target: seoPages.pagePath });
    const rows = await tx
      .select({ id: seoPages.id, pagePath: seoPages.pagePath })
      .from(seoPages)
      .where(
        inArray(
          seoPages.pagePath,
          chunk.map((page) => page.path),
        ),
      );
    for (const row of rows) ids.set(row.pagePath, row.id);
  }
  return ids;
}
