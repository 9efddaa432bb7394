import type { Config } from "@netlify/functions";
import { moveSchema } from "../src/lib/forms/booking";
import { cancelBooking, confirmBooking, findManagedBooking, moveBooking } from "../src/server/booking/bookings";
import { getDb } from "../src/server/db/client";
import { HttpError, handler, json, readJson, validate } from "../src/server/http";
import { logFailure } from "../src/server/log";
import { deliverOutbox } from "../src/server/notify/outbox";

/**
 * The visitor's own booking, by the signed token of its manage link: GET it, POST to confirm a pending one, PATCH a new
 * start, DELETE to cancel.
 */
export default handler(["GET", "POST", "PATCH", "DELETE"], async (req, context) => {
  const token = new URL(req.url).searchParams.get("token");
  if (!token) throw new HttpError(400, "This link is incomplete. Please use the link in your confirmation email.");
  const db = await getDb();
  if (req.method === "GET") return json(200, { data: await findManagedBooking(db, token) });
  const changed =
    req.method === "DELETE"
      ? await cancelBooking(db, token)
      : req.method === "POST"
        ? await confirmBooking(db, token)
        : await moveBooking(db, token, new Date(validate(moveSchema, await readJson(req)).start));
  // The update emails were queued with the change; the answer does not wait for the mail server.
  context.waitUntil(deliverOutbox(db).catch((error: unknown) => logFailure("booking update will be retried:", error)));
  return json(200, { data: changed });
});

export const config: Config = { path: "/api/bookings/manage" };
