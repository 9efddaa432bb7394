import { forms } from "../../i18n/en/forms";
import { SERVICE_IDS } from "../services";
import type { FormMessages } from "./messages";

/** The service values every lead form offers (src/lib/services.ts); their labels live in the catalogue. */
export const SERVICE_VALUES = SERVICE_IDS;

/** The service dropdown of a lead form in a language. */
export const serviceOptions = (m: FormMessages) => SERVICE_VALUES.map((value) => ({ value, label: m.services[value] }));

/** The dropdown in English: staff screens, content rules and notifications use these labels. */
export const SERVICE_OPTIONS = serviceOptions(forms);

export function serviceLabel(value: string): string {
  return SERVICE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}
