import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { bookings } from "../db/schema";
import { queueBookingReminder } from "../whatsapp/receipts";
import { queueMessages } from "../notify/outbox";
import { manageUrl } from "./bookings";
import { bookingMessages } from "./messages";

const DAY_MS = 86_400_000;

/**
 * Queues the day-before reminder of every booking that starts within a day, once: the booking is marked in the
 * same transaction as its email is queued. A booking made less than a day ahead gets none (its confirmation is
 * fresh). Run by the scheduled outbox sender.
 */
export async function queueReminders(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const due = await tx
      .update(bookings)
      .set({ reminderQueuedAt: now })
      .where(
        and(
          eq(bookings.status, "booked"),
          eq(bookings.suspected, false),
          isNull(bookings.reminderQueuedAt),
          gt(bookings.start, now),
          lte(bookings.start, new Date(now.getTime() + DAY_MS)),
          lte(bookings.createdAt, sql`${bookings.start} - interval '1 day'`),
        ),
      )
      .returning();
    for (const row of due) {
      const link = await manageUrl(tx, row);
      const [visitor] = await bookingMessages(row, "reminder", link);
      await queueMessages(tx, "booking", row.id, [visitor!]);
      await queueBookingReminder(tx, row, link);
    }
    return due.length;
  });
}
