import { estimator as en } from "../../i18n/en/estimator";
import type { Locale } from "../../i18n/locales";
import { estimator as ta } from "../../i18n/ta/estimator";
import { gstNote, withGst } from "../../lib/pricing/gst";

/**
 * The estimator's own section of the catalogue in the page's language (only this section ships to the browser),
 * saying whether its prices include GST as the rate card sets it.
 */
export const estimatorMessages = (locale: Locale, gstIncluded: boolean) => {
  const words = { en, ta }[locale];
  return withGst(words, gstNote(gstIncluded, words.gst));
};

export type EstimatorMessages = typeof en;
