import { contactSchema, contactSchemas } from "../../lib/forms/contact";
import { contacts } from "../db/schema";
import type { LeadKind } from "../leads";
import { routes } from "../../lib/routes";

export const contactLead: LeadKind<typeof contactSchema, typeof contacts> = {
  kind: "contact",
  schemas: contactSchemas,
  table: contacts,
  toRow: (input) => ({ ...input, subject: input.subject || null }),
  notification: (row) => ({
    subject: `New message: ${row.subject ?? "Contact form"} – ${row.name}`,
    body: [
      `A message came in through the contact form.`,
      ``,
      `Name:    ${row.name}`,
      `Phone:   ${row.phone}`,
      `Email:   ${row.email}`,
      `Subject: ${row.subject ?? "-"}`,
      ``,
      row.message,
      ``,
      `Received at ${row.createdAt.toISOString()} (contact #${row.id}).`,
    ].join("\n"),
  }),
  thankYouPath: routes.thankYou(),
  formPath: routes.contactForm(),
};
