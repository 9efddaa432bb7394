import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import type { FieldError as FormFieldError, UseFormRegisterReturn } from "react-hook-form";
import { FieldError, fieldProps } from "./fields";

export const inputClass =
  "mt-1 block w-full rounded-lg border border-ink/20 bg-white px-3 py-2.5 text-base text-ink placeholder:text-muted/70 focus:border-teal focus:ring-2 focus:ring-teal/30 focus:outline-none aria-[invalid=true]:border-red-600";

type Common = {
  formId: string;
  label: string;
  /** The note after the label of a field that may stay empty, e.g. "(optional)". */
  optional?: string;
  registration: UseFormRegisterReturn;
  error?: FormFieldError;
};
type Props =
  | (Common & { multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id">)
  | (Common & { multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id">);

/** A labelled text input (or textarea) of a lead form, wired to its validation message. */
export function TextField({ formId, label, optional, registration, error, multiline, ...attributes }: Props) {
  const wiring = { ...registration, ...fieldProps(formId, registration.name, error), className: inputClass };
  return (
    <div>
      <label htmlFor={`${formId}-${registration.name}`} className="text-sm font-medium">
        {label}
        {optional && <span className="font-normal text-muted"> {optional}</span>}
      </label>
      {multiline ? (
        <textarea {...(attributes as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...wiring} />
      ) : (
        <input {...(attributes as InputHTMLAttributes<HTMLInputElement>)} {...wiring} />
      )}
      <FieldError formId={formId} name={registration.name} error={error} />
    </div>
  );
}

/** The phone field every lead form asks for: a mobile keypad and the browser's saved number. */
export function PhoneField({ placeholder, ...field }: Omit<Common, "optional"> & { placeholder?: string }) {
  return <TextField {...field} type="tel" autoComplete="tel" inputMode="tel" placeholder={placeholder} />;
}
