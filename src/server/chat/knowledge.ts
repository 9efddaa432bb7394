import type { Locale } from "../../i18n/locales";
import { loadServerContent } from "../site-content";
import type { Passage } from "./passage";

const cache = new Map<Locale, Promise<Passage[]>>();

/** The passages the build worked out from the site's content and the rate card (see ./passages), in one language. */
export function loadPassages(locale: Locale = "en"): Promise<Passage[]> {
  let found = cache.get(locale);
  if (!found) {
    found = loadServerContent().then((content) => (locale === "ta" ? content.passagesTa : content.passages));
    cache.set(locale, found);
  }
  return found;
}
