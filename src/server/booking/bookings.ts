import { and, eq } from "drizzle-orm";
import { site } from "../../config/site";
import { bookingProblems, bookingSchema, bookingSchemas } from "../../lib/forms/booking";
import { endOf } from "../../lib/booking/slots";
import type { Database } from "../db/client";
import { bookings, outbox, type Booking } from "../db/schema";
import { HttpError } from "../http";
import type { LeadIntake } from "../leads";
import { claimSlot, releaseSlot, resolvePool } from "./availability";
import { bookingMessages, type BookingEvent } from "./messages";
import { manageSecret, signManageToken, verifyManageToken } from "./token";
import { routes } from "../../lib/routes";

/** The manage link of a booking, on the page in the booking's language; it works until the booking starts. */
export async function manageUrl(db: Database, row: Pick<Booking, "id" | "start" | "lang">): Promise<string> {
  return `${site.url}${routes.bookManage(signManageToken(await manageSecret(db), row.id, row.start), row.lang)}`;
}

/** What the visitor (and the API) sees of a booking. */
export const publicBooking = (row: Booking) => ({
  id: row.id,
  kind: row.kind,
  start: row.start.toISOString(),
  end: row.end.toISOString(),
  centre: row.centre,
  area: row.area,
  status: row.status,
  fullName: row.fullName,
});

/** POST /api/bookings: a consultation lead whose transaction also takes its slot. */
export const bookingLead: LeadIntake<typeof bookingSchema, typeof bookings> = {
  kind: "booking",
  schemas: bookingSchemas,
  table: bookings,
  toRow: async (input) => {
    const problems = bookingProblems(input);
    if (Object.keys(problems).length) throw new HttpError(400, "Please correct the highlighted fields.", { fields: problems });
    const start = new Date(input.start);
    const measured = input.kind === "site-measurement";
    return {
      kind: input.kind,
      pool: await resolvePool(input.kind, input),
      centre: input.kind === "centre-visit" ? input.centre! : null,
      area: measured ? input.area! : null,
      address: measured ? input.address! : null,
      start,
      end: endOf(input.kind, start),
      fullName: input.fullName,
      email: input.email,
      phone: input.phone,
      service: input.service,
      message: input.message || null,
    };
  },
  within: (tx, row) => claimSlot(tx, row.kind, row.pool, row.start),
  notification: async (row, db) => bookingMessages(row, "confirmed", await manageUrl(db, row)),
  extras: async (row, db) => ({ manageUrl: await manageUrl(db, row) }),
  thankYouPath: routes.bookThankYou(),
  formPath: routes.book(),
};

/** The booking a manage token names, or the reason it cannot be used. */
async function bookingFor(db: Database, token: string, now: Date): Promise<Booking> {
  const check = verifyManageToken(await manageSecret(db), token, now);
  if (!check.ok)
    throw new HttpError(
      check.reason === "expired" ? 410 : 403,
      check.reason === "expired"
        ? "This link has expired: the appointment has begun or passed. Please call us to change it."
        : "This link is not valid. Please use the link in your confirmation email, or call us.",
      { code: `token-${check.reason}` },
    );
  const [row] = await db.select().from(bookings).where(eq(bookings.id, check.bookingId));
  if (!row) throw new HttpError(404, "We could not find this booking. Please call us.");
  return row;
}

export async function findManagedBooking(db: Database, token: string, now = new Date()) {
  return publicBooking(await bookingFor(db, token, now));
}

/** Moves or cancels a booking in one transaction: places given back and taken, SEQUENCE raised, emails queued. */
async function change(
  db: Database,
  token: string,
  now: Date,
  apply: (tx: Database, row: Booking) => Promise<Partial<Booking>>,
  event: BookingEvent,
) {
  const { id } = await bookingFor(db, token, now);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
    if (!row || row.status !== "booked")
      throw new HttpError(
        409,
        row?.status === "cancelled" ? "This booking is already cancelled." : "This booking can no longer be changed here. Please call us.",
        {
          code: "not-booked",
        },
      );
    const changes = await apply(tx, row);
    const [updated] = await tx
      .update(bookings)
      .set({ ...changes, sequence: row.sequence + 1 })
      .where(and(eq(bookings.id, id), eq(bookings.sequence, row.sequence)))
      .returning();
    const link = await manageUrl(tx, updated!);
    const messages = await bookingMessages(updated!, event, link);
    await tx.insert(outbox).values(messages.map((message) => ({ kind: "booking", leadId: id, ...message })));
    return { booking: publicBooking(updated!), manageUrl: event === "cancelled" ? undefined : link };
  });
}

export function moveBooking(db: Database, token: string, start: Date, now = new Date()) {
  return change(
    db,
    token,
    now,
    async (tx, row) => {
      if (start.getTime() === row.start.getTime()) throw new HttpError(400, "That is the time already booked: please choose another.");
      await releaseSlot(tx, row.kind, row.pool, row.start);
      await claimSlot(tx, row.kind, row.pool, start, now);
      return { start, end: endOf(row.kind, start), reminderQueuedAt: null };
    },
    "moved",
  );
}

export function cancelBooking(db: Database, token: string, now = new Date()) {
  return change(
    db,
    token,
    now,
    async (tx, row) => {
      await releaseSlot(tx, row.kind, row.pool, row.start);
      return { status: "cancelled" };
    },
    "cancelled",
  );
}
