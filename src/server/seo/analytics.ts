import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { SeoAnalyticsSummary, SeoImportResult, SeoQuery } from "../../lib/admin/seo";
import type { Database } from "../db/client";
import { seoAnalytics } from "../db/schema";
import { HttpError } from "../http";
import { refreshPositions } from "./keywords";
import { SEARCH_CONSOLE, averagePosition, ensurePageRows } from "./rows";
import { parseSearchConsoleCsv, type SearchConsoleRow } from "./search-console";
import type { BuiltSite } from "./site";

/** The refusal lists this many of the file's problems; the count says how many there are in all. */
const MAX_ERRORS = 50;
const IMPORT_LOCK = 7302;
const INSERT_CHUNK = 500;
const DELETE_CHUNK = 1000;

/**
 * Imports a Search Console export in one transaction, or nothing of it: a
 * file with a row that cannot be stored as it is is refused whole, naming
 * each such row's line and column. A row replaces an earlier import's row of
 * the same page, day and query, so importing the same file twice changes
 * nothing. Rows for pages the site does not have are skipped and counted.
 */
export async function importSearchConsole(db: Database, site: BuiltSite, csv: string): Promise<SeoImportResult> {
  const { rows, errors } = parseSearchConsoleCsv(csv);
  const skippedPaths = new Set<string>();
  const latest = new Map<string, SearchConsoleRow>();
  let skippedRows = 0;
  for (const row of rows) {
    if (!site.pages.has(row.path)) {
      skippedRows++;
      skippedPaths.add(row.path);
      continue;
    }
    // The last of repeated rows wins, as a re-import would.
    latest.set(`${row.path}\n${row.date.toISOString()}\n${row.query ?? ""}`, row);
  }
  const kept = [...latest.values()];
  const skipped = { skippedRows, skippedPaths: [...skippedPaths].slice(0, 10) };
  if (errors.length) {
    const others = errors.length - 1;
    throw new HttpError(
      400,
      `Nothing was imported: ${errors[0]!.message}${others ? ` ${others} more line${others === 1 ? "" : "s"} cannot be read either.` : ""} Correct the file and import it again.`,
      { errors: errors.slice(0, MAX_ERRORS), ...skipped },
    );
  }
  if (!kept.length) {
    const why = skippedRows
      ? skippedRows === 1
        ? "its 1 row is for a page the site does not have"
        : `its ${skippedRows} rows are for pages the site does not have`
      : "the file has no rows under its header";
    throw new HttpError(400, `Nothing was imported: ${why}.`, { errors: [], ...skipped });
  }

  const replaced = await db.transaction(async (tx) => {
    // Two imports at once (a double click) must not both delete, then both insert.
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const pageIds = await ensurePageRows(
      tx,
      [...new Set(kept.map((row) => row.path))].map((path) => site.pages.get(path)!),
    );
    let removed = 0;
    for (let at = 0; at < kept.length; at += DELETE_CHUNK) {
      const keys = kept
        .slice(at, at + DELETE_CHUNK)
        .map((row) => sql`(${pageIds.get(row.path)!}::int, ${row.date.toISOString()}::timestamptz, ${row.query ?? ""}::text)`);
      const deleted = await tx
        .delete(seoAnalytics)
        .where(
          and(
            eq(seoAnalytics.source, SEARCH_CONSOLE),
            sql`(${seoAnalytics.pageId}, ${seoAnalytics.date}, coalesce(${seoAnalytics.keyword}, '')) in (values ${sql.join(keys, sql`, `)})`,
          ),
        )
        .returning({ id: seoAnalytics.id });
      removed += deleted.length;
    }
    for (let at = 0; at < kept.length; at += INSERT_CHUNK) {
      await tx.insert(seoAnalytics).values(
        kept.slice(at, at + INSERT_CHUNK).map((row) => ({
          pageId: pageIds.get(row.path)!,
          metricType: "search",
          metricValue: row.clicks,
          date: row.date,
          source: SEARCH_CONSOLE,
          keyword: row.query,
          position: row.position,
          clicks: row.clicks,
          impressions: row.impressions,
          ctr: row.ctr,
        })),
      );
    }
    await refreshPositions(tx, [...new Set(pageIds.values())]);
    return removed;
  });

  const parts = [`Imported ${kept.length} row${kept.length === 1 ? "" : "s"}`];
  if (replaced) parts.push(`${replaced} of them replaced rows of an earlier import`);
  if (skippedRows) parts.push(`${skippedRows} skipped because the site has no such page`);
  return { imported: kept.length, replaced, ...skipped, message: `${parts.join("; ")}.` };
}

const TOP_QUERIES = 5;
const ratio = (clicks: number, impressions: number) => (impressions ? clicks / impressions : 0);

/** Per page (by row id): imported search totals and its best queries. Sums are float8: many days' clicks can pass the integer range. */
export async function analyticsSummaries(db: Database): Promise<Map<number, SeoAnalyticsSummary>> {
  const fromSearchConsole = and(eq(seoAnalytics.source, SEARCH_CONSOLE), isNotNull(seoAnalytics.pageId));
  const totals = await db
    .select({
      pageId: seoAnalytics.pageId,
      clicks: sql<number>`coalesce(sum(${seoAnalytics.clicks}), 0)::float8`,
      impressions: sql<number>`coalesce(sum(${seoAnalytics.impressions}), 0)::float8`,
      position: averagePosition,
      from: sql<string>`to_char(min(${seoAnalytics.date}) at time zone 'UTC', 'YYYY-MM-DD')`,
      to: sql<string>`to_char(max(${seoAnalytics.date}) at time zone 'UTC', 'YYYY-MM-DD')`,
    })
    .from(seoAnalytics)
    .where(fromSearchConsole)
    .groupBy(seoAnalytics.pageId);
  const ranked = db
    .select({
      pageId: seoAnalytics.pageId,
      query: sql<string>`${seoAnalytics.keyword}`.as("query"),
      clicks: sql<number>`coalesce(sum(${seoAnalytics.clicks}), 0)::float8`.as("clicks"),
      impressions: sql<number>`coalesce(sum(${seoAnalytics.impressions}), 0)::float8`.as("impressions"),
      position: sql<number | null>`${averagePosition}`.as("position"),
      rank: sql<number>`row_number() over (partition by ${seoAnalytics.pageId} order by sum(${seoAnalytics.clicks}) desc, sum(${seoAnalytics.impressions}) desc, ${seoAnalytics.keyword})`.as(
        "rank",
      ),
    })
    .from(seoAnalytics)
    .where(and(fromSearchConsole, isNotNull(seoAnalytics.keyword)))
    .groupBy(seoAnalytics.pageId, seoAnalytics.keyword)
    .as("ranked");
  const top = await db.select().from(ranked).where(lte(ranked.rank, TOP_QUERIES)).orderBy(ranked.pageId, ranked.rank);

  const queries = new Map<number, SeoQuery[]>();
  for (const { pageId, query, clicks, impressions, position } of top) {
    queries.set(pageId!, [...(queries.get(pageId!) ?? []), { query, clicks, impressions, ctr: ratio(clicks, impressions), position }]);
  }
  return new Map(
    totals.map(({ pageId, clicks, impressions, position, from, to }) => [
      pageId!,
      { clicks, impressions, ctr: ratio(clicks, impressions), position, from, to, topQueries: queries.get(pageId!) ?? [] },
    ]),
  );
}
