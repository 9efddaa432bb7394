import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useId } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod";
import { applyServerErrors } from "./fields";

/**
 * What every form of the site shares, the staff's as well as the visitors': react-hook-form on the form's zod schema
 * (validate on submit, then on every change), one id that ties each field to its label and error message, and a
 * submit handler that puts the server's per-field messages next to their fields before the form hears of the failure.
 */
export function useFormShell<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues: DefaultValues<z.infer<S>>) {
  type Values = z.infer<S>;
  const formId = useId();
  const form = useForm<Values>({ resolver: standardSchemaResolver(schema), mode: "onSubmit", reValidateMode: "onChange", defaultValues });

  /** The props that wire a TextField or SelectField to one value: its id, its registration and its message. */
  const field = (name: Path<Values>) => ({
    formId,
    registration: form.register(name),
    error: form.getFieldState(name, form.formState).error,
  });

  /** Submits valid values through `send`; a failure marks the fields the server named, then goes to `onFailure`. */
  const submitWith = (send: (values: Values) => Promise<void>, onFailure: (error: unknown) => void) =>
    form.handleSubmit(async (values) => {
      try {
        await send(values);
      } catch (error) {
        applyServerErrors(error, values, form.setError);
        onFailure(error);
      }
    });

  return { form, formId, field, submitWith };
}
