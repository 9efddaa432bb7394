import { z } from "zod";
import { emailField, nameField, optionalText, phoneField } from "./fields";
import { perLocale, type FormMessages } from "./messages";
import { SERVICE_VALUES } from "./service-options";

const buildConsultationSchema = (m: FormMessages) =>
  z.strictObject({
    fullName: nameField(m, 3, 120, m.validation.nameTooShort),
    email: emailField(m),
    phone: phoneField(m),
    service: z.enum(SERVICE_VALUES, { error: m.validation.service }),
    message: optionalText(m, 2000, m.validation.labels.message),
  });

/**
 * The consultation form in each language. The island and `POST /api/consultations` both validate with the schema of
 * the page's language, so the visitor and the server see the same messages.
 */
export const consultationSchemas = perLocale(buildConsultationSchema);
export const consultationSchema = consultationSchemas.en;

export type ConsultationInput = z.infer<typeof consultationSchema>;
