import type { Config } from "@netlify/functions";
import { adminHandler } from "../src/server/admin/access";
import { json } from "../src/server/http";

/** Who is signed in (and their role, which decides what the enquiry screens offer): the admin screens ask on load and show the sign-in form on 401. */
export default adminHandler(["GET"], async (_req, { staff }) =>
  json(200, { data: { id: staff.id, username: staff.username, role: staff.role } }),
);

export const config: Config = { path: "/api/admin/session" };
