import type { Config } from "@netlify/functions";
import { adminBookingsQuerySchema, bookingStatusSchema } from "../src/lib/admin/bookings";
import { adminHandler } from "../src/server/admin/access";
import { bookingsWeek, setBookingStatus } from "../src/server/admin/bookings";
import { HttpError, json, readJson, validate } from "../src/server/http";

/** GET the bookings and blocks of a week; PATCH `/api/admin/bookings/:id` with `{ status }` (attended, no-show). */
export default adminHandler(["GET", "PATCH"], async (req, { db, context }) => {
  if (req.method === "GET") {
    const query = validate(adminBookingsQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
    return json(200, { data: await bookingsWeek(db, query) });
  }
  const id = Number(context.params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, "There is no such booking.");
  const { status } = validate(bookingStatusSchema, await readJson(req));
  return json(200, { data: await setBookingStatus(db, id, status) });
});

// Literals: Netlify reads the paths from the source without running it.
export const config: Config = { path: ["/api/admin/bookings", "/api/admin/bookings/:id"] };
