import type { Config } from "@netlify/functions";
import { leadPageQuerySchema } from "../src/lib/admin/leads";
import { adminHandler } from "../src/server/admin/access";
import { leadPage } from "../src/server/admin/leads";
import { json, validate } from "../src/server/http";

export default adminHandler(["GET"], async (req, { db }) => {
  const { cursor, limit, ...filter } = validate(leadPageQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
  return json(200, { data: await leadPage(db, filter, limit, cursor) });
});

export const config: Config = { path: "/api/admin/leads" };
