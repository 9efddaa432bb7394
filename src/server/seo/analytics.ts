import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { SeoAnalyticsSummary, SeoImportResult, SeoQuery } from "../../lib/admin/seo";
import { sitePath } from "../../lib/seo/report";
import type { Database } from "../db/client";
import { seoAnalytics } from "../db/schema";
import { HttpError } from "../http";
import { refreshPositions } from "./keywords";
import { SEARCH_CONSOLE, averagePosition, ensurePageRows } from "./rows";
import type { BuiltSite } from "./site";

export interface SearchConsoleRow {
  line: number;
  /** Midnight UTC of the row's day. */
  date: Date;
  path: string;
  query: string | null;
  clicks: number;
  impressions: number;
  /** A fraction: 0.032 for 3.2 %. */
  ctr: number;
  position: number | null;
}

export interface ParsedCsv {
  rows: SearchConsoleRow[];
  errors: { line: number; message: string }[];
}

type Column = "date" | "page" | "query" | "clicks" | "impressions" | "ctr" | "position";

/** Header names Search Console and the spreadsheets made from its exports use. */
const HEADERS: Record<Column, string[]> = {
  date: ["date", "day"],
  page: ["page", "pages", "top pages", "url", "landing page"],
  query: ["query", "queries", "top queries", "search query", "keyword"],
  clicks: ["clicks", "url clicks"],
  impressions: ["impressions"],
  ctr: ["ctr", "url ctr"],
  position: ["position", "average position", "avg. position"],
};
const REQUIRED: Column[] = ["date", "page", "clicks", "impressions"];
const EXPECTED = "date, page, query, clicks, impressions, ctr, position";
const MAX_ERRORS = 50;
const MAX_QUERY = 500;

/** RFC 4180 records, each with the line it starts on: quoted fields may hold commas, quotes ("") and line breaks. */
export function csvRecords(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  const source = text.replace(/^\uFEFF/, "");
  for (let at = 0; at < source.length; at++) {
    const char = source[at]!;
    if (quoted) {
      if (char === '"' && source[at + 1] === '"') {
        field += '"';
        at++;
      } else if (char === '"') quoted = false;
      else {
        if (char === "\n") line++;
        field += char;
      }
    } else if (char === '"' && field === "") quoted = true;
    else if (char === ",") {
      fields.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[at + 1] === "\n") at++;
      fields.push(field);
      records.push({ line: start, fields });
      fields = [];
      field = "";
      start = ++line;
    } else field += char;
  }
  if (field !== "" || fields.length) {
    fields.push(field);
    records.push({ line: start, fields });
  }
  return records.filter((record) => record.fields.some((value) => value.trim() !== ""));
}

function count(value: string): number | null {
  const text = value.trim().replace(/^(\d{1,3})((?:,\d{3})+)$/, (_whole, head: string, tail: string) => head + tail.replace(/,/g, ""));
  return /^\d+$/.test(text) ? Number(text) : null;
}

function decimal(value: string): number | null {
  const text = value.trim();
  return /^\d+(?:\.\d+)?$|^\.\d+$/.test(text) ? Number(text) : null;
}

/** "3.2%" and 3.2 are percentages; 0.032 is already a fraction. */
function ctrValue(value: string): number | null {
  const text = value.trim();
  const percent = text.endsWith("%");
  const number = decimal(percent ? text.slice(0, -1) : text);
  if (number === null) return null;
  const fraction = percent || number > 1 ? number / 100 : number;
  return fraction <= 1 ? fraction : null;
}

function dayValue(value: string): Date | null {
  const text = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? null : date;
}

function pathValue(value: string): string | null {
  const text = value.trim();
  if (/^\/(?!\/)/.test(text)) return sitePath(text);
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:" ? sitePath(url.pathname) : null;
  } catch {
    return null;
  }
}

/**
 * Reads a Search Console export: a header row naming the columns (any order,
 * any case), then one row per day, page and query. Rows that cannot be read
 * are reported by line; the header must name at least the required columns.
 */
