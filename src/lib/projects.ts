/**
 * The vocabulary of case studies, shared by the content schema, the project
 * pages, the filters and the neighbourhood pages: home types, styles, budget
 * bands and the distance between two places.
 */
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

/** How the final cost compares with the first estimate, in words ("2.1% over the first estimate"). */
export function costAgainstEstimate(firstEstimate: number, finalCost: number): string {
  const change = ((finalCost - firstEstimate) / firstEstimate) * 100;
  if (Math.abs(change) < 0.05) return "exactly the first estimate";
  return `${Math.abs(change).toFixed(1)}% ${change > 0 ? "over" : "under"} the first estimate`;
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

/** A month of completion ("2025-03") in words ("March 2025"). */
export function monthLabel(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-IN", { month: "long", year: "numeric", timeZone: "UTC" });
}
