import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import { enquiries as text } from "../../i18n/en/enquiries";
import { OWN_STAFF_FIELDS, type StaffMember, type staffUpdateSchema } from "../../lib/admin/enquiries";
import type { Staff } from "../admin/session";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { HttpError } from "../http";

const columns = {
  id: users.id,
  username: users.username,
  role: users.role,
  languages: users.languages,
  cities: users.cities,
  available: users.available,
  email: users.email,
  whatsapp: users.whatsapp,
  whatsappAlerts: users.whatsappAlerts,
};

/**
 * Every account, for the owner pickers (any staff) and the accounts screen (admins). A designer sees who the others
 * are and what they serve, not how to reach them: another person's alert address and WhatsApp number go to admins only.
 */
export async function listStaff(db: Database, viewer: Staff): Promise<StaffMember[]> {
  const rows = await db.select(columns).from(users).orderBy(asc(users.username));
  if (viewer.role === "admin") return rows;
  return rows.map((row) => (row.id === viewer.id ? row : { ...row, email: null, whatsapp: null, whatsappAlerts: false }));
}

/**
 * An admin sets what an account serves: its role, languages, cities, availability and alert address; each person sets
 * their own WhatsApp number and whether their alerts go there (their opt-in is theirs to give).
 */
export async function updateStaff(db: Database, staff: Staff, id: number, input: z.infer<typeof staffUpdateSchema>): Promise<StaffMember> {
  const ownWhatsApp = id === staff.id && Object.keys(input).every((key) => (OWN_STAFF_FIELDS as readonly string[]).includes(key));
  if (staff.role !== "admin" && !ownWhatsApp) throw new HttpError(403, text.errors.onlyAdmins);
  const [row] = await db.update(users).set(input).where(eq(users.id, id)).returning(columns);
  if (!row) throw new HttpError(404, text.errors.unknownStaff);
  return row;
}
