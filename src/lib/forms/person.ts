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
