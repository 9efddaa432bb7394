import type { FieldError as FormFieldError, UseFormRegisterReturn } from "react-hook-form";
import { FieldError, fieldProps } from "./fields";
import { inputClass } from "./TextField";

interface Props {
  formId: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FormFieldError;
  /** The empty first option, which asks for a choice. */
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled drop-down of a lead form, wired to its validation message. */
export function SelectField({ formId, label, registration, error, placeholder, options }: Props) {
  return (
    <div>
      <label htmlFor={`${formId}-${registration.name}`} className="text-sm font-medium">
        {label}
      </label>
      <select {...registration} {...fieldProps(formId, registration.name, error)} className={inputClass}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError formId={formId} name={registration.name} error={error} />
    </div>
  );
}
