import { en } from "./en";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";
import type { Messages } from "./messages";
import { ta } from "./ta";

const CATALOGUES: Record<Locale, Messages> = { en, ta };

export function messages(locale: Locale): Messages {
  return CATALOGUES[locale];
}

/** The page's language as Astro reports it (`Astro.currentLocale`), English when it reports none. */
export function pageLocale(current: string | undefined): Locale {
  return isLocale(current) ? current : DEFAULT_LOCALE;
}

export { fill, placeholders } from "./fill";

export type { Messages } from "./messages";
