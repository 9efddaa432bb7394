import { forms as en } from "../../i18n/en/forms";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "../../i18n/locales";
import { forms as ta } from "../../i18n/ta/forms";

/**
 * The lead forms' words in one language. Islands import this section only, never the whole catalogue; the type is the
 * English section's (the whole catalogue's type is made from sections that use these forms).
 */
export type FormMessages = typeof en;

const FORMS: Record<Locale, FormMessages> = { en, ta };

export const formMessages = (locale: Locale): FormMessages => FORMS[locale];

/** The language a form says it was sent from: anything but a language of the site is English, never an error. */
export const formLocale = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/** One value per language (a form's schema), built once from that language's messages. */
export function perLocale<T>(build: (m: FormMessages, locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, build(FORMS[locale], locale)])) as Record<Locale, T>;
}
