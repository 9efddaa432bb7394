import { site } from "../../config/site";
import { consultationForm, consultationSchema } from "../../lib/forms/consultation";
import { serviceLabel } from "../../lib/forms/service-options";
import { whatsappLink } from "../../lib/whatsapp";
import { consultations } from "../db/schema";
import type { LeadIntake } from "../leads";
import { staffEmail } from "../lead-kinds";
import { routes } from "../../lib/routes";

export const consultationLead: LeadIntake<typeof consultationSchema, typeof consultations> = {
  kind: "consultation",
  form: consultationForm,
  table: consultations,
  toRow: consultationForm.row,
  notification: (row) => ({
    subject: `New consultation: ${row.fullName} – ${serviceLabel(row.service)}`,
    body: staffEmail("consultation", row, "A free consultation was booked on the website."),
  }),
  extras: (row) => ({
    whatsappLink: whatsappLink(
      `Hello ${site.brand}, I am ${row.fullName} and I have booked a free consultation for ${serviceLabel(row.service)}. Please call me on ${row.phone}.`,
    ),
  }),
  thankYouPath: routes.thankYou(),
  formPath: routes.consultation(),
};
