import type { FieldError as FormFieldError, FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "../../lib/api";

/** Accessible wiring of an input to its label and error message. */
export function fieldProps(formId: string, name: string, error?: FormFieldError) {
  return {
    id: `${formId}-${name}`,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${formId}-${name}-error` : undefined,
  };
}

export function FieldError({ formId, name, error }: { formId: string; name: string; error?: FormFieldError }) {
  if (!error) return null;
  return (
    <p id={`${formId}-${name}-error`} className="mt-1 text-sm text-red-700">
      {error.message}
    </p>
  );
}

/** Puts the server's per-field messages (a 400 answer) next to the fields they belong to. */
export function applyServerErrors<T extends FieldValues>(error: unknown, values: T, setError: UseFormSetError<T>): void {
  if (!(error instanceof ApiError)) return;
  for (const [name, message] of Object.entries(error.fields)) {
    if (name in values) setError(name as Path<T>, { message });
  }
}

/** The error toast's text: the "STATUS: body" message, or the form's own fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
