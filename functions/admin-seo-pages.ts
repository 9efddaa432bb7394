import type { Config } from "@netlify/functions";
import { z } from "zod";
import { seoOverrideSchema, sitePathField } from "../src/lib/admin/seo";
import { adminHandler } from "../src/server/admin/access";
import { json, readJson, validate } from "../src/server/http";
import { removeOverride, saveOverride } from "../src/server/seo/pages";
import { loadBuiltSite } from "../src/server/seo/site";

/** Room for the largest JSON-LD an override may carry, besides its other fields. */
const MAX_BYTES = 64 * 1024;

/** PUT saves a page's override; DELETE ?path=/about stops overriding it. */
export default adminHandler(["PUT", "DELETE"], async (req, { db }) => {
  const site = await loadBuiltSite(req);
  if (req.method === "DELETE") {
    const { path } = validate(z.strictObject({ path: sitePathField }), Object.fromEntries(new URL(req.url).searchParams));
    return json(200, { data: await removeOverride(db, site, path) });
  }
  const input = validate(seoOverrideSchema, await readJson(req, MAX_BYTES));
  return json(200, { data: await saveOverride(db, site, input) });
});

export const config: Config = { path: "/api/admin/seo/pages" };
