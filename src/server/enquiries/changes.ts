import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { enquiries as text } from "../../i18n/en/enquiries";
import {
  CLOSED_STAGES,
  furthestStage,
  type assignSchema,
  type attemptSchema,
  type claimSchema,
  type EnquiryAction,
  type EnquiryDetail,
  type EventType,
  type mergeSchema,
  type nextActionSchema,
  type noteSchema,
  type Stage,
  type stageChangeSchema,
  type unmergeSchema,
  type eraseSchema,
  type revokeLinksSchema,
} from "../../lib/admin/enquiries";
import type { Staff } from "../admin/session";
import type { Database } from "../db/client";
import { enquiries, enquiryEvents, enquiryTouches, users, type Enquiry } from "../db/schema";
import { HttpError } from "../http";
import { eraseEnquiry } from "../privacy/erase";
import { revokeLinks } from "../privacy/links";
import { enquiryDetail, visibleEnquiry } from "./board";

const { errors } = text;

type Changes = Partial<Omit<typeof enquiries.$inferInsert, "dueAt">>;
interface Outcome {
  set: Changes;
  events: { type: EventType; data: Record<string, unknown> }[];
}

const isClosed = (row: Enquiry) => (CLOSED_STAGES as readonly Stage[]).includes(row.stage);

/** The enquiry's open key again, if no other open enquiry of the same person took it meanwhile. */
const reopenedKey = (row: Enquiry) =>
  sql`case when exists (select 1 from ${enquiries} where ${enquiries.openKey} = ${row.matchKey}) then null else ${row.matchKey} end`;

interface Rules {
  /** The version the change was made on; without it the change is kept whatever came before (a note, an attempt). */
  version?: number;
  /** A designer may do this to an unassigned enquiry (claim it). */
  unassignedOk?: boolean;
  /** Allowed on a won or lost enquiry. */
  closedOk?: boolean;
}

/** Locks the enquiry, checks who may change it and on which version, applies the change and records its events. */
async function change(
  db: Database,
  staff: Staff,
  id: number,
  rules: Rules,
  apply: (tx: Database, row: Enquiry, now: Date) => Promise<Outcome> | Outcome,
): Promise<EnquiryDetail> {
  const now = new Date();
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const [row] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for("update");
    if (!row) throw new HttpError(404, errors.notFound);
    if (staff.role !== "admin") {
      if (row.ownerId === null && !rules.unassignedOk) throw new HttpError(403, errors.claimFirst);
      if (row.ownerId !== null && row.ownerId !== staff.id) throw new HttpError(403, errors.notYours);
    }
    if (rules.version !== undefined && rules.version !== row.version)
      throw new HttpError(409, errors.stale, { code: "stale", version: row.version });
    if (row.erasedAt !== null) throw new HttpError(409, errors.erased, { code: "erased" });
    if (row.withdrawnAt !== null) throw new HttpError(409, errors.withdrawn, { code: "withdrawn" });
    if (row.mergedIntoId !== null || (isClosed(row) && !rules.closedOk)) throw new HttpError(409, errors.closed, { code: "closed" });
    const { set, events } = await apply(tx, row, now);
    if (set.stage) set.furthestStage = furthestStage(row.furthestStage, set.stage);
    await tx
      .update(enquiries)
      .set({ ...set, version: row.version + 1 })
      .where(eq(enquiries.id, id));
    if (events.length)
      await tx.insert(enquiryEvents).values(events.map((event) => ({ enquiryId: id, createdAt: now, actorId: staff.id, ...event })));
  });
  return enquiryDetail(db, null, id);
}

export function changeStage(db: Database, staff: Staff, id: number, input: z.infer<typeof stageChangeSchema>) {
  return change(db, staff, id, { version: input.version, closedOk: true }, (_tx, row, now) => {
    const closing = (CLOSED_STAGES as readonly Stage[]).includes(input.stage);
    const set: Changes = { stage: input.stage, lostReason: input.lostReason ?? null };
    if (input.quoteAmount !== undefined) set.quoteAmount = input.quoteAmount;
    if (closing) Object.assign(set, { closedAt: now, openKey: null, waitingSince: null });
    else if (isClosed(row)) Object.assign(set, { closedAt: null, openKey: reopenedKey(row) });
    const data: Record<string, unknown> = { from: row.stage, to: input.stage };
    if (input.lostReason) data.lostReason = input.lostReason;
    if (input.quoteAmount !== undefined) data.quoteAmount = input.quoteAmount;
    return { set, events: [{ type: "stage", data }] };
  });
}

