import type { Config } from "@netlify/functions";
import { adminHandler } from "../src/server/admin/access";
import { json } from "../src/server/http";
import { seoOverview } from "../src/server/seo/pages";
import { loadBuiltSite } from "../src/server/seo/site";

/** Every public page of the last build with its override, analysis, keywords and search data. */
export default adminHandler(["GET"], async (req, { db }) => json(200, { data: await seoOverview(db, await loadBuiltSite(req)) }));

export const config: Config = { path: "/api/admin/seo" };
