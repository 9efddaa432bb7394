import type { Config } from "@netlify/functions";
import { adminBookingsQuerySchema, bookingChangeSchema } from "../src/lib/admin/bookings";
import { adminHandler } from "../src/server/admin/access";
import { bookingsWeek, setBookingStatus } from "../src/server/admin/bookings";
import { staffChangeBooking } from "../src/server/booking/bookings";
import { deliverOutbox } from "../src/server/notify/outbox";
import { logFailure } from "../src/server/log";
import { HttpError, json, readJson, validate } from "../src/server/http";

/**
 * GET the bookings and blocks of a week; PATCH `/api/admin/bookings/:id` with `{ status }` (attended, no-show) or
 * `{ action }`: cancel, release, or move with `start` (the person is e-mailed).
 */
export default adminHandler(["GET", "PATCH"], async (req, { db, context }) => {
  if (req.method === "GET") {
    const query = validate(adminBookingsQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
    return json(200, { data: await bookingsWeek(db, query) });
  }
  const id = Number(context.params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, "There is no such booking.");
  const change = validate(bookingChangeSchema, await readJson(req));
  if ("status" in change) return json(200, { data: await setBookingStatus(db, id, change.status) });
  const changed = await staffChangeBooking(db, id, change.action === "move" ? { action: "move", start: new Date(change.start) } : change);
  context.waitUntil(deliverOutbox(db).catch((error: unknown) => logFailure("booking e-mail will be retried:", error)));
  return json(200, { data: changed.booking });
});

// Literals: Netlify reads the paths from the source without running it.
export const config: Config = { path: ["/api/admin/bookings", "/api/admin/bookings/:id"] };