/** An attempt ends the wait (the first is the first response); "reached" moves a new enquiry to Contacted. */
export function logAttempt(db: Database, staff: Staff, id: number, input: z.infer<typeof attemptSchema>) {
  return change(db, staff, id, { version: input.version, closedOk: true }, (_tx, row, now) => {
    const answered = input.outcome === "reached" || input.outcome === "call-later";
    const set: Changes = {
      firstResponseAt: row.firstResponseAt ?? now,
      waitingSince: null,
      unanswered: answered ? 0 : row.unanswered + 1,
      unansweredSince: answered ? null : (row.unansweredSince ?? now),
    };
    const events: Outcome["events"] = [
      {
        type: "attempt",
        data: { channel: input.channel, outcome: input.outcome, ...(input.callBackAt ? { callBackAt: input.callBackAt } : {}) },
      },
    ];
    if (input.callBackAt) {
      set.nextActionAt = new Date(input.callBackAt);
      events.push({ type: "next-action", data: { at: new Date(input.callBackAt).toISOString() } });
    }
    if (answered && row.stage === "new") {
      set.stage = "contacted";
      events.push({ type: "stage", data: { from: "new", to: "contacted" } });
    }
    return { set, events };
  });
}

export function addNote(db: Database, staff: Staff, id: number, input: z.infer<typeof noteSchema>) {
  return change(db, staff, id, { version: input.version, closedOk: true }, () => ({
    set: {},
    events: [{ type: "note", data: { text: input.text } }],
  }));
}

export function setNextAction(db: Database, staff: Staff, id: number, input: z.infer<typeof nextActionSchema>) {
  return change(db, staff, id, { version: input.version }, () => ({
    set: { nextActionAt: input.at ? new Date(input.at) : null },
    events: [{ type: "next-action", data: { at: input.at ? new Date(input.at).toISOString() : null } }],
  }));
}

/** A person an enquiry can be given to: an existing account, available unless it is the caller. */
async function assignee(tx: Database, staff: Staff, ownerId: number | null): Promise<void> {
  if (ownerId === null || ownerId === staff.id) return;
  const [user] = await tx.select({ available: users.available }).from(users).where(eq(users.id, ownerId));
  if (!user) throw new HttpError(400, errors.unknownStaff, { fields: { ownerId: errors.unknownStaff } });
  if (!user.available) throw new HttpError(400, errors.staffUnavailable, { fields: { ownerId: errors.staffUnavailable } });
}

/** Admins give any enquiry to anyone (or to nobody); a designer hands on their own. */
export function assignEnquiry(db: Database, staff: Staff, id: number, input: z.infer<typeof assignSchema>) {
  return change(db, staff, id, { version: input.version, closedOk: true }, async (tx, row) => {
    await assignee(tx, staff, input.ownerId);
    return { set: { ownerId: input.ownerId }, events: [{ type: "assigned", data: { from: row.ownerId, to: input.ownerId } }] };
  });
}

export function claimEnquiry(db: Database, staff: Staff, id: number, input: z.infer<typeof claimSchema>) {
  return change(db, staff, id, { version: input.version, unassignedOk: true, closedOk: true }, (_tx, row) => {
    if (row.ownerId !== null && row.ownerId !== staff.id) throw new HttpError(409, errors.alreadyClaimed, { code: "claimed" });
    return { set: { ownerId: staff.id }, events: [{ type: "assigned", data: { from: row.ownerId, to: staff.id, claimed: true } }] };
  });
}

/**
 * Merges `otherId` into this enquiry: the other's leads move here (the event records which, so the merge can be
 * undone), the other points here and stops matching new leads. Both must be open and the caller's to change.
 */
