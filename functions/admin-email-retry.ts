import type { Config } from "@netlify/functions";
import { adminHandler } from "../src/server/admin/access";
import { retryNotification } from "../src/server/admin/email";
import { HttpError, json } from "../src/server/http";

const PATH = "/api/admin/email/outbox/:id/retry";

export default adminHandler(["POST"], async (req, { db }) => {
  const id = Number(new URLPattern({ pathname: PATH }).exec(req.url)?.pathname.groups.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, "There is no such notification.");
  return json(200, { data: await retryNotification(db, id) });
});

export const config: Config = { path: PATH };
