import type { Config } from "@netlify/functions";
import { markReadSchema } from "../src/lib/admin/leads";
import { adminHandler } from "../src/server/admin/access";
import { leadDetail, markRead, parseLeadRef } from "../src/server/admin/leads";
import { json, readJson, validate } from "../src/server/http";

const PATH = "/api/admin/leads/:kind/:id";

/** One lead: GET its details, PATCH `{ isRead }` to mark it read or unread. */
export default adminHandler(["GET", "PATCH"], async (req, { db }) => {
  const params = new URLPattern({ pathname: PATH }).exec(req.url)?.pathname.groups ?? {};
  const { kind, id } = parseLeadRef(params.kind, params.id);
  if (req.method === "GET") return json(200, { data: await leadDetail(db, kind, id) });
  const { isRead } = validate(markReadSchema, await readJson(req));
  return json(200, { data: await markRead(db, kind, id, isRead) });
});

export const config: Config = { path: PATH };
