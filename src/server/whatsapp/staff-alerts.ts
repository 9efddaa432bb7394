import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { site } from "../../config/site";
import { whatsapp as words } from "../../i18n/en/whatsapp";
import { serviceLabel } from "../../lib/forms/service-options";
import { routes } from "../../lib/routes";
import type { Database } from "../db/client";
import { enquiries, users } from "../db/schema";
import { firstName } from "../enquiries/messages";
import { queueWhatsApp, type WhatsAppNotice } from "./queue";

/** What a staff alert may say of the person: first name, service, locality, and the link to the enquiry. Nothing else. */
export interface StaffSubject {
  /** The enquiry's id, or a mark the statement that makes the enquiry fills in. */
  id: number | string;
  name: string | null;
  service: string | null;
  area: string | null;
  city: string | null;
}

export const staffValues = (enquiry: StaffSubject) => ({
  name: firstName(enquiry.name),
  service: enquiry.service ? serviceLabel(enquiry.service) : words.anyService,
  place: enquiry.area ?? enquiry.city ?? words.anyPlace,
  link: `${site.url}${routes.adminEnquiry(enquiry.id)}`,
});

/** The staff who asked for their alerts on WhatsApp, by id; staff alerts are in English, as their e-mails are. */
export async function whatsappStaff(tx: Database, ids: number[]): Promise<{ id: number; whatsapp: string }[]> {
  if (!ids.length) return [];
  return (await tx
    .select({ id: users.id, whatsapp: users.whatsapp })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.whatsappAlerts, true), isNotNull(users.whatsapp)))) as { id: number; whatsapp: string }[];
}

/** Every admin who asked for WhatsApp alerts. */
export async function whatsappAdmins(tx: Database): Promise<{ id: number; whatsapp: string }[]> {
  return (await tx
    .select({ id: users.id, whatsapp: users.whatsapp })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.whatsappAlerts, true), isNotNull(users.whatsapp)))) as { id: number; whatsapp: string }[];
}

type OwnerTemplate = "staff_whatsapp_message" | "staff_withdrawal" | "staff_booking";

/**
 * Alerts an enquiry's owner on WhatsApp (when they asked for it) about something that happened to it: a message
 * from the person, a booking (`appointment` names it), a withdrawal. For the lead to wire where #32's withdrawal is.
 */
export async function alertOwnerOnWhatsApp(tx: Database, enquiryId: number, template: OwnerTemplate, appointment = ""): Promise<number> {
  const [enquiry] = await tx.select().from(enquiries).where(eq(enquiries.id, enquiryId));
  if (!enquiry?.ownerId) return 0;
  const values = staffValues(enquiry);
  const notices = (await whatsappStaff(tx, [enquiry.ownerId])).map((owner): WhatsAppNotice =>
    template === "staff_booking"
      ? { kind: "enquiry", leadId: enquiryId, to: owner.whatsapp, template, lang: "en", values: { ...values, appointment } }
      : { kind: "enquiry", leadId: enquiryId, to: owner.whatsapp, template, lang: "en", values },
  );
  return queueWhatsApp(tx, notices);
}