export function mergeEnquiries(db: Database, staff: Staff, id: number, input: z.infer<typeof mergeSchema>) {
  if (input.otherId === id) throw new HttpError(400, errors.mergeSelf, { fields: { otherId: errors.mergeSelf } });
  return change(db, staff, id, { version: input.version }, async (tx, row, now) => {
    const [other] = await tx.select().from(enquiries).where(eq(enquiries.id, input.otherId)).for("update");
    if (!other) throw new HttpError(404, errors.notFound);
    if (staff.role !== "admin" && other.ownerId !== null && other.ownerId !== staff.id) throw new HttpError(403, errors.notYours);
    if (other.mergedIntoId !== null || isClosed(other)) throw new HttpError(409, errors.mergeClosed, { code: "closed" });
    const moved = await tx
      .update(enquiryTouches)
      .set({ enquiryId: id })
      .where(eq(enquiryTouches.enquiryId, other.id))
      .returning({ id: enquiryTouches.id });
    await tx
      .update(enquiries)
      .set({ mergedIntoId: id, openKey: null, waitingSince: null, version: other.version + 1 })
      .where(eq(enquiries.id, other.id));
    await tx.insert(enquiryEvents).values({ enquiryId: other.id, createdAt: now, actorId: staff.id, type: "merged", data: { into: id } });
    const earliest = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));
    return {
      set: {
        name: row.name ?? other.name,
        phone: row.phone ?? other.phone,
        email: row.email ?? other.email,
        service: row.service ?? other.service,
        city: row.city ?? other.city,
        area: row.area ?? other.area,
        source: row.source ?? other.source,
        firstResponseAt: earliest(row.firstResponseAt, other.firstResponseAt),
        lastTouchAt: row.lastTouchAt > other.lastTouchAt ? row.lastTouchAt : other.lastTouchAt,
      },
      events: [{ type: "merged", data: { other: other.id, touches: moved.map((touch) => touch.id) } }],
    };
  });
}

/** Undoes a merge: the leads it moved go back, and the other enquiry opens again as it was. */
export function unmergeEnquiry(db: Database, staff: Staff, id: number, input: z.infer<typeof unmergeSchema>) {
  return change(db, staff, id, { version: input.version, closedOk: true }, async (tx, _row, now) => {
    const [other] = await tx.select().from(enquiries).where(eq(enquiries.id, input.mergedId)).for("update");
    if (!other || other.mergedIntoId !== id) throw new HttpError(400, errors.notMerged, { fields: { mergedId: errors.notMerged } });
    const [merge] = await tx
      .select({ data: enquiryEvents.data })
      .from(enquiryEvents)
      .where(
        and(
          eq(enquiryEvents.enquiryId, id),
          eq(enquiryEvents.type, "merged"),
          sql`${enquiryEvents.data} ->> 'other' = ${String(other.id)}`,
        ),
      )
      .orderBy(desc(enquiryEvents.id))
      .limit(1);
    const touches = ((merge?.data.touches as number[] | undefined) ?? []).filter(Number.isSafeInteger);
    if (touches.length)
      await tx
        .update(enquiryTouches)
        .set({ enquiryId: other.id })
        .where(and(eq(enquiryTouches.enquiryId, id), inArray(enquiryTouches.id, touches)));
    await tx
      .update(enquiries)
      .set({ mergedIntoId: null, openKey: isClosed(other) ? null : reopenedKey(other), version: other.version + 1 })
      .where(eq(enquiries.id, other.id));
    await tx.insert(enquiryEvents).values({ enquiryId: other.id, createdAt: now, actorId: staff.id, type: "unmerged", data: { from: id } });
    return { set: {}, events: [{ type: "unmerged", data: { other: other.id, touches } }] };
  });
}

/**
 * Erases the person's data on their request made by phone or letter (src/server/privacy/erase.ts), recorded as by
 * this member of staff. An admin, or the enquiry's owner; erasing an erased enquiry again changes nothing.
 */
export async function eraseOnRequest(db: Database, staff: Staff, id: number, _input: z.infer<typeof eraseSchema>) {
  const { enquiry } = await visibleEnquiry(db, staff, id);
  if (staff.role !== "admin" && enquiry.ownerId !== staff.id) throw new HttpError(403, errors.claimFirst);
  await eraseEnquiry(db, id, { by: "staff", actorId: staff.id });
  return enquiryDetail(db, null, id);
}

/** Revokes the enquiry's private links (one forwarded to the wrong person): their holders get the one 404. */
export async function revokeLinksOnRequest(db: Database, staff: Staff, id: number, _input: z.infer<typeof revokeLinksSchema>) {
  const { enquiry } = await visibleEnquiry(db, staff, id);
  if (staff.role !== "admin" && enquiry.ownerId !== staff.id) throw new HttpError(403, errors.claimFirst);
  await revokeLinks(db, id);
  return enquiryDetail(db, null, id);
}

/** Each action of POST /api/admin/enquiries/:id/:action, with the body its schema parsed. */
export const ENQUIRY_CHANGES: { [A in EnquiryAction]: (db: Database, staff: Staff, id: number, input: never) => Promise<EnquiryDetail> } = {
  stage: changeStage,
  attempt: logAttempt,
  note: addNote,
  "next-action": setNextAction,
  assign: assignEnquiry,
  claim: claimEnquiry,
  merge: mergeEnquiries,
  unmerge: unmergeEnquiry,
  erase: eraseOnRequest,
  "revoke-links": revokeLinksOnRequest,
};
