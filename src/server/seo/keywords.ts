import { and, eq, inArray, sql } from "drizzle-orm";
import type { SeoKeyword, SeoKeywordInput } from "../../lib/admin/seo";
import { keywordDensity } from "../../lib/seo/analysis";
import type { SeoReportPage } from "../../lib/seo/report";
import type { Database } from "../db/client";
import { seoAnalytics, seoKeywords, seoPages } from "../db/schema";
import { HttpError } from "../http";
import { SEARCH_CONSOLE, averagePosition, builtPage, ensurePageRows, type Queries } from "./rows";
import type { BuiltSite } from "./site";

/** Built pages are read a few at a time, so a deployed site is not flooded with requests. */
const READ_CONCURRENCY = 6;
/** Separates this lock's keys from any other advisory lock. */
const KEYWORD_LOCK = 7301;
/** The page's built HTML, or null (the keyword is still saved, without a density). */
async function readPage(site: BuiltSite, page: SeoReportPage): Promise<string | null> {
  try {
    return await site.pageHtml(page);
  } catch {
    return null;
  }
}

/** Average search position of a query on a page, from imported analytics. */
async function queryPosition(db: Database, pageId: number, keyword: string): Promise<number | null> {
  const [row] = await db
    .select({
      position: averagePosition,
    })
    .from(seoAnalytics)
    .where(
      and(
        eq(seoAnalytics.pageId, pageId),
        eq(seoAnalytics.source, SEARCH_CONSOLE),
        sql`lower(${seoAnalytics.keyword}) = lower(${keyword})`,
      ),
    );
  return row?.position ?? null;
}

export async function addKeyword(db: Database, site: BuiltSite, input: SeoKeywordInput): Promise<SeoKeyword> {
  const page = builtPage(site, input.path);
  const html = await readPage(site, page);
  const density = html === null ? null : keywordDensity(html, input.keyword);
  const row = await db.transaction(async (tx) => {
    const pageId = (await ensurePageRows(tx, [page])).get(page.path)!;
    // Two quick clicks on "Add" must not store the keyword twice.
    await tx.execute(sql`select pg_advisory_xact_lock(${KEYWORD_LOCK}, ${pageId})`);
    const [duplicate] = await tx
      .select({ id: seoKeywords.id })
      .from(seoKeywords)
      .where(and(eq(seoKeywords.pageId, pageId), sql`lower(${seoKeywords.keyword}) = lower(${input.keyword})`));
    if (duplicate) throw new HttpError(409, `“${input.keyword}” is already a keyword of ${page.path}.`);
    const [saved] = await tx.insert(seoKeywords).values({ pageId, keyword: input.keyword, density }).returning();
    return saved!;
  });
  const position = await queryPosition(db, row.pageId, row.keyword);
  if (position !== null) await db.update(seoKeywords).set({ position }).where(eq(seoKeywords.id, row.id));
  return { id: row.id, keyword: row.keyword, density: row.density, position };
}

export async function removeKeyword(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(seoKeywords).where(eq(seoKeywords.id, id)).returning({ id: seoKeywords.id });
  if (!deleted.length) throw new HttpError(404, "That keyword was already removed.");
}

/** Recomputes the density of every keyword from its page's built HTML; returns how many pages were read. */
export async function refreshDensities(db: Database, site: BuiltSite): Promise<number> {
  const rows = await db
    .select({ id: seoKeywords.id, keyword: seoKeywords.keyword, path: seoPages.pagePath })
    .from(seoKeywords)
    .innerJoin(seoPages, eq(seoPages.id, seoKeywords.pageId));
  const byPath = new Map<string, typeof rows>();
  for (const row of rows) if (site.pages.has(row.path)) byPath.set(row.path, [...(byPath.get(row.path) ?? []), row]);
  const paths = [...byPath.keys()];
  let read = 0;
  for (let at = 0; at < paths.length; at += READ_CONCURRENCY) {
    await Promise.all(
      paths.slice(at, at + READ_CONCURRENCY).map(async (path) => {
        const html = await readPage(site, site.pages.get(path)!);
        if (html === null) return;
        read++;
        for (const { id, keyword } of byPath.get(path)!) {
          await db
            .update(seoKeywords)
            .set({ density: keywordDensity(html, keyword) })
            .where(eq(seoKeywords.id, id));
        }
      }),
    );
  }
  return read;
}

/** After an import: each keyword's position becomes the average position of that query on its page. */
export async function refreshPositions(tx: Queries, pageIds: number[]): Promise<void> {
  if (!pageIds.length) return;
  const averages = await tx
    .select({
      pageId: seoAnalytics.pageId,
      keyword: sql<string>`lower(${seoAnalytics.keyword})`,
      position: averagePosition,
    })
    .from(seoAnalytics)
    .innerJoin(
      seoKeywords,
      and(eq(seoKeywords.pageId, seoAnalytics.pageId), sql`lower(${seoKeywords.keyword}) = lower(${seoAnalytics.keyword})`),
    )
    .where(and(eq(seoAnalytics.source, SEARCH_CONSOLE), inArray(seoAnalytics.pageId, pageIds)))
    .groupBy(seoAnalytics.pageId, sql`lower(${seoAnalytics.keyword})`);
  for (const { pageId, keyword, position } of averages) {
    await tx
      .update(seoKeywords)
      .set({ position })
      .where(and(eq(seoKeywords.pageId, pageId!), sql`lower(${seoKeywords.keyword}) = ${keyword}`));
  }
}
