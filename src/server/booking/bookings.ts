import { and, count, eq, gt, ne, or, sql } from "drizzle-orm";
import { booking } from "../../config/booking";
import { site } from "../../config/site";
import { bookingForm, bookingProblems, bookingSchema } from "../../lib/forms/booking";
import { endOf } from "../../lib/booking/slots";
import { phoneDigits } from "../../lib/phone";
import type { Database } from "../db/client";
import { bookings, enquiryTouches, type Booking } from "../db/schema";
import { HttpError } from "../http";
import type { LeadIntake } from "../leads";
import { queueMessages } from "../notify/outbox";
import { countHit, limiterKey } from "../rate-limit";
import { claimSlot, listSlots, releaseSlot, resolvePool, SlotTaken, nextFreeSlots } from "./availability";
import { queueReceipt } from "../whatsapp/receipts";
import { newLink, storeLink } from "../privacy/links";
import { bookingMessages, type BookingEvent } from "./messages";
import { manageSecret, signManageToken, verifyManageToken } from "./token";
import { routes } from "../../lib/routes";
import { indiaDay } from "../../lib/format";

/**
 * How much of the calendar one network (an IPv4 address or an IPv6 /64, see clientNetwork) can take without its
 * people confirming: its first bookings of the day hold their places at once; later ones wait for their person to
 * confirm from the e-mail, holding their place meanwhile while the network has few such holds, else holding none until
 * confirmed. Unconfirmed bookings lapse after `confirmMinutes`. See docs/booking.md.
 */
export function bookingLimits() {
  return {
    directPerDay: Number(process.env.BOOKING_DIRECT_PER_NETWORK ?? 3),
    pendingHolds: Number(process.env.BOOKING_PENDING_HOLDS ?? 5),
    confirmMinutes: Number(process.env.BOOKING_CONFIRM_MINUTES ?? 30),
  };
}

/**
 * The manage link of a booking, on the page in the booking's language; it works until the booking starts, and until
 * the booking moves.
 */
export async function manageUrl(db: Database, row: Pick<Booking, "id" | "start" | "linkVersion" | "lang">): Promise<string> {
  return `${site.url}${routes.bookManage(signManageToken(await manageSecret(db), row.id, row.start, row.linkVersion), row.lang)}`;
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
  confirmBy: row.confirmBy?.toISOString() ?? null,
  movesLeft: Math.max(0, booking.visitorMoves - row.moves),
  fullName: row.fullName,
  // The language of the page it was booked on: its e-mails and manage page are in it.
  lang: row.lang,
});

/** One person is known by their phone's last ten digits and their e-mail address, however they were typed. */
const contactKeys = (row: Pick<Booking, "phone" | "email">) => ({
  phone: phoneDigits(row.phone).slice(-10),
  email: row.email.trim().toLowerCase(),
});

/** A second booking while the first is still to come. */
export class AlreadyBooked extends HttpError {
  constructor() {
    super(
      409,
      `There is already a booking for this phone number or e-mail address. To move or cancel it, use the link in the e-mail we sent you about it, or call us on ${site.contact.phone}.`,
      { code: "already-booked" },
    );
  }
}

/** Whether another booking of the same person is still to come (booked, or pending and not yet lapsed). */
async function hasActiveBooking(tx: Database, row: Booking, now: Date): Promise<boolean> {
  const keys = contactKeys(row);
  const [found] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        ne(bookings.id, row.id),
        gt(bookings.end, now),
        or(eq(bookings.status, "booked"), and(eq(bookings.status, "pending"), gt(bookings.confirmBy, now))),
        or(
          sql`lower(${bookings.email}) = ${keys.email}`,
          sql`right(regexp_replace(${bookings.phone}, '[^0-9]', '', 'g'), 10) = ${keys.phone}`,
        ),
      ),
    )
    .limit(1);
  return Boolean(found);
}

/** Whether a slot has a free place now (a booking that holds none yet is only taken when the slot could be had). */
async function slotHasRoom(tx: Database, row: Booking, now: Date): Promise<boolean> {
  const slots = await listSlots(tx, { kind: row.kind, pool: row.pool, from: indiaDay(row.start), days: 1, now });
  return slots.some((slot) => Date.parse(slot.start) === row.start.getTime() && slot.available > 0);
}

/**
 * Decides, in the booking's transaction, whether it holds its place now: one active booking per person; a network's
 * first bookings of the day are booked at once, later ones are pending until confirmed (see bookingLimits).
 */
