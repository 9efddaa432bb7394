import type { Config } from "@netlify/functions";
import { slotBlockSchema } from "../src/lib/admin/bookings";
import { adminHandler } from "../src/server/admin/access";
import { addBlock, removeBlock } from "../src/server/admin/bookings";
import { HttpError, json, readJson, validate } from "../src/server/http";

/** POST a block (pool, India day, from, to, reason) to close those times; DELETE `/api/admin/booking-blocks/:id` to open them again. */
export default adminHandler(["POST", "DELETE"], async (req, { db, context }) => {
  if (req.method === "POST") return json(201, { data: await addBlock(db, validate(slotBlockSchema, await readJson(req))) });
  const id = Number(context.params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, "There is no such block.");
  return json(200, { data: await removeBlock(db, id) });
});

// Literals: Netlify reads the paths from the source without running it.
export const config: Config = { path: ["/api/admin/booking-blocks", "/api/admin/booking-blocks/:id"] };
