import { and, count, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import { type LeadFilter, type LeadPage, type LeadSummary } from "../../lib/admin/leads";
import { indiaDay } from "../../lib/format";
import { isLeadKind, LEAD_KINDS, type LeadKind } from "../../lib/leads/kinds";
import type { VisitSource } from "../../lib/leads/visit-source";
import { phoneDigits } from "../../lib/phone";
import type { Database } from "../db/client";
import { trapDrops } from "../db/schema";
import { HttpError } from "../http";
import { LEAD_SOURCES as SOURCES, type LeadSource } from "../lead-kinds";

const PREVIEW_LENGTH = 160;

/** Where the inbox left off: the exact timestamp (microseconds, as text), the kind and the id of the last row. */
interface Cursor {
  at: string;
  kind: LeadKind;
  id: number;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.kind, cursor.id])).toString("base64url");
}

export function decodeCursor(value: string): Cursor {
  try {
    const [at, kind, id] = JSON.parse(Buffer.from(value, "base64url").toString()) as [string, LeadKind, number];
    if (typeof at === "string" && /^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(at) && isLeadKind(kind) && Number.isSafeInteger(id)) {
      return { at, kind, id };
    }
  } catch {
    // reported below
  }
  throw new HttpError(400, "This page link is no longer valid: please start again from the newest leads.");
}

