import type { Config } from "@netlify/functions";
import { slotQuerySchema } from "../src/lib/forms/booking";
import { listSlots, resolvePool } from "../src/server/booking/availability";
import { getDb } from "../src/server/db/client";
import { handler, json, validate } from "../src/server/http";

/** GET /api/slots?kind=…&centre=…&from=YYYY-MM-DD&days=N: the free slots, start and end in UTC. */
export default handler(["GET"], async (req) => {
  const query = validate(slotQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
  const pool = await resolvePool(query.kind, query);
  return json(200, { data: await listSlots(await getDb(), { ...query, pool }) });
});

export const config: Config = { path: "/api/slots" };
