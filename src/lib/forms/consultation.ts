import { z } from "zod";
import { emailField, optionalText, phoneField, textField } from "./fields";
import { SERVICE_OPTIONS } from "./service-options";

/**
 * The consultation form. The island and `POST /api/consultations`
 * both validate with this schema, so the visitor and the server see the same
 * messages.
 */
export const consultationSchema = z.strictObject({
  fullName: textField(3, 120, "Name must be at least 3 characters", "Name"),
  email: emailField,
  phone: phoneField,
  service: z.enum(
    SERVICE_OPTIONS.map((option) => option.value),
    { error: "Please select a service" },
  ),
  message: optionalText(2000, "Message"),
});

export type ConsultationInput = z.infer<typeof consultationSchema>;
