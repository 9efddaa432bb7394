import { z } from "zod";
import { emailField, optionalText, phoneField, textField } from "./fields";

/** The contact form on /contact. */
export const contactSchema = z.strictObject({
  name: textField(3, 120, "Name must be at least 3 characters", "Name"),
  email: emailField,
  phone: phoneField,
  subject: optionalText(150, "Subject"),
  message: textField(10, 3000, "Message must be at least 10 characters", "Message"),
});

export type ContactInput = z.infer<typeof contactSchema>;
