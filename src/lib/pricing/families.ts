import type { Locale } from "../../i18n/locales";
import { BHK_TYPES } from "./rate-card";

/**
 * A product family: what a visitor asks the price of (a kitchen, a wardrobe, a pooja unit). Each has one entry
 * line, the rate-card line whose lowest figure is the family's one "from" price: on every page, in the estimator
 * (the computed lines are the estimator's arithmetic), in the chat and in Tamil. The words are how a sentence names
 * the family, so the page check can tell what a "from ₹…" claims to price.
 */
export interface Family {
  id: string;
  /** The line (an id of `priceLines`) whose `low` is the family's entry price. */
  entry: string;
  words: Record<Locale, readonly string[]>;
}

export const FAMILIES: readonly Family[] = [
  { id: "kitchen", entry: "kitchen", words: { en: ["kitchen"], ta: ["கிச்சன்", "சமையலறை"] } },
  { id: "wardrobe", entry: "unit-wardrobes", words: { en: ["wardrobe"], ta: ["வார்ட்ரோப்", "அலமாரி"] } },
  { id: "tv-unit", entry: "tv-units-1", words: { en: ["TV unit", "entertainment unit", "TV wall"], ta: ["டிவி யூனிட்"] } },
  { id: "crockery-unit", entry: "crockery-units-1", words: { en: ["crockery unit"], ta: ["கிராக்கரி யூனிட்"] } },
  { id: "pooja-unit", entry: "room-pooja", words: { en: ["pooja unit", "mandir"], ta: ["பூஜை யூனிட்"] } },
  { id: "pooja-room", entry: "pooja-unit-3", words: { en: ["pooja room"], ta: ["பூஜை அறை"] } },
  { id: "study-table", entry: "study-tables-1", words: { en: ["study table", "study unit", "desk"], ta: ["ஸ்டடி டேபிள்"] } },
  { id: "false-ceiling", entry: "unit-false-ceiling", words: { en: ["false ceiling", "ceiling"], ta: ["ஃபால்ஸ் சீலிங்"] } },
  { id: "bathroom", entry: "room-bathroom", words: { en: ["bathroom"], ta: ["குளியலறை", "பாத்ரூம்"] } },
  ...BHK_TYPES.map((bhk) => {
    const n = Number.parseInt(bhk, 10);
    const key = `${n}bhk`;
    return { id: `home-${key}`, entry: `home-${key}`, words: { en: [`${n} BHK`, `${n}BHK`], ta: [`${n} BHK`, `${n}BHK`] } };
  }),
];