export function parseSearchConsoleCsv(text: string): ParsedCsv {
  const [header, ...records] = csvRecords(text);
  if (!header) throw new HttpError(400, `The file is empty. A Search Console export has the columns ${EXPECTED}.`);
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const index = Object.fromEntries(
    (Object.keys(HEADERS) as Column[]).map((column) => [column, names.findIndex((name) => HEADERS[column].includes(name))]),
  ) as Record<Column, number>;
  const missing = REQUIRED.filter((column) => index[column] === -1);
  if (missing.length) {
    throw new HttpError(
      400,
      `The file has no ${new Intl.ListFormat("en", { type: "disjunction" }).format(missing.map((column) => `“${column}”`))} column. A Search Console export has the columns ${EXPECTED}.`,
    );
  }
  const rows: SearchConsoleRow[] = [];
  const errors: ParsedCsv["errors"] = [];
  for (const { line, fields } of records) {
    const cell = (column: Column) => (index[column] === -1 ? "" : (fields[index[column]] ?? ""));
    const problem = (message: string) => errors.push({ line, message });
    if (fields.length !== header.fields.length) {
      problem(`Line ${line} has ${fields.length} values; the header has ${header.fields.length}.`);
      continue;
    }
    const date = dayValue(cell("date"));
    const path = pathValue(cell("page"));
    const clicks = count(cell("clicks"));
    const impressions = count(cell("impressions"));
    const ctr = cell("ctr").trim() === "" ? (impressions ? (clicks ?? 0) / impressions : 0) : ctrValue(cell("ctr"));
    const position = cell("position").trim() === "" ? null : decimal(cell("position"));
    const query = cell("query").trim();
    if (!date) problem(`Line ${line}: the date “${cell("date")}” is not a day like 2026-01-31.`);
    else if (!path) problem(`Line ${line}: the page “${cell("page")}” is not an address like https://www.example.in/about or /about.`);
    else if (clicks === null) problem(`Line ${line}: clicks “${cell("clicks")}” is not a whole number.`);
    else if (impressions === null) problem(`Line ${line}: impressions “${cell("impressions")}” is not a whole number.`);
    else if (ctr === null) problem(`Line ${line}: the CTR “${cell("ctr")}” is not a rate like 0.032 or 3.2%.`);
    else if (position === null && cell("position").trim() !== "")
      problem(`Line ${line}: the position “${cell("position")}” is not a number.`);
    else if (query.length > MAX_QUERY) problem(`Line ${line}: the query is longer than ${MAX_QUERY} characters.`);
    else rows.push({ line, date, path, query: query || null, clicks, impressions, ctr, position });
  }
  return { rows, errors };
}

const IMPORT_LOCK = 7302;
const INSERT_CHUNK = 500;
const DELETE_CHUNK = 1000;

/**
 * Imports a Search Console export in one transaction. A row replaces an
 * earlier import's row of the same page, day and query, so importing the same
 * file twice changes nothing. Rows for pages the site does not have are
 * skipped and counted; unreadable rows are reported by line.
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
  const reported = errors.slice(0, MAX_ERRORS);
  if (!kept.length) {
    const reasons = [];
    if (errors.length) reasons.push(`${errors.length} row${errors.length === 1 ? "" : "s"} could not be read`);
    if (skippedRows)
      reasons.push(skippedRows === 1 ? "1 is for a page the site does not have" : `${skippedRows} are for pages the site does not have`);
    const why = reasons.join(" and ") || "the file has no rows under its header";
    throw new HttpError(400, `Nothing was imported: ${why}.`, {
      errors: reported,
      skippedRows,
      skippedPaths: [...skippedPaths].slice(0, 10),
    });
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
  if (errors.length) parts.push(`${errors.length} could not be read`);
  return {
    imported: kept.length,
    replaced,
    skippedRows,
    skippedPaths: [...skippedPaths].slice(0, 10),
    errors: reported,
    message: `${parts.join("; ")}.`,
  };
}

const TOP_QUERIES = 5;
const ratio = (clicks: number, impressions: number) => (impressions ? clicks / impressions : 0);

/** Per page (by row id): imported search totals and its best queries. */
export async function analyticsSummaries(db: Database): Promise<Map<number, SeoAnalyticsSummary>> {
  const fromSearchConsole = and(eq(seoAnalytics.source, SEARCH_CONSOLE), isNotNull(seoAnalytics.pageId));
  const totals = await db
    .select({
      pageId: seoAnalytics.pageId,
      clicks: sql<number>`coalesce(sum(${seoAnalytics.clicks}), 0)::int`,
      impressions: sql<number>`coalesce(sum(${seoAnalytics.impressions}), 0)::int`,
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
      clicks: sql<number>`coalesce(sum(${seoAnalytics.clicks}), 0)::int`.as("clicks"),
      impressions: sql<number>`coalesce(sum(${seoAnalytics.impressions}), 0)::int`.as("impressions"),
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
