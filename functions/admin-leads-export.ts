import type { Config } from "@netlify/functions";
import { leadFilterSchema } from "../src/lib/admin/leads";
import { adminHandler } from "../src/server/admin/access";
import { leadCsvResponse } from "../src/server/admin/lead-export";
import { validate } from "../src/server/http";

export default adminHandler(["GET"], async (req, { db }) =>
  leadCsvResponse(db, validate(leadFilterSchema, Object.fromEntries(new URL(req.url).searchParams))),
);

export const config: Config = { path: "/api/admin/leads/export" };
