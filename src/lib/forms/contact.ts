import type { z } from "../zod";
import { routes } from "../routes";
import { leadForm } from "./descriptor";
import { emailField, optionalText, textField } from "./fields";
import { messageField, personName, personPhone, whatsappReceipts } from "./person";

/** The contact form on /contact, its fields once (see descriptor.ts). */
export const contactForm = leadForm(
  {
    name: personName,
    phone: personPhone,
    email: { schema: emailField, input: "email", label: "email", autoComplete: "email", staff: "Email" },
    subject: {
      schema: (m) => optionalText(m, 150, m.validation.labels.subject),
      input: "text",
      label: "subject",
      staff: "Subject",
      details: true,
    },
    message: messageField((m) => textField(m, 10, 3000, m.validation.messageTooShort, m.validation.labels.message), { rows: 4 }),
    whatsappReceipts,
  },
  { endpoint: routes.api.contacts(), draftKey: "lead:contact" },
);

export const contactSchemas = contactForm.schemas;
export const contactSchema = contactSchemas.en;

export type ContactInput = z.infer<typeof contactSchema>;