async function placeBooking(tx: Database, row: Booking, network: string): Promise<Booking> {
  const now = new Date();
  const networkKey = limiterKey("booking:", network);
  const keys = contactKeys(row);
  // One booking of a network, and of a person, is decided at a time (the network's lock first, so none wait in a circle).
  for (const lock of [`booking-network:${networkKey}`, ...[`booking-phone:${keys.phone}`, `booking-email:${keys.email}`].sort()])
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lock}, 0))`);
  if (await hasActiveBooking(tx, row, now)) throw new AlreadyBooked();
  const limits = bookingLimits();
  if ((await countHit(tx, networkKey, 86_400, now.getTime())) <= limits.directPerDay) {
    await claimSlot(tx, row.kind, row.pool, row.start, now);
    const [booked] = await tx.update(bookings).set({ network: networkKey }).where(eq(bookings.id, row.id)).returning();
    return booked!;
  }
  const [{ holds }] = (await tx
    .select({ holds: count() })
    .from(bookings)
    .where(
      and(eq(bookings.network, networkKey), eq(bookings.status, "pending"), eq(bookings.holding, true), gt(bookings.confirmBy, now)),
    )) as [{ holds: number }];
  const holding = holds < limits.pendingHolds;
  if (holding) await claimSlot(tx, row.kind, row.pool, row.start, now);
  else if (!(await slotHasRoom(tx, row, now))) throw new SlotTaken(await nextFreeSlots(tx, row.kind, row.pool, row.start, now));
  const [pending] = await tx
    .update(bookings)
    .set({ status: "pending", holding, network: networkKey, confirmBy: new Date(now.getTime() + limits.confirmMinutes * 60_000) })
    .where(eq(bookings.id, row.id))
    .returning();
  return pending!;
}

/** POST /api/bookings: a consultation lead whose transaction also takes its slot, or waits for its person to confirm. */
export const bookingLead: LeadIntake<typeof bookingSchema, typeof bookings> = {
  kind: "booking",
  form: bookingForm,
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
      ...bookingForm.row(input),
    };
  },
  within: placeBooking,
  notification: async (row, db, enquiryUrl) =>
    bookingMessages(row, row.status === "pending" ? "pending" : "confirmed", await manageUrl(db, row), { enquiryUrl }),
  awaitsConfirmation: (row) => row.status === "pending",
  receiptLink: (row, db) => manageUrl(db, row),
  // A pending booking's link goes only to its e-mail address: whoever typed the address does not get it.
  present: async (row, db) =>
    row.status === "pending" ? { data: publicBooking(row) } : { data: publicBooking(row), manageUrl: await manageUrl(db, row) },
  thankYouPath: routes.bookThankYou(),
  formPath: routes.book(),
};

/** The booking a manage token names, or the reason it cannot be used. */
async function bookingFor(db: Database, token: string, now: Date): Promise<{ row: Booking; version: number }> {
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
  staleLink(row, check.version);
  return { row, version: check.version };
}

/** A link sent before the booking's last move no longer works: the latest e-mail has the one that does. */
function staleLink(row: Booking, version: number) {
  if (row.linkVersion !== version)
    throw new HttpError(
      410,
      "This link was replaced when the booking moved. Please use the link in our latest e-mail about it, or call us.",
      {
        code: "token-replaced",
      },
    );
}

export async function findManagedBooking(db: Database, token: string, now = new Date()) {
  return publicBooking((await bookingFor(db, token, now)).row);
}

/** Who asks for a change: the holder of a manage link (of one version of it), or the staff. */
type Requester = { token: string } | { staffBookingId: number };

const notChangeable = (row: Booking | undefined) =>
  new HttpError(
    409,
    row?.status === "cancelled"
      ? "This booking is already cancelled."
      : row?.status === "expired"
        ? "This booking was not confirmed in time, so its time went back to the calendar. Please book again."
        : "This booking can no longer be changed here. Please call us.",
    { code: "not-booked" },
  );

/** The private link a booking confirmed from its e-mail brings its person: only now is their address proven. */
async function confirmedLink(tx: Database, row: Booking): Promise<string | undefined> {
  const [touch] = await tx
    .select({ enquiryId: enquiryTouches.enquiryId })
    .from(enquiryTouches)
    .where(and(eq(enquiryTouches.kind, "booking"), eq(enquiryTouches.leadId, row.id)));
  if (!touch) return undefined;
  const link = newLink(row.lang);
  await storeLink(tx, touch.enquiryId, link.token);
  return link.url;
}

/**
 * Changes a booking in one transaction: places given back and taken, SEQUENCE raised (the calendar's version), the
 * e-mails queued. `allowed` lists the statuses the change applies to.
 */
async function change(
  db: Database,
  who: Requester,
  now: Date,
  allowed: Booking["status"][],
  apply: (tx: Database, row: Booking) => Promise<Partial<Booking>>,
  event: BookingEvent,
) {
  const token = "token" in who ? await bookingFor(db, who.token, now) : undefined;
  const id = token?.row.id ?? (who as { staffBookingId: number }).staffBookingId;
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
    if (!row && !token) throw new HttpError(404, "There is no such booking.");
    // Two requests with the same link: the first one's move replaces the link the second one carries.
    if (row && token) staleLink(row, token.version);
    if (!row || !allowed.includes(row.status) || (row.status === "pending" && row.confirmBy! <= now)) throw notChangeable(row);
    const changes = await apply(tx, row);
    const [updated] = await tx
      .update(bookings)
      .set({ ...changes, sequence: row.sequence + (event === "confirmed" ? 0 : 1) })
      .where(eq(bookings.id, id))
      .returning();
    const link = await manageUrl(tx, updated!);
    const enquiryUrl = event === "confirmed" ? await confirmedLink(tx, updated!) : undefined;
    const messages = await bookingMessages(updated!, event, link, { byStudio: "staffBookingId" in who, enquiryUrl });
    await queueMessages(tx, "booking", id, messages);
    // A booking that waited for its e-mail confirmation gets its WhatsApp receipt now, when its person asked for one.
    if (event === "confirmed") await queueReceipt(tx, "booking", updated!, link);
    const ended = ["cancelled", "released"].includes(updated!.status);
    return { booking: publicBooking(updated!), manageUrl: ended || "staffBookingId" in who ? undefined : link };
  });
}

/** Moves a booked appointment: its place given back, the new one taken, a new link (the old one stops working). */
const move = (start: Date, now: Date, countsAsVisitorMove: boolean) => async (tx: Database, row: Booking) => {
  if (countsAsVisitorMove && row.moves >= booking.visitorMoves)
    throw new HttpError(
      409,
      `This booking has been moved ${booking.visitorMoves} times, the most its link allows. Please call us on ${site.contact.phone} to change it again.`,
      { code: "moves-used" },
    );
  if (start.getTime() === row.start.getTime()) throw new HttpError(400, "That is the time already booked: please choose another.");
  await releaseSlot(tx, row.kind, row.pool, row.start);
  await claimSlot(tx, row.kind, row.pool, start, now);
  return {
    start,
    end: endOf(row.kind, start),
    reminderQueuedAt: null,
    moves: row.moves + (countsAsVisitorMove ? 1 : 0),
    linkVersion: row.linkVersion + 1,
  };
};

/** Gives a booking's place back (if it holds one) and ends it with `status`. */
const end = (status: "cancelled" | "released") => async (tx: Database, row: Booking) => {
  if (row.status !== "pending" || row.holding) await releaseSlot(tx, row.kind, row.pool, row.start);
  return { status, holding: false };
};

export function moveBooking(db: Database, token: string, start: Date, now = new Date()) {
  return change(db, { token }, now, ["booked"], move(start, now, true), "moved");
}

export function cancelBooking(db: Database, token: string, now = new Date()) {
  return change(db, { token }, now, ["booked", "pending"], end("cancelled"), "cancelled");
}

/** The person confirms from the e-mail: a held place becomes theirs; one not held is taken now, if still free. */
export function confirmBooking(db: Database, token: string, now = new Date()) {
  return change(
    db,
    { token },
    now,
    ["pending"],
    async (tx, row) => {
      if (!row.holding) await claimSlot(tx, row.kind, row.pool, row.start, now);
      return { status: "booked", holding: false, confirmBy: null };
    },
    "confirmed",
  );
}

/** Staff: cancel, release (give back the place of a booking they judge not genuine) or move any booking; its person is told. */
export function staffChangeBooking(
  db: Database,
  id: number,
  action: { action: "cancel" } | { action: "release" } | { action: "move"; start: Date },
  now = new Date(),
) {
  const who = { staffBookingId: id };
  if (action.action === "move") return change(db, who, now, ["booked"], move(action.start, now, false), "moved");
  const status = action.action === "cancel" ? "cancelled" : "released";
  return change(db, who, now, ["booked", "pending", "attended", "no-show"], end(status), status);
}
