import type { Config } from "@netlify/functions";
import { reportQuerySchema } from "../src/lib/admin/reports";
import { adminHandler } from "../src/server/admin/access";
import { storedReport } from "../src/server/admin/reports";
import { json, validate } from "../src/server/http";

/** GET the reports screen's figures for the last `weeks` weeks, as worked out in the last few minutes unless `refresh=1`. */
export default adminHandler(["GET"], async (req, { db }) => {
  const { weeks, refresh } = validate(reportQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
  return json(200, { data: await storedReport(db, { weeks, refresh: refresh === "1" }) });
});

export const config: Config = { path: "/api/admin/reports" };
