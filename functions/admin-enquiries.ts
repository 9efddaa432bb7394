import type { Config } from "@netlify/functions";
import { ENQUIRY_ACTIONS, enquiryQuerySchema, isEnquiryAction } from "../src/lib/admin/enquiries";
import { enquiries as text } from "../src/i18n/en/enquiries";
import { adminHandler } from "../src/server/admin/access";
import { enquiryDetail, enquiryPage } from "../src/server/enquiries/board";
import { ENQUIRY_CHANGES } from "../src/server/enquiries/changes";
import { HttpError, json, readJson, validate } from "../src/server/http";

/**
 * GET the enquiries (filters and cursor in the query), GET one with its timeline, POST `/:id/:action` to change one
 * (stage, attempt, note, next-action, assign, claim, merge, unmerge: see src/lib/admin/enquiries.ts).
 */
export default adminHandler(["GET", "POST"], async (req, { db, staff, context }) => {
  const { id: rawId, action } = context.params;
  if (rawId === undefined) {
    if (req.method !== "GET") throw new HttpError(405, text.errors.method);
    return json(200, await enquiryPage(db, staff, validate(enquiryQuerySchema, Object.fromEntries(new URL(req.url).searchParams))));
  }
  const id = Number(rawId);
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, text.errors.notFound);
  if (action === undefined) {
    if (req.method !== "GET") throw new HttpError(405, text.errors.method);
    return json(200, { data: await enquiryDetail(db, staff, id) });
  }
  if (req.method !== "POST" || !isEnquiryAction(action)) throw new HttpError(404, text.errors.unknownAction);
  const input = validate(ENQUIRY_ACTIONS[action], await readJson(req));
  return json(200, { data: await ENQUIRY_CHANGES[action](db, staff, id, input as never) });
});

// Literals: Netlify reads the paths from the source without running it.
export const config: Config = { path: ["/api/admin/enquiries", "/api/admin/enquiries/:id", "/api/admin/enquiries/:id/:action"] };
