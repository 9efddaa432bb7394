import { z } from "zod";
import { emailField, nameField, optionalText, phoneField, textField } from "./fields";
import { perLocale } from "./messages";

/** The contact form on /contact, in each language. */
export const contactSchemas = perLocale((m) =>
  z.strictObject({
    name: nameField(m, 3, 120, m.validation.nameTooShort),
    email: emailField(m),
    phone: phoneField(m),
    subject: optionalText(m, 150, m.validation.labels.subject),
    message: textField(m, 10, 3000, m.validation.messageTooShort, m.validation.labels.message),
  }),
);
export const contactSchema = contactSchemas.en;

export type ContactInput = z.infer<typeof contactSchema>;
