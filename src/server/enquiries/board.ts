import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { enquiryRules } from "../../config/enquiries";
import { enquiries as text } from "../../i18n/en/enquiries";
import type { EnquiryDetail, EnquiryPage, EnquiryQuery, EnquirySummary, TimelineEntry } from "../../lib/admin/enquiries";
import { storedChatMessageSchema, storedConversationSchema } from "../../lib/admin/leads";
import { isUnreadable, readStored } from "../../lib/admin/stored";
import { LEAD_KINDS, type LeadKind } from "../../lib/leads/kinds";
import { phoneMatchKey } from "../../lib/phone";
import type { Database } from "../db/client";
import { enquiries, enquiryEvents, enquiryTouches, users, type Enquiry } from "../db/schema";
import { HttpError } from "../http";
import { LEAD_SOURCES, LEAD_TABLES, leadFields, type LeadRow } from "../lead-kinds";
import type { Staff } from "../admin/session";

const { errors } = text;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** An exact timestamp as text (microseconds): a cursor must not lose the precision PostgreSQL keeps. */
const exact = (column: SQL | typeof enquiries.lastTouchAt) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Where the list left off: its order (recent or by due time), the last row's time and id. */
type Cursor = [order: "recent" | "due", at: string, id: number];

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

function decodeCursor(value: string, order: Cursor[0]): Cursor {
  try {
    const cursor = JSON.parse(Buffer.from(value, "base64url").toString()) as Cursor;
    if (cursor[0] === order && /^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(cursor[1]) && Number.isSafeInteger(cursor[2])) return cursor;
  } catch {
    // answered below
  }
  throw new HttpError(400, errors.cursor);
}

/** What a person may see: admins everything, designers their own enquiries and the unassigned ones. */
export function visibleTo(staff: Staff): SQL | undefined {
  return staff.role === "admin" ? undefined : or(eq(enquiries.ownerId, staff.id), isNull(enquiries.ownerId));
}

const owners = alias(users, "owner");

const summaryColumns = {
  enquiry: enquiries,
  ownerName: owners.username,
  lastTouchExact: exact(enquiries.lastTouchAt),
  dueExact: exact(sql`${enquiries.dueAt}`),
};

type SummaryRow = { enquiry: Enquiry; ownerName: string | null; lastTouchExact: string | null; dueExact: string | null };

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Whether an open enquiry's deadline has passed or is near. */
export function dueState(dueAt: Date | null, now: Date): EnquirySummary["due"] {
  if (!dueAt) return null;
  if (dueAt.getTime() < now.getTime()) return "overdue";
  return dueAt.getTime() < now.getTime() + enquiryRules.dueSoonMinutes * MINUTE_MS ? "soon" : null;
}

/** Enough unanswered attempts, the first of them long enough ago: staff are offered to close it as not reachable. */
export function offersNotReachable(row: Pick<Enquiry, "unanswered" | "unansweredSince" | "closedAt" | "mergedIntoId">, now: Date) {
  const { attempts, days } = enquiryRules.notReachable;
  return (
    !row.closedAt &&
    !row.mergedIntoId &&
    row.unanswered >= attempts &&
    row.unansweredSince !== null &&
    now.getTime() - row.unansweredSince.getTime() >= days * DAY_MS
  );
}

