import { estimator as en } from "../../i18n/en/estimator";
import type { Locale } from "../../i18n/locales";
import { estimator as ta } from "../../i18n/ta/estimator";

/** The estimator's own section of the catalogue in the page's language (only this section ships to the browser). */
export const estimatorMessages = (locale: Locale) => ({ en, ta })[locale];

export type EstimatorMessages = typeof en;
