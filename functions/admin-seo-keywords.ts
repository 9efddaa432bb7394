import type { Config } from "@netlify/functions";
import { seoKeywordSchema } from "../src/lib/admin/seo";
import { adminHandler } from "../src/server/admin/access";
import { json, readJson, validate } from "../src/server/http";
import { addKeyword } from "../src/server/seo/keywords";
import { loadBuiltSite } from "../src/server/seo/site";

/** Adds a keyword to a page, with its density on the built page and its imported search position. */
export default adminHandler(["POST"], async (req, { db }) => {
  const input = validate(seoKeywordSchema, await readJson(req));
  return json(201, { data: await addKeyword(db, await loadBuiltSite(req), input) });
});

export const config: Config = { path: "/api/admin/seo/keywords" };
