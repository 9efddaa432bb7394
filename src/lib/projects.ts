/**
 * The vocabulary of case studies, shared by the content schema, the project
 * pages, the filters and the neighbourhood pages: home types, styles, budget
 * bands and the distance between two places.
 */
import { LOCALE_INFO, type Locale } from "../i18n/locales";
import { fill } from "../i18n/fill";
import { formatLakh, formatLakhRange } from "./format";
import type { RoomId } from "./pricing/rate-card";

export const HOME_TYPES = {
  apartment: { one: "Apartment", many: "Apartments" },
  villa: { one: "Villa", many: "Villas" },
  "independent-house": { one: "Independent house", many: "Independent houses" },
  "gated-community": { one: "Gated community", many: "Gated communities" },
  "row-house": { one: "Row house", many: "Row houses" },
} as const;
export type HomeType = keyof typeof HOME_TYPES;
export const HOME_TYPE_IDS = Object.keys(HOME_TYPES) as [HomeType, ...HomeType[]];

export const PROJECT_STYLES = {
  modern: "Modern",
  minimalist: "Minimalist",
  contemporary: "Contemporary",
  traditional: "Traditional",
  luxury: "Luxury",
} as const;
export type ProjectStyle = keyof typeof PROJECT_STYLES;
export const PROJECT_STYLE_IDS = Object.keys(PROJECT_STYLES) as [ProjectStyle, ...ProjectStyle[]];

export const KITCHEN_LAYOUTS = ["parallel", "l-shaped", "u-shaped", "island", "straight"] as const;

/** A project's category names the room it was about, or a whole home. */
export const PROJECT_CATEGORIES = ["kitchen", "bedroom", "living-room", "bathroom", "full-home"] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

/** Budget bands by what the project finally cost, in rupees (upper bound exclusive). */
export const BUDGET_BANDS = [
  { id: "under-3-lakh", label: "Under ₹3 lakh", below: 3_00_000 },
  { id: "3-6-lakh", label: "₹3–6 lakh", below: 6_00_000 },
  { id: "6-12-lakh", label: "₹6–12 lakh", below: 12_00_000 },
  { id: "12-20-lakh", label: "₹12–20 lakh", below: 20_00_000 },
  { id: "over-20-lakh", label: "₹20 lakh and more", below: Number.POSITIVE_INFINITY },
] as const;
export type BudgetBand = (typeof BUDGET_BANDS)[number];

export function budgetBand(finalCost: number): BudgetBand {
  return BUDGET_BANDS.find((band) => finalCost < band.below)!;
}

/** The rooms a project covered: its own room, or the list a complete home names. */
export function projectRooms(data: { category: ProjectCategory; rooms?: readonly RoomId[] }): RoomId[] {
  return data.category === "full-home" ? [...(data.rooms ?? [])] : [data.category];
}

/** The words of `costAgainstEstimate` in English; the catalogue holds them for each language. */
export const COST_WORDS = {
  exact: "exactly the first estimate",
  over: "{percent}% over the first estimate",
  under: "{percent}% under the first estimate",
};

/** How the final cost compares with the first estimate, in words ("2.1% over the first estimate"). */
export function costAgainstEstimate(firstEstimate: number, finalCost: number, words: typeof COST_WORDS = COST_WORDS): string {
  const change = ((finalCost - firstEstimate) / firstEstimate) * 100;
  if (Math.abs(change) < 0.05) return words.exact;
  return fill(change > 0 ? words.over : words.under, { percent: Math.abs(change).toFixed(1) });
}

/** The words of a budget band's name in English ("Under ₹3 lakh"); the catalogue holds them for each language. */
export const BAND_WORDS = { under: "Under {amount}", between: "{range}", over: "{amount} and more" };

/** A budget band's name in a language, its amounts written as that language writes lakh. */
export function bandLabel(band: BudgetBand, locale: Locale = "en", words: typeof BAND_WORDS = BAND_WORDS): string {
  const index = BUDGET_BANDS.indexOf(band);
  const from = index > 0 ? BUDGET_BANDS[index - 1]!.below : 0;
  if (!from) return fill(words.under, { amount: formatLakh(band.below, locale, 0) });
  if (!Number.isFinite(band.below)) return fill(words.over, { amount: formatLakh(from, locale, 0) });
  return fill(words.between, { range: formatLakhRange(from, band.below, locale, 0) });
}

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in kilometres (haversine on a 6,371 km sphere). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** A month of completion ("2025-03") in words ("March 2025", "மார்ச் 2025"). */
export function monthLabel(month: string, locale: Locale = "en"): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString(LOCALE_INFO[locale].intl, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}
