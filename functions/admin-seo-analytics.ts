import type { Config } from "@netlify/functions";
import { analyticsImportSchema } from "../src/lib/admin/seo";
import { adminHandler } from "../src/server/admin/access";
import { json, readJson, validate } from "../src/server/http";
import { importSearchConsole } from "../src/server/seo/analytics";
import { loadBuiltSite } from "../src/server/seo/site";

/** A 2 MB export, with room for JSON's escaping of its quotes and line breaks. */
const MAX_BYTES = 3 * 1024 * 1024;

/** Imports a Search Console CSV export, sent as `{ csv }`. */
export default adminHandler(["POST"], async (req, { db }) => {
  const { csv } = validate(analyticsImportSchema, await readJson(req, MAX_BYTES));
  return json(200, { data: await importSearchConsole(db, await loadBuiltSite(req), csv) });
});

export const config: Config = { path: "/api/admin/seo/analytics" };
