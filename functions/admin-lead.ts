import type { Config } from "@netlify/functions";
import { markReadSchema } from "../src/lib/admin/leads";
import { adminHandler } from "../src/server/admin/access";
import { leadDetail } from "../src/server/admin/lead-detail";
import { markRead, parseLeadRef } from "../src/server/admin/leads";
import { json, readJson, validate } from "../src/server/http";

/** One lead: GET its details, PATCH `{ isRead }` to mark it read or unread. */
export default adminHandler(["GET", "PATCH"], async (req, { db, context }) => {
  const { kind, id } = parseLeadRef(context.params.kind, context.params.id);
  if (req.method === "GET") return json(200, { data: await leadDetail(db, kind, id) });
  const { isRead } = validate(markReadSchema, await readJson(req));
  return json(200, { data: await markRead(db, kind, id, isRead) });
});

// A literal: Netlify reads the path from the source without running it.
export const config: Config = { path: "/api/admin/leads/:kind/:id" };
