import type { Config } from "@netlify/functions";
import { adminHandler } from "../src/server/admin/access";
import { retryNotification } from "../src/server/admin/email";
import { HttpError, json } from "../src/server/http";

export default adminHandler(["POST"], async (_req, { db, context }) => {
  const id = Number(context.params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, "There is no such notification.");
  return json(200, { data: await retryNotification(db, id) });
});

// A literal: Netlify reads the path from the source without running it.
export const config: Config = { path: "/api/admin/email/outbox/:id/retry" };
