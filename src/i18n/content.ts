/**
 * Content in the page's language. A Tamil entry (content/ta/…) holds only the words; it is laid over the English
 * entry of the same name, so a Tamil page shows the English entry's prices, places and pictures with Tamil words.
 */
import { getCollection, type CollectionEntry, type DataEntryMap } from "astro:content";
import type { Locale } from "./locales";

/** Each collection that has a Tamil edition, and the collection holding it. */
export const TAMIL_EDITIONS = {
  areas: "areasTa",
  cities: "citiesTa",
  states: "statesTa",
  centres: "centresTa",
  servicePages: "servicePagesTa",
  services: "servicesTa",
  projects: "projectsTa",
  designers: "designersTa",
  tvUnits: "tvUnitsTa",
  faqs: "faqsTa",
  heroSlides: "heroSlidesTa",
  processSteps: "processStepsTa",
} as const satisfies Partial<Record<keyof DataEntryMap, keyof DataEntryMap>>;

export type Translatable = keyof typeof TAMIL_EDITIONS;
type Entry<C extends Translatable> = CollectionEntry<C>;

const editions = new Map<Translatable, Promise<Map<string, CollectionEntry<keyof DataEntryMap>>>>();

/** The Tamil entries of a collection by the English entry's id (read once per build). */
function tamilEntries(collection: Translatable) {
  let found = editions.get(collection);
  if (!found) {
    found = getCollection(TAMIL_EDITIONS[collection]).then(
      (entries) => new Map(entries.map((entry) => [entry.id, entry as CollectionEntry<keyof DataEntryMap>])),
    );
    editions.set(collection, found);
  }
  return found;
}

/** The ids of a collection's entries that have a Tamil edition. */
export async function tamilIds(collection: Translatable): Promise<Set<string>> {
  return new Set((await tamilEntries(collection)).keys());
}

/** The entry as a page in `locale` shows it: in Tamil, the Tamil words (and Markdown body) over the English entry. */
export async function localize<E extends Entry<Translatable>>(entry: E, locale: Locale): Promise<E> {
  if (locale === "en") return entry;
  const tamil = (await tamilEntries(entry.collection)).get(entry.id) as
    { data: Partial<E["data"]>; body?: string; rendered?: E["rendered"] } | undefined;
  if (!tamil) return entry;
  return {
    ...entry,
    data: { ...entry.data, ...tamil.data },
    ...(tamil.body?.trim() && { body: tamil.body, rendered: tamil.rendered }),
  };
}

export const localizeAll = <E extends Entry<Translatable>>(entries: E[], locale: Locale) =>
  Promise.all(entries.map((entry) => localize(entry, locale)));
