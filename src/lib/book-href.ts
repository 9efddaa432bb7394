import { site } from "../config/site";
import { localePath, type Locale } from "../i18n/locales";

/**
 * Where every "Book" action leads: the page where a visitor picks a time for a consultation. Booking a time is in
 * English only, so Tamil pages lead to the Tamil consultation form instead.
 */
export function bookHref(locale: Locale = "en"): string {
  return locale === "en" ? site.bookingHref : localePath(site.consultationHref, locale);
}
