import type { Config } from "@netlify/functions";
import { adminHandler } from "../src/server/admin/access";
import { HttpError, json } from "../src/server/http";
import { removeKeyword } from "../src/server/seo/keywords";

export default adminHandler(["DELETE"], async (_req, { db, context }) => {
  const id = Number(context.params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, "There is no such keyword.");
  await removeKeyword(db, id);
  return json(200, { data: null });
});

export const config: Config = { path: "/api/admin/seo/keywords/:id" };
