import { and, count, eq, gte, ilike, lt, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import {
  LEAD_KINDS,
  LEAD_LANGUAGE_LABELS,
  storedChatMessageSchema,
  storedConversationSchema,
  type LeadDetail,
  type LeadFilter,
  type LeadKind,
  type LeadPage,
  type LeadSummary,
} from "../../lib/admin/leads";
import { booking } from "../../config/booking";
import { isUnreadable, readStored } from "../../lib/admin/stored";
import { indiaDay } from "../../lib/format";
import { phoneDigits } from "../../lib/phone";
import { serviceLabel } from "../../lib/forms/service-options";
import { rateCard } from "../../lib/pricing/card";
import { estimate } from "../../lib/pricing/estimate";
import { storedEstimateInput } from "../../lib/pricing/stored";
import type { Database } from "../db/client";
import { bookings, chatConversations, consultations, contacts, priceEstimator, trapDrops } from "../db/schema";
import { HttpError } from "../http";

type LeadTable = typeof consultations | typeof priceEstimator | typeof contacts | typeof chatConversations | typeof bookings;

/** How each table maps onto the inbox's common columns; null where a kind does not record something. */
interface Source {
  table: LeadTable;
  name: AnyColumn;
  email: AnyColumn | null;
  phone: AnyColumn;
  service: AnyColumn | null;
  city: AnyColumn | null;
  /** The lead's own words or choices, in full (the list shortens it). */
  details: SQL<string | null>;
}

const SOURCES: Record<LeadKind, Source> = {
  consultation: {
    table: consultations,
    name: consultations.fullName,
    email: consultations.email,
    phone: consultations.phone,
    service: consultations.service,
    city: null,
    details: sql<string | null>`${consultations.message}`,
  },
  estimate: {
    table: priceEstimator,
    name: priceEstimator.name,
    email: priceEstimator.email,
    phone: priceEstimator.phone,
    service: null,
    city: priceEstimator.city,
    details: sql<
      string | null
    >`concat_ws(' · ', ${priceEstimator.bhkType}, ${priceEstimator.package}, array_to_string(${priceEstimator.rooms}, ', '))`,
  },
  contact: {
    table: contacts,
    name: contacts.name,
    email: contacts.email,
    phone: contacts.phone,
    service: null,
    city: null,
    details: sql<string | null>`concat_ws(' – ', ${contacts.subject}, ${contacts.message})`,
  },
  chat: {
    table: chatConversations,
    name: chatConversations.userName,
    email: null,
    phone: chatConversations.userPhone,
    service: chatConversations.userService,
    city: null,
    details: sql<
      string | null
    >`nullif(concat_ws(' · ', ${chatConversations.userQuestions}, ${chatConversations.userTimeline}, ${chatConversations.userSource}), '')`,
  },
  booking: {
    table: bookings,
    name: bookings.fullName,
    email: bookings.email,
    phone: bookings.phone,
    service: bookings.service,
    city: null,
    details: sql<
      string | null
    >`concat_ws(' · ', ${bookings.kind}, to_char(${bookings.start} at time zone 'Asia/Kolkata', 'DD Mon YYYY HH24:MI') || ' India time', ${bookings.status}, ${bookings.message})`,
  },
};

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
    if (typeof at === "string" && /^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(at) && LEAD_KINDS.includes(kind) && Number.isSafeInteger(id)) {
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
function conditions(kind: LeadKind, filter: LeadFilter): SQL[] | null {
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
function search(source: Source, q: string): SQL {
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
type Row = Omit<LeadSummary, "createdAt" | "preview"> & { at: string; details: string | null };

async function fetchKind(db: Database, kind: LeadKind, where: SQL[], limit: number): Promise<Row[]> {
  const source = SOURCES[kind];
  const table = source.table;
  const rows = await db
    .select({
      id: table.id,
      at: sql<string>`to_char(${table.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      name: sql<string | null>`${source.name}`,
      email: source.email ? sql<string | null>`${source.email}` : sql<null>`null`,
      phone: sql<string | null>`${source.phone}`,
      service: source.service ? sql<string | null>`${source.service}` : sql<null>`null`,
      city: source.city ? sql<string | null>`${source.city}` : sql<null>`null`,
      isRead: table.isRead,
      lang: table.lang,
      suspected: table.suspected,
      details: source.details,
    })
    .from(table)
    .where(and(...where))
    // Spelled like the indexes (DESC NULLS LAST), or the planner will not walk them.
    .orderBy(sql`${table.createdAt} desc nulls last`, sql`${table.id} desc nulls last`)
    .limit(limit);
  return rows.map((row) => ({ ...row, kind }));
}

const newestFirst = (a: Row, b: Row) =>
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
): Promise<{ rows: Row[]; next: Cursor | null }> {
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

function summary(row: Row): LeadSummary {
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
export async function* allLeads(db: Database, filter: LeadFilter, pageSize = 500): AsyncGenerator<Row> {
  let cursor: Cursor | undefined;
  do {
    const { rows, next } = await leadRows(db, filter, pageSize, cursor);
    yield* rows;
    cursor = next ?? undefined;
  } while (cursor);
}

export function parseLeadRef(kind: string | undefined, id: string | undefined): { kind: LeadKind; id: number } {
  const number = Number(id);
  if (!LEAD_KINDS.includes(kind as LeadKind) || !Number.isSafeInteger(number) || number < 1) {
    throw new HttpError(404, "There is no such lead.");
  }
  return { kind: kind as LeadKind, id: number };
}

const IST = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
const when = (date: Date) => IST.format(date);

function labelled(entries: [string, string | null | undefined][]): LeadDetail["fields"] {
  return entries
    .filter(([, value]) => value !== null && value !== undefined && value !== "")
    .map(([label, value]) => ({ label, value: value! }));
}

/** Everything stored about one lead, labelled for staff, with the chat's transcript or the estimate worked out again. */
export async function leadDetail(db: Database, kind: LeadKind, id: number): Promise<LeadDetail> {
  const where = conditions(kind, {})!;
  where.push(eq(SOURCES[kind].table.id, id));
  const [row] = await fetchKind(db, kind, where, 1);
  if (!row) throw new HttpError(404, "There is no such lead. It may have been removed.");
  const base = { ...summary(row), preview: row.details };
  switch (kind) {
    case "consultation": {
      const [lead] = await db.select().from(consultations).where(eq(consultations.id, id));
      return {
        ...base,
        fields: labelled([
          ["Name", lead!.fullName],
          ["Phone", lead!.phone],
          ["Email", lead!.email],
          ["Service", serviceLabel(lead!.service)],
          ["Message", lead!.message],
          ["Language", LEAD_LANGUAGE_LABELS[lead!.lang]],
          ["Received", when(lead!.createdAt)],
        ]),
      };
    }
    case "booking": {
      const [lead] = await db.select().from(bookings).where(eq(bookings.id, id));
      return {
        ...base,
        fields: labelled([
          ["Name", lead!.fullName],
          ["Phone", lead!.phone],
          ["Email", lead!.email],
          ["Service", serviceLabel(lead!.service)],
          ["Appointment", `${booking.kinds[lead!.kind].label}, ${when(lead!.start)} (${lead!.status})`],
          ["Where", lead!.centre ?? lead!.address ?? "Video call"],
          ["Message", lead!.message],
          ["Language", LEAD_LANGUAGE_LABELS[lead!.lang]],
          ["Received", when(lead!.createdAt)],
        ]),
      };
    }
    case "contact": {
      const [lead] = await db.select().from(contacts).where(eq(contacts.id, id));
      return {
        ...base,
        fields: labelled([
          ["Name", lead!.name],
          ["Phone", lead!.phone],
          ["Email", lead!.email],
          ["Subject", lead!.subject],
          ["Message", lead!.message],
          ["Language", LEAD_LANGUAGE_LABELS[lead!.lang]],
          ["Received", when(lead!.createdAt)],
        ]),
      };
    }
    case "estimate": {
      const [lead] = await db.select().from(priceEstimator).where(eq(priceEstimator.id, id));
      const input = storedEstimateInput(lead!.bhkType, lead!.rooms, lead!.package, rateCard);
      const priced = input ? estimate(input, rateCard) : null;
      return {
        ...base,
        fields: labelled([
          ["Name", lead!.name],
          ["Phone", lead!.phone],
          ["Email", lead!.email],
          ["City", lead!.city],
          ["Area", lead!.area],
          ["Home", lead!.bhkType],
          ["Package", rateCard.packages.find((pkg) => pkg.id === lead!.package)?.name ?? lead!.package],
          ["Rooms and units", lead!.rooms?.join(", ")],
          ["Came from", lead!.source],
          ["Language", LEAD_LANGUAGE_LABELS[lead!.lang]],
          ["Received", when(lead!.createdAt)],
        ]),
        estimate: priced
          ? {
              low: priced.low,
              high: priced.high,
              lines: priced.lines.map(({ label, amount }) => ({ label, amount })),
              note: "Worked out again from today's rate card for the rooms the visitor chose.",
            }
          : undefined,
      };
    }
    case "chat": {
      const [lead] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
      const conversation = readStored(storedConversationSchema, lead!.conversationData);
      return {
        ...base,
        fields: labelled([
          ["Name", lead!.userName],
          ["Phone", lead!.userPhone],
          ["Service", lead!.userService ? serviceLabel(lead!.userService) : null],
          ["Timeline", lead!.userTimeline],
          ["Heard of us through", lead!.userSource],
          ["Questions", lead!.userQuestions],
          ["Finished the chat", lead!.completedFlow ? "Yes" : "No, left part-way"],
          ["Answered by", lead!.aiMode ? "AI assistant" : "Guided questions"],
          ["Language", LEAD_LANGUAGE_LABELS[lead!.lang]],
          ["Started", when(lead!.createdAt)],
        ]),
        transcript: isUnreadable(conversation)
          ? [conversation]
          : conversation.messages.map((message) => readStored(storedChatMessageSchema, message)),
      };
    }
  }
}

export async function markRead(db: Database, kind: LeadKind, id: number, isRead: boolean): Promise<{ isRead: boolean }> {
  const table = SOURCES[kind].table;
  const [row] = await db.update(table).set({ isRead }).where(eq(table.id, id)).returning({ isRead: table.isRead });
  if (!row) throw new HttpError(404, "There is no such lead. It may have been removed.");
  return row;
}
