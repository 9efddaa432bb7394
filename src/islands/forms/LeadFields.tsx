import type { InputHTMLAttributes, ReactNode } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { isOptionalField, type FieldSpec } from "../../lib/forms/descriptor";
import type { FormMessages } from "../../lib/forms/messages";
import { serviceOptions } from "../../lib/forms/service-options";
import { PHONE_EXAMPLE } from "../../lib/phone";
import { site } from "../../config/site";
import { fill } from "../../i18n/fill";
import { SelectField } from "./SelectField";
import { PhoneField, TextField } from "./TextField";

type Typed = FieldSpec & { name: string };
type Wiring = { formId: string; registration: UseFormRegisterReturn; error?: FieldError };

/**
 * A lead form's typed fields, in its descriptor's order (`src/lib/forms/descriptor.ts`): each with its catalogue
 * label and input kind; half-width fields side by side on wider screens. `extra` adds attributes to one input (the
 * estimator's list of neighbourhoods).
 */
export function LeadFields({
  fields,
  field,
  m,
  extra = {},
}: {
  fields: readonly Typed[];
  /** The form shell's wiring of one field (`kit.field`). */
  field: (name: never) => Wiring;
  m: FormMessages;
  extra?: Record<string, InputHTMLAttributes<HTMLInputElement>>;
}) {
  const one = (spec: Typed) => {
    const wiring = { ...(field as (name: string) => Wiring)(spec.name), label: spec.label ? m.fields[spec.label] : spec.name };
    const placeholder = spec.placeholder === "example" ? PHONE_EXAMPLE : spec.placeholder ? m.placeholders[spec.placeholder] : undefined;
    const optional = isOptionalField(spec, m) ? m.fields.optional : undefined;
    switch (spec.input) {
      case "service":
        return <SelectField key={spec.name} {...wiring} placeholder={m.placeholders.service} options={serviceOptions(m)} />;
      case "tel":
        return <PhoneField key={spec.name} {...wiring} placeholder={placeholder} />;
      case "textarea":
        return <TextField key={spec.name} {...wiring} optional={optional} multiline rows={spec.rows} placeholder={placeholder} />;
      case "checkbox":
        return (
          <label key={spec.name} htmlFor={`${wiring.formId}-${spec.name}`} className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              id={`${wiring.formId}-${spec.name}`}
              className="mt-0.5 size-5 shrink-0 accent-teal"
              {...wiring.registration}
            />
            <span>{fill(wiring.label, { brand: site.brand })}</span>
          </label>
        );
      default:
        return (
          <TextField
            key={spec.name}
            {...wiring}
            optional={optional}
            type={spec.input === "email" ? "email" : undefined}
            autoComplete={spec.autoComplete}
            placeholder={placeholder}
            {...extra[spec.name]}
          />
        );
    }
  };

  const out: ReactNode[] = [];
  for (let i = 0; i < fields.length; i++) {
    if (!fields[i]!.half) {
      out.push(one(fields[i]!));
      continue;
    }
    const pair: Typed[] = [];
    while (i < fields.length && fields[i]!.half) pair.push(fields[i++]!);
    i--;
    out.push(
      <div key={pair[0]!.name} className="grid gap-4 sm:grid-cols-2">
        {pair.map(one)}
      </div>,
    );
  }
  return <>{out}</>;
}
