import { site } from "../config/site";

/** Where every "Book" action leads: the page where a visitor picks a time for a consultation. */
export function bookHref(): string {
  return site.bookingHref;
}
