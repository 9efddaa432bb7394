import type { Config } from "@netlify/functions";
import { staffUpdateSchema } from "../src/lib/admin/enquiries";
import { enquiries as text } from "../src/i18n/en/enquiries";
import { adminHandler } from "../src/server/admin/access";
import { listStaff, updateStaff } from "../src/server/enquiries/staff";
import { HttpError, json, readJson, validate } from "../src/server/http";

/** GET the staff accounts (for owner pickers); PATCH `/:id` (admins only) with role, languages, cities, available, email. */
export default adminHandler(["GET", "PATCH"], async (req, { db, staff, context }) => {
  if (req.method === "GET") return json(200, { data: await listStaff(db, staff) });
  const id = Number(context.params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, text.errors.unknownStaff);
  return json(200, { data: await updateStaff(db, staff, id, validate(staffUpdateSchema, await readJson(req))) });
});

export const config: Config = { path: ["/api/admin/staff", "/api/admin/staff/:id"] };
