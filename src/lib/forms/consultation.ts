import { z } from "../zod";
import { routes } from "../routes";
import { leadForm } from "./descriptor";
import { emailField, nameField, optionalText, phoneField } from "./fields";
import { messageField, whatsappReceipts } from "./person";
import { SERVICE_VALUES, serviceLabel } from "./service-options";

/**
 * The consultation form's fields, once: the popup, the landing pages and /contact show it, and the booking adds its
 * appointment to it. The island and `POST /api/consultations` both validate with the schema of the page's language,
 * so the visitor and the server see the same messages.
 */
export const consultationForm = leadForm(
  {
    fullName: {
      schema: (m) => nameField(m, 3, 120, m.validation.nameTooShort),
      input: "text",
      label: "fullName",
      placeholder: "name",
      autoComplete: "name",
      staff: "Name",
    },
    email: { schema: emailField, input: "email", label: "email", placeholder: "email", autoComplete: "email", half: true, staff: "Email" },
    phone: { schema: phoneField, input: "tel", label: "phone", placeholder: "example", half: true, staff: "Phone" },
    service: {
      schema: (m) => z.enum(SERVICE_VALUES, { error: m.validation.service }),
      input: "service",
      label: "service",
      staff: "Service",
      show: serviceLabel,
    },
    message: messageField((m) => optionalText(m, 2000, m.validation.labels.message), { placeholder: "message", rows: 3 }),
    whatsappReceipts,
  },
  { endpoint: routes.api.consultations(), draftKey: "lead:consultation" },
);

export const consultationSchemas = consultationForm.schemas;
export const consultationSchema = consultationSchemas.en;

export type ConsultationInput = z.infer<typeof consultationSchema>;