function summary(row: SummaryRow, touches: EnquirySummary["touches"], now: Date): EnquirySummary {
  const e = row.enquiry;
  return {
    id: e.id,
    version: e.version,
    stage: e.stage,
    lostReason: e.lostReason,
    owner: e.ownerId && row.ownerName ? { id: e.ownerId, username: row.ownerName } : null,
    name: e.name,
    phone: e.phone,
    email: e.email,
    service: e.service,
    city: e.city,
    area: e.area,
    lang: e.lang,
    createdAt: e.createdAt.toISOString(),
    lastTouchAt: e.lastTouchAt.toISOString(),
    promise: iso(e.promiseAt),
    firstResponseAt: iso(e.firstResponseAt),
    waitingSince: iso(e.waitingSince),
    nextActionAt: iso(e.nextActionAt),
    dueAt: iso(e.dueAt),
    due: dueState(e.dueAt, now),
    quoteAmount: e.quoteAmount,
    source: e.source ?? null,
    touches,
    offerNotReachable: offersNotReachable(e, now),
    mergedInto: e.mergedIntoId,
    erasedAt: iso(e.erasedAt),
    withdrawnAt: iso(e.withdrawnAt),
    contactChannel: e.contactChannel,
    callWindow: e.callWindow,
  };
}

async function touchesOf(db: Database, ids: number[]): Promise<Map<number, EnquirySummary["touches"]>> {
  const byEnquiry = new Map<number, EnquirySummary["touches"]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byEnquiry;
  const rows = await db
    .select({ enquiryId: enquiryTouches.enquiryId, kind: enquiryTouches.kind, id: enquiryTouches.leadId, at: enquiryTouches.createdAt })
    .from(enquiryTouches)
    .where(inArray(enquiryTouches.enquiryId, ids))
    .orderBy(asc(enquiryTouches.createdAt), asc(enquiryTouches.id));
  for (const row of rows) byEnquiry.get(row.enquiryId)?.push({ kind: row.kind, id: row.id, at: row.at.toISOString() });
  return byEnquiry;
}

/**
 * One page of enquiries the person may see: newest activity first, or, with `due`, the nearest deadline first. Merged
 * enquiries are left out (their leads show in the one they joined). Keyset paging on the index of each order.
 */
