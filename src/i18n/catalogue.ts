import { en } from "./en";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";
import { ta } from "./ta";

// Islands import these from ./fill, which carries no catalogue.
export { fill, placeholders } from "./fill";

/** The catalogue's shape with every message as a string: the Tamil catalogue must have exactly the English keys. */
type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : T[K] extends readonly string[] ? readonly string[] : Catalogue<T[K]> };

/** Every visible string of the site, one catalogue per language. */
export type Messages = Catalogue<typeof en>;

const CATALOGUES: Record<Locale, Messages> = { en, ta };

export function messages(locale: Locale): Messages {
  return CATALOGUES[locale];
}

/** The page's language as Astro reports it (`Astro.currentLocale`), English when it reports none. */
export function pageLocale(current: string | undefined): Locale {
  return isLocale(current) ? current : DEFAULT_LOCALE;
}
