import { contactForm, contactSchema } from "../../lib/forms/contact";
import { contacts } from "../db/schema";
import type { LeadIntake } from "../leads";
import { staffEmail } from "../lead-kinds";
import { routes } from "../../lib/routes";

export const contactLead: LeadIntake<typeof contactSchema, typeof contacts> = {
  kind: "contact",
  form: contactForm,
  table: contacts,
  toRow: contactForm.row,
  notification: (row) => ({
    subject: `New message: ${row.subject ?? "Contact form"} – ${row.name}`,
    body: staffEmail("contact", row, "A message came in through the contact form."),
  }),
  thankYouPath: routes.thankYou(),
  formPath: routes.contactForm(),
};