/** Days are India's days: "from 2026-11-21" means from midnight in Chennai. */
const istMidnight = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00+05:30`) + plusDays * 86_400_000);

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE of one kind under the filter, or null when the filter rules the kind out altogether. */
export function conditions(kind: LeadKind, filter: LeadFilter): SQL[] | null {
  const source = SOURCES[kind];
  const table = source.table;
  if (filter.kind && filter.kind !== kind) return null;
  if (filter.service && !source.service) return null;
  if (filter.city && !source.city) return null;
  const where: SQL[] = [];
  where.push(eq(table.suspected, filter.suspected === "yes"));
  if (filter.read) where.push(eq(table.isRead, filter.read === "read"));
  if (filter.from) where.push(gte(table.createdAt, istMidnight(filter.from)));
  if (filter.to) where.push(lt(table.createdAt, istMidnight(filter.to, 1)));
  if (filter.service && source.service) where.push(eq(source.service, filter.service));
  if (filter.city && source.city) where.push(ilike(source.city, likePattern(filter.city)));
  if (filter.lang) where.push(eq(table.lang, filter.lang));
  if (filter.q) where.push(search(source, filter.q));
  return where;
}

/**
 * A name or an address is searched as text; a number by its digits, so
 * "98400 11111" finds "+91-98400-11111". Searching only what the query can
 * match keeps a search across 100,000 leads quick without a trigram index.
 */
function search(source: LeadSource, q: string): SQL {
  const digits = phoneDigits(q);
  if (digits.length >= 4 && !/\p{L}|@/u.test(q)) {
    return sql`regexp_replace(${source.phone}, '\\D', '', 'g') like ${likePattern(digits)}`;
  }
  const pattern = likePattern(q);
  return or(ilike(source.name, pattern), ...(source.email ? [ilike(source.email, pattern)] : []), ilike(source.phone, pattern))!;
}

/** Rows after the cursor in (createdAt desc, kind desc, id desc) order, written so each table's index serves it. */
function after(kind: LeadKind, cursor: Cursor): SQL {
  const table = SOURCES[kind].table;
  const at = sql`${cursor.at}::timestamptz`;
  const rank = LEAD_KINDS.indexOf(kind) - LEAD_KINDS.indexOf(cursor.kind);
  if (rank < 0) return sql`${table.createdAt} <= ${at}`;
  if (rank > 0) return sql`${table.createdAt} < ${at}`;
  return sql`(${table.createdAt}, ${table.id}) < (${at}, ${cursor.id})`;
}

/** An inbox row as queried: the summary's columns, with the exact timestamp and the lead's words in full. */
export type InboxRow = Omit<LeadSummary, "createdAt" | "preview"> & { at: string; details: string | null; visitSource: VisitSource | null };

/** One kind's rows under `where`, newest first, read into the inbox's common shape by the kind's entry. */
export async function fetchKind(db: Database, kind: LeadKind, where: SQL[], limit: number): Promise<InboxRow[]> {
  const source = SOURCES[kind];
  const table = source.table;
  const rows = await db
    .select({ ...source.listed, at: sql<string>`to_char(${table.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` })
    .from(table)
    .where(and(...where))
    // Spelled like the indexes (DESC NULLS LAST), or the planner will not walk them.
    .orderBy(sql`${table.createdAt} desc nulls last`, sql`${table.id} desc nulls last`)
    .limit(limit);
  const text = (row: Record<string, unknown>, key: string | null) => (key === null ? null : ((row[key] as string | null) ?? null));
  return rows.map((row: Record<string, unknown>) => ({
    kind,
    id: row.id as number,
    at: row.at as string,
    name: text(row, source.columns.name),
    email: text(row, source.columns.email),
    phone: text(row, source.columns.phone),
    service: text(row, source.columns.service),
    city: text(row, source.columns.city),
    isRead: row.isRead as boolean,
    lang: row.lang as LeadSummary["lang"],
    suspected: row.suspected as boolean,
    visitSource: (row.visitSource as VisitSource | null) ?? null,
    details: source.details(row),
  }));
}

const newestFirst = (a: InboxRow, b: InboxRow) =>
  a.at < b.at ? 1 : a.at > b.at ? -1 : LEAD_KINDS.indexOf(b.kind) - LEAD_KINDS.indexOf(a.kind) || b.id - a.id;

/**
 * One page of the inbox across the four tables, newest first. Each table gives
 * at most `limit` rows after the cursor (an index walk), and the merge keeps the
 * newest `limit`: the cost is the same on page 1 and page 4,000.
 */
export async function leadRows(
  db: Database,
  filter: LeadFilter,
  limit: number,
  cursor?: Cursor,
): Promise<{ rows: InboxRow[]; next: Cursor | null }> {
  const batches = await Promise.all(
    LEAD_KINDS.map((kind) => {
      const where = conditions(kind, filter);
      if (!where) return [];
      if (cursor) where.push(after(kind, cursor));
      return fetchKind(db, kind, where, limit + 1);
    }),
  );
  const merged = batches.flat().sort(newestFirst);
  const rows = merged.slice(0, limit);
  const last = rows.at(-1);
  return { rows, next: merged.length > limit && last ? { at: last.at, kind: last.kind, id: last.id } : null };
}

export function summary(row: InboxRow): LeadSummary {
  const preview = row.details && row.details.length > PREVIEW_LENGTH ? `${row.details.slice(0, PREVIEW_LENGTH - 1)}…` : row.details;
  return {
    kind: row.kind,
    id: row.id,
    createdAt: new Date(row.at).toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    service: row.service,
    city: row.city,
    isRead: row.isRead,
    lang: row.lang,
    suspected: row.suspected,
    preview: preview || null,
  };
}

export async function unreadCounts(db: Database): Promise<Record<LeadKind, number>> {
  const counts = await Promise.all(
    LEAD_KINDS.map(async (kind) => {
      const table = SOURCES[kind].table;
      const [row] = await db
        .select({ n: count() })
        .from(table)
        .where(and(eq(table.isRead, false), eq(table.suspected, false)));
      return [kind, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<LeadKind, number>;
}

/** Suspected leads of every kind, and the posts bot traps dropped today. */
export async function reviewCounts(db: Database, now = new Date()): Promise<LeadPage["review"]> {
  const [suspected, [trapped]] = await Promise.all([
    Promise.all(
      LEAD_KINDS.map(async (kind) => {
        const table = SOURCES[kind].table;
        const [row] = await db.select({ n: count() }).from(table).where(eq(table.suspected, true));
        return row?.n ?? 0;
      }),
    ),
    db
      .select({ n: sql<number>`coalesce(sum(${trapDrops.count}), 0)::int` })
      .from(trapDrops)
      .where(eq(trapDrops.day, indiaDay(now))),
  ]);
  return { suspected: suspected.reduce((sum, n) => sum + n, 0), trappedToday: trapped?.n ?? 0 };
}

export async function leadPage(db: Database, filter: LeadFilter, limit: number, cursor?: string): Promise<LeadPage> {
  const [{ rows, next }, unread, review] = await Promise.all([
    leadRows(db, filter, limit, cursor ? decodeCursor(cursor) : undefined),
    unreadCounts(db),
    reviewCounts(db),
  ]);
  return { items: rows.map(summary), nextCursor: next ? encodeCursor(next) : null, unread, review };
}

/** Walks the whole filtered inbox a page at a time, for the export. */
export async function* allLeads(db: Database, filter: LeadFilter, pageSize = 500): AsyncGenerator<InboxRow> {
  let cursor: Cursor | undefined;
  do {
    const { rows, next } = await leadRows(db, filter, pageSize, cursor);
    yield* rows;
    cursor = next ?? undefined;
  } while (cursor);
}

export function parseLeadRef(kind: string | undefined, id: string | undefined): { kind: LeadKind; id: number } {
  const number = Number(id);
  if (!isLeadKind(kind) || !Number.isSafeInteger(number) || number < 1) {
    throw new HttpError(404, "There is no such lead.");
  }
  return { kind, id: number };
}

export async function markRead(db: Database, kind: LeadKind, id: number, isRead: boolean): Promise<{ isRead: boolean }> {
  const table = SOURCES[kind].table;
  const [row] = await db.update(table).set({ isRead }).where(eq(table.id, id)).returning({ isRead: table.isRead });
  if (!row) throw new HttpError(404, "There is no such lead. It may have been removed.");
  return row;
}
