import raw from "../../../content/pricing/rate-card.json" with { type: "json" };
import tamilWords from "../../../content/ta/pricing/rate-card.json" with { type: "json" };
import type { Locale } from "../../i18n/locales";
import { rateCardSchema, rateCardWordsSchema, withWords } from "./rate-card";

/** The rate card from content, validated when the site builds (a bad edit fails the build with the field named). */
export const rateCard = rateCardSchema.parse(raw);

const CARDS = { en: rateCard, ta: withWords(rateCard, rateCardWordsSchema.parse(tamilWords)) } satisfies Record<Locale, typeof rateCard>;

/** The rate card as a page in `locale` shows it: the same prices and ids, with names and inclusions in that language. */
export const localRateCard = (locale: Locale) => CARDS[locale];