export async function enquiryPage(db: Database, staff: Staff, query: EnquiryQuery, now = new Date()): Promise<EnquiryPage> {
  const order: Cursor[0] = query.due ? "due" : "recent";
  const where: (SQL | undefined)[] = [isNull(enquiries.mergedIntoId), visibleTo(staff)];
  if (query.stage) where.push(eq(enquiries.stage, query.stage));
  if (query.owner === "me") where.push(eq(enquiries.ownerId, staff.id));
  else if (query.owner === "none") where.push(isNull(enquiries.ownerId));
  else if (query.owner !== undefined) where.push(eq(enquiries.ownerId, query.owner));
  if (query.phone) {
    const key = phoneMatchKey(query.phone);
    if (!key) return { data: [], nextCursor: null };
    where.push(eq(enquiries.matchKey, `p:${key}`));
  }
  const soon = new Date(now.getTime() + enquiryRules.dueSoonMinutes * MINUTE_MS);
  if (query.due === "overdue") where.push(lt(enquiries.dueAt, now));
  if (query.due === "soon") where.push(gte(enquiries.dueAt, now), lt(enquiries.dueAt, soon));
  const cursor = query.cursor ? decodeCursor(query.cursor, order) : undefined;
  if (cursor) {
    where.push(
      order === "due"
        ? sql`(${enquiries.dueAt}, ${enquiries.id}) > (${cursor[1]}::timestamptz, ${cursor[2]})`
        : sql`(${enquiries.lastTouchAt}, ${enquiries.id}) < (${cursor[1]}::timestamptz, ${cursor[2]})`,
    );
  }
  const rows = (await db
    .select(summaryColumns)
    .from(enquiries)
    .leftJoin(owners, eq(owners.id, enquiries.ownerId))
    .where(and(...where))
    // Spelled like the indexes, or the planner will not walk them.
    .orderBy(
      ...(order === "due"
        ? [asc(enquiries.dueAt), asc(enquiries.id)]
        : [sql`${enquiries.lastTouchAt} desc nulls last`, sql`${enquiries.id} desc nulls last`]),
    )
    .limit(query.limit + 1)) as SummaryRow[];
  const page = rows.slice(0, query.limit);
  const touches = await touchesOf(
    db,
    page.map((row) => row.enquiry.id),
  );
  const last = page.at(-1);
  return {
    data: page.map((row) => summary(row, touches.get(row.enquiry.id) ?? [], now)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor([order, (order === "due" ? last.dueExact : last.lastTouchExact)!, last.enquiry.id])
        : null,
  };
}

/** The enquiry, if the person may see it; 404 when there is none, 403 for a designer's look at another's. */
export async function visibleEnquiry(db: Database, staff: Staff | null, id: number): Promise<SummaryRow> {
  const [row] = (await db
    .select(summaryColumns)
    .from(enquiries)
    .leftJoin(owners, eq(owners.id, enquiries.ownerId))
    .where(eq(enquiries.id, id))) as SummaryRow[];
  if (!row) throw new HttpError(404, errors.notFound);
  if (staff && staff.role !== "admin" && row.enquiry.ownerId !== null && row.enquiry.ownerId !== staff.id)
    throw new HttpError(403, errors.notYours);
  return row;
}

/** The leads of the timeline, read from their own tables, one query per kind. */
async function leadEntries(db: Database, touches: EnquirySummary["touches"]): Promise<TimelineEntry[]> {
  const entries: TimelineEntry[] = [];
  await Promise.all(
    LEAD_KINDS.map(async (kind) => {
      const ids = touches.filter((touch) => touch.kind === kind).map((touch) => touch.id);
      if (ids.length === 0) return;
      const table = LEAD_TABLES[kind];
      const rows = (await db.select().from(table).where(inArray(table.id, ids))) as LeadRow<LeadKind>[];
      for (const row of rows) {
        const at = touches.find((touch) => touch.kind === kind && touch.id === row.id)!.at;
        const entry: TimelineEntry = {
          type: "lead",
          at,
          kind,
          id: row.id,
          summary: LEAD_SOURCES[kind].details(row as unknown as Record<string, unknown>),
          fields: leadFields(kind, row),
        };
        if (kind === "chat") {
          const conversation = readStored(storedConversationSchema, (row as LeadRow<"chat">).conversationData);
          entry.transcript = isUnreadable(conversation)
            ? []
            : conversation.messages.flatMap((message) => {
                const read = readStored(storedChatMessageSchema, message);
                return isUnreadable(read) ? [] : [{ from: read.from, text: read.text }];
              });
        }
        entries.push(entry);
      }
    }),
  );
  return entries;
}

/**
 * One enquiry with its timeline: every lead, stage change, attempt, note and assignment, oldest first. `staff` null:
 * the answer to a change its maker was allowed to make (a designer who just handed it on still sees the result).
 */
export async function enquiryDetail(db: Database, staff: Staff | null, id: number, now = new Date()): Promise<EnquiryDetail> {
  const row = await visibleEnquiry(db, staff, id);
  const [touches, events, merged] = await Promise.all([
    touchesOf(db, [id]).then((map) => map.get(id) ?? []),
    db
      .select({ event: enquiryEvents, actor: users.username })
      .from(enquiryEvents)
      .leftJoin(users, eq(users.id, enquiryEvents.actorId))
      .where(eq(enquiryEvents.enquiryId, id))
      .orderBy(asc(enquiryEvents.createdAt), asc(enquiryEvents.id)),
    db.select({ id: enquiries.id, name: enquiries.name }).from(enquiries).where(eq(enquiries.mergedIntoId, id)).orderBy(desc(enquiries.id)),
  ]);
  const timeline: TimelineEntry[] = [
    ...(await leadEntries(db, touches)),
    ...events.map(({ event, actor }): TimelineEntry => ({
      type: "event",
      at: event.createdAt.toISOString(),
      event: event.type,
      actor: event.actorId && actor ? { id: event.actorId, username: actor } : null,
      data: event.data,
    })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.type === b.type ? 0 : a.type === "lead" ? -1 : 1));
  return { ...summary(row, touches, now), timeline, merged };
}
