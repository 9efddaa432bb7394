import type { estimator } from "../../i18n/en/estimator";

/** The GST words of one language: the `gst` part of the estimator's catalogue section. */
export type GstWords = typeof estimator.gst;

/**
 * Whether prices include GST, in words, from the rate card's one setting (`gstIncluded`): every place that shows
 * prices says it this way. Takes the setting rather than reading the card, so an island that has the card as a prop
 * does not bundle it twice.
 */
export const gstNote = (included: boolean, words: GstWords) => (included ? words.included : words.excluded);

/** A catalogue section with each `{gst}` in its texts filled with the note. */
export function withGst<T>(section: T, note: string): T {
  if (typeof section === "string") return section.replaceAll("{gst}", note) as T;
  if (Array.isArray(section)) return section.map((item: unknown) => withGst(item, note)) as T;
  if (section && typeof section === "object") {
    return Object.fromEntries(Object.entries(section).map(([key, value]) => [key, withGst(value, note)])) as T;
  }
  return section;
}
