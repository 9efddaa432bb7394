import { and, asc, eq, gt, gte, inArray, lt, or } from "drizzle-orm";
import { ONLINE_POOL } from "../../config/booking";
import type { AdminBookingsPage } from "../../lib/admin/bookings";
import { indiaInstant } from "../../lib/booking/slots";
import { addDays } from "../../lib/format";
import { bookingContent } from "../booking/availability";
import type { Database } from "../db/client";
import { bookings, slotBlocks } from "../db/schema";
import { HttpError } from "../http";

/** The bookings that still stand (booked, pending and not lapsed, attended, no-show) and blocks of a span of India days, in time order, with the pools to choose from. */
export async function bookingsWeek(
  db: Database,
  { from, days, pool }: { from: string; days: number; pool?: string },
): Promise<AdminBookingsPage> {
  const first = indiaInstant(from, "00:00");
  const last = indiaInstant(addDays(from, days), "00:00");
  const content = await bookingContent();
  const [rows, blocks] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(
        and(
          gte(bookings.start, first),
          lt(bookings.start, last),
          or(
            inArray(bookings.status, ["booked", "attended", "no-show"]),
            and(eq(bookings.status, "pending"), gt(bookings.confirmBy, new Date())),
          ),
          pool ? eq(bookings.pool, pool) : undefined,
        ),
      )
      .orderBy(asc(bookings.start), asc(bookings.id)),
    db
      .select()
      .from(slotBlocks)
      .where(and(lt(slotBlocks.start, last), gt(slotBlocks.end, first), pool ? eq(slotBlocks.pool, pool) : undefined))
      .orderBy(asc(slotBlocks.start)),
  ]);
  const centreName = new Map(content.centres.map((centre) => [centre.id, centre.name]));
  return {
    pools: [...content.centres.map(({ id, name }) => ({ id, name })), { id: ONLINE_POOL, name: "Online desk (video calls)" }],
    bookings: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      pool: row.pool,
      start: row.start.toISOString(),
      end: row.end.toISOString(),
      status: row.status,
      suspected: row.suspected,
      confirmBy: row.confirmBy?.toISOString() ?? null,
      holding: row.holding,
      fullName: row.fullName,
      phone: row.phone,
      email: row.email,
      where:
        row.kind === "video-call"
          ? "Video call"
          : row.kind === "centre-visit"
            ? (centreName.get(row.pool) ?? row.pool)
            : (row.address ?? ""),
    })),
    blocks: blocks.map((block) => ({
      id: block.id,
      pool: block.pool,
      start: block.start.toISOString(),
      end: block.end.toISOString(),
      reason: block.reason,
    })),
  };
}

export async function setBookingStatus(db: Database, id: number, status: "booked" | "attended" | "no-show") {
  const [row] = await db
    .update(bookings)
    .set({ status })
    .where(and(eq(bookings.id, id), inArray(bookings.status, ["booked", "attended", "no-show"])))
    .returning({ id: bookings.id, status: bookings.status });
  if (!row) throw new HttpError(404, "There is no such booking, or it is not confirmed, or it was cancelled.");
  return row;
}

/** Closes a pool's times; bookings already made stay (staff call those visitors themselves). */
export async function addBlock(db: Database, block: { pool: string; day: string; from: string; to: string; reason?: string }) {
  const content = await bookingContent();
  if (block.pool !== ONLINE_POOL && !content.centres.some((centre) => centre.id === block.pool))
    throw new HttpError(400, "Please correct the highlighted fields.", { fields: { pool: "Choose a centre or the online desk" } });
  const [row] = await db
    .insert(slotBlocks)
    .values({
      pool: block.pool,
      start: indiaInstant(block.day, block.from),
      end: indiaInstant(block.day, block.to),
      reason: block.reason || null,
    })
    .returning({ id: slotBlocks.id });
  return row!;
}

export async function removeBlock(db: Database, id: number) {
  const [row] = await db.delete(slotBlocks).where(eq(slotBlocks.id, id)).returning({ id: slotBlocks.id });
  if (!row) throw new HttpError(404, "There is no such block.");
  return row;
}
