import { site } from "../config/site";

/**
 * Where every "Book" action leads: the consultation form for now. The one place to repoint when booking gets a
 * page of its own.
 */
export function bookHref(): string {
  return site.consultationHref;
}
