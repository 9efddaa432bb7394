import type { Config } from "@netlify/functions";
import { adminHandler } from "../src/server/admin/access";
import { json } from "../src/server/http";
import { analyseAll } from "../src/server/seo/pages";
import { loadBuiltSite } from "../src/server/seo/site";

/** Stores the last build's analysis of every page in seo_pages. */
export default adminHandler(["POST"], async (req, { db }) => json(200, { data: await analyseAll(db, await loadBuiltSite(req)) }));

export const config: Config = { path: "/api/admin/seo/analyse" };
