import type { Config } from "@netlify/functions";
import { moveSchema } from "../src/lib/forms/booking";
import { cancelBooking, findManagedBooking, moveBooking } from "../src/server/booking/bookings";
import { getDb } from "../src/server/db/client";
import { HttpError, handler, json, readJson, validate } from "../src/server/http";

/** The visitor's own booking, by the signed token of its manage link: GET it, PATCH a new start, DELETE to cancel. */
export default handler(["GET", "PATCH", "DELETE"], async (req) => {
  const token = new URL(req.url).searchParams.get("token");
  if (!token) throw new HttpError(400, "This link is incomplete. Please use the link in your confirmation email.");
  const db = await getDb();
  if (req.method === "GET") return json(200, { data: await findManagedBooking(db, token) });
  if (req.method === "DELETE") return json(200, { data: await cancelBooking(db, token) });
  const { start } = validate(moveSchema, await readJson(req));
  return json(200, { data: await moveBooking(db, token, new Date(start)) });
});

export const config: Config = { path: "/api/bookings/manage" };
