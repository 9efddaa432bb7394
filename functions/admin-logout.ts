import type { Config } from "@netlify/functions";
import { adminHandler } from "../src/server/admin/access";
import { clearedSessionCookie, endSession } from "../src/server/admin/session";
import { json } from "../src/server/http";

export default adminHandler(["POST"], async (_req, { db, staff }) => {
  await endSession(db, staff);
  return json(200, { data: null }, { "Set-Cookie": clearedSessionCookie() });
});

export const config: Config = { path: "/api/admin/logout" };
