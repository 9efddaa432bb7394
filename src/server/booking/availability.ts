import { and, eq, gt, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { booking, ONLINE_POOL, poolCapacity, type BookingKind } from "../../config/booking";
import { indiaDay } from "../../lib/format";
import { candidateStarts, coveredSteps, freeSlots, isBookableStart, type Slot } from "../../lib/booking/slots";
import type { Database } from "../db/client";
import { bookings, slotBlocks, slotClaims } from "../db/schema";
import { HttpError } from "../http";
import { loadServerContent } from "../site-content";

/** What booking knows of the content: centres, neighbourhoods served and their centre, closed days. */
export async function bookingContent() {
  return (await loadServerContent()).booking;
}

export async function holidayDates(): Promise<string[]> {
  return (await bookingContent()).holidays.map((holiday) => holiday.date);
}

/** Where a kind's designers come from: the chosen centre, the neighbourhood's centre, or the online desk. */
export async function resolvePool(kind: BookingKind, place: { centre?: string; area?: string }): Promise<string> {
  const content = await bookingContent();
  if (kind === "video-call") return ONLINE_POOL;
  if (kind === "centre-visit") {
    if (!content.centres.some((centre) => centre.id === place.centre))
      throw new HttpError(400, "Please correct the highlighted fields.", { fields: { centre: "Please choose an experience centre" } });
    return place.centre!;
  }
  const area = content.areas.find((candidate) => candidate.id === place.area);
  if (!area)
    throw new HttpError(400, "Please correct the highlighted fields.", {
      fields: { area: "We measure homes in the neighbourhoods listed: please choose yours, or book a video call" },
    });
  return area.centre;
}

/** The free slots of a pool in a window of India days. */
export async function listSlots(
  db: Database,
  { kind, pool, from, days, now = new Date() }: { kind: BookingKind; pool: string; from: string; days: number; now?: Date },
): Promise<Slot[]> {
  const starts = candidateStarts({ kind, from, days, now, holidays: await holidayDates() });
  if (!starts.length) return [];
  const first = starts[0]!;
  const last = new Date(starts.at(-1)!.getTime() + booking.kinds[kind].minutes * 60_000);
  const [claims, blocks, lapsed] = await Promise.all([
    db
      .select({ start: slotClaims.start, booked: slotClaims.booked })
      .from(slotClaims)
      .where(and(eq(slotClaims.pool, pool), gte(slotClaims.start, first), lt(slotClaims.start, last))),
    db
      .select({ start: slotBlocks.start, end: slotBlocks.end })
      .from(slotBlocks)
      .where(and(eq(slotBlocks.pool, pool), lt(slotBlocks.start, last), gt(slotBlocks.end, first))),
    lapsedHolds(db, now, { pool, start: first, end: last }),
  ]);
  const booked = new Map(claims.map((claim) => [claim.start.getTime(), claim.booked]));
  // A hold whose time to confirm has passed is free, whether or not the scheduled pass has given it back yet.
  for (const hold of lapsed)
    for (const step of coveredSteps(hold.kind, hold.start)) booked.set(step.getTime(), (booked.get(step.getTime()) ?? 1) - 1);
  return freeSlots(kind, starts, { capacity: poolCapacity(pool), booked, blocks });
}

/** The next free slots from the day of `after`, offered when the chosen one was taken. */
export async function nextFreeSlots(db: Database, kind: BookingKind, pool: string, after: Date, now = new Date()): Promise<Slot[]> {
  const from = indiaDay(after.getTime() > now.getTime() ? after : now);
  const slots = await listSlots(db, { kind, pool, from, days: booking.maxDaysPerRequest, now });
  return slots.filter((slot) => Date.parse(slot.start) >= after.getTime()).slice(0, booking.alternatives);
}

/** The slot is gone (taken meanwhile, blocked, or no longer bookable): 409 with the next free ones. */
export class SlotTaken extends HttpError {
  constructor(alternatives: Slot[]) {
    super(409, "Sorry, that time has just been taken. Please choose another time.", { code: "slot-taken", alternatives });
  }
}

/**
 * Takes a place in every step the appointment covers, inside the caller's transaction. Each step is one conditional
 * upsert: it adds one only while the step has room, so concurrent bookings queue on the row and the last place goes
 * to exactly one of them. Any step without room, a block or a time the rules no longer allow fails the whole
 * transaction.
 */
export async function claimSlot(tx: Database, kind: BookingKind, pool: string, start: Date, now = new Date()): Promise<void> {
  const refuse = async () => new SlotTaken(await nextFreeSlots(tx, kind, pool, start, now));
  if (!isBookableStart(kind, start, now, await holidayDates())) throw await refuse();
  const capacity = poolCapacity(pool);
  const end = new Date(start.getTime() + booking.kinds[kind].minutes * 60_000);
  const [block] = await tx
    .select({ id: slotBlocks.id })
    .from(slotBlocks)
    .where(and(eq(slotBlocks.pool, pool), lt(slotBlocks.start, end), gt(slotBlocks.end, start)))
    .limit(1);
  if (block) throw await refuse();
  await releaseLapsedHolds(tx, now, { pool, start, end });
  // Steps in time order, so two bookings that overlap take their rows in the same order and never deadlock.
  for (const step of coveredSteps(kind, start)) {
    const taken = await tx
      .insert(slotClaims)
      .values({ pool, start: step, booked: 1, capacity })
      .onConflictDoUpdate({
        target: [slotClaims.pool, slotClaims.start],
        set: { booked: sql`${slotClaims.booked} + 1`, capacity: sql`excluded.capacity` },
        setWhere: sql`${slotClaims.booked} < excluded.capacity`,
      })
      .returning({ booked: slotClaims.booked });
    if (!taken.length) throw await refuse();
  }
}

/** Gives back the places of an appointment (a move or a cancellation), in the caller's transaction. */
export async function releaseSlot(tx: Database, kind: BookingKind, pool: string, start: Date): Promise<void> {
  await tx
    .update(slotClaims)
    .set({ booked: sql`greatest(${slotClaims.booked} - 1, 0)` })
    .where(and(eq(slotClaims.pool, pool), inArray(slotClaims.start, coveredSteps(kind, start))));
}

/** Where lapsed holds are looked for: one pool's appointments that overlap a span, or (none given) every pool. */
type Span = { pool: string; start: Date; end: Date };

const lapsedWhere = (now: Date, span?: Span) =>
  and(
    eq(bookings.status, "pending"),
    eq(bookings.holding, true),
    lte(bookings.confirmBy, now),
    span && and(eq(bookings.pool, span.pool), lt(bookings.start, span.end), gt(bookings.end, span.start)),
  );

/** Pending bookings that held a place and were not confirmed in time (their places still counted in slot_claims). */
function lapsedHolds(db: Database, now: Date, span: Span) {
  return db.select({ kind: bookings.kind, start: bookings.start }).from(bookings).where(lapsedWhere(now, span));
}

/**
 * Gives back the places of pending bookings not confirmed in time and marks every such booking expired: run by a
 * booking that needs those steps (in its transaction) and by the scheduled pass for all. Each booking is updated
 * once, so two runs never give back the same place twice.
 */
export async function releaseLapsedHolds(tx: Database, now = new Date(), span?: Span): Promise<number> {
  const lapsed = await tx
    .update(bookings)
    .set({ status: "expired", holding: false })
    .where(lapsedWhere(now, span))
    .returning({ kind: bookings.kind, pool: bookings.pool, start: bookings.start });
  for (const hold of lapsed) await releaseSlot(tx, hold.kind, hold.pool, hold.start);
  if (!span)
    await tx
      .update(bookings)
      .set({ status: "expired" })
      .where(and(eq(bookings.status, "pending"), lte(bookings.confirmBy, now)));
  return lapsed.length;
}
