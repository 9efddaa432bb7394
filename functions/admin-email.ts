import type { Config } from "@netlify/functions";
import { adminHandler } from "../src/server/admin/access";
import { emailOverview } from "../src/server/admin/email";
import { json } from "../src/server/http";

export default adminHandler(["GET"], async (_req, { db }) => json(200, { data: await emailOverview(db) }));

export const config: Config = { path: "/api/admin/email" };
