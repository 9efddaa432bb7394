import type { Config } from "@netlify/functions";
import { reportQuerySchema } from "../src/lib/admin/reports";
import { adminHandler } from "../src/server/admin/access";
import { enquiryReport } from "../src/server/admin/reports";
import { json, validate } from "../src/server/http";

/** GET the reports screen's figures for the last `weeks` weeks. */
export default adminHandler(["GET"], async (req, { db }) => {
  const query = validate(reportQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
  return json(200, { data: await enquiryReport(db, query) });
});

export const config: Config = { path: "/api/admin/reports" };
