import { z } from "../zod";
import type { FieldSpec } from "./descriptor";
import { nameField, phoneField } from "./fields";

/** A person's name and phone as the contact form and the estimator's contact step both ask for them, side by side. */
export const personName = {
  schema: (m) => nameField(m, 3, 120, m.validation.nameTooShort),
  input: "text",
  label: "name",
  autoComplete: "name",
  half: true,
  staff: "Name",
} satisfies FieldSpec;

export const personPhone = { schema: phoneField, input: "tel", label: "phone", half: true, staff: "Phone" } satisfies FieldSpec;

/** The visitor's own words: a textarea staff read, shown in the lead's one line of details. */
export const messageField = <S extends FieldSpec["schema"]>(schema: S, look: Pick<FieldSpec, "rows" | "placeholder">) =>
  ({ schema, input: "textarea", label: "message", staff: "Message", details: true, ...look }) satisfies FieldSpec;

/**
 * The unticked box "Send my confirmation on WhatsApp from {brand}": ticked, the receipt (and a booking's reminders) also
 * go to the phone number on WhatsApp. A plain form posts "on" when ticked and nothing when not; the islands send a
 * boolean. Stored in the lead's own `whatsappReceipts` column (src/server/db/columns.ts), not one of its own name.
 */
export const whatsappReceipts = {
  schema: () =>
    z
      .union([z.boolean(), z.enum(["on", "true", "false", ""])])
      .transform((value) => value === true || value === "on" || value === "true")
      .optional(),
  input: "checkbox",
  label: "whatsappReceipts",
  column: false,
} satisfies FieldSpec;
