import type { Config } from "@netlify/functions";
import { adminHandler } from "../src/server/admin/access";
import { json } from "../src/server/http";
import { publishSite } from "../src/server/seo/publish";

/** Starts a rebuild through the Netlify build hook, so saved overrides reach the pages. */
export default adminHandler(["POST"], async (_req, { staff }) => json(200, { data: await publishSite(staff.username) }));

export const config: Config = { path: "/api/admin/seo/publish" };
