import type { Locale } from "../../i18n/locales";
import { formatInr, formatInrRange, formatLakh, formatLakhRange, formatPer, inLakh } from "../format";
import { BOOKING_CAP } from "./payment-stages";
import { defaultRooms, estimate, roundTo, type EstimateInput } from "./estimate";
import { BHK_TYPES, PACKAGE_IDS, type PackageId, type RateCard, type RoomId, type UnitId } from "./rate-card";

/** A price a visitor can read: one figure, or a range from `low` to `high`, optionally per some measure. */
export interface PriceLine {
  id: string;
  label: string;
  low: number;
  high?: number;
  per?: string;
}

export const ALL_UNITS: Record<UnitId, boolean> = { wardrobes: true, "tv-unit": true, "crockery-unit": true, "false-ceiling": true };

/** "2 BHK" → "2bhk": the part of a computed line's id that names the home. */
export const bhkKey = (bhkType: string) => bhkType.toLowerCase().replace(/[^a-z0-9]/g, "");

const byPackage = (card: RateCard, input: Omit<EstimateInput, "packageId">) =>
  Object.fromEntries(PACKAGE_IDS.map((id) => [id, estimate({ ...input, packageId: id }, card)])) as Record<
    PackageId,
    ReturnType<typeof estimate>
  >;

/**
 * The lines the estimator's own arithmetic produces, so a page that quotes a kitchen or a complete home quotes
 * exactly what the estimator would: per package its range (`kitchen-premium`), and the span most homes choose,
 * from the Essentials total to the Premium total, to the nearest ₹5,000 (`kitchen`, `home-2bhk`); Luxe is quoted
 * on its own line. With a city, the figures carry its factor from the rate card (the city guides use them).
 */
export function computedLines(card: RateCard, city?: string): PriceLine[] {
  const lines: PriceLine[] = [];
  const add = (id: string, label: string, input: Omit<EstimateInput, "packageId">) => {
    const quotes = byPackage(card, { ...input, city });
    // To the nearest ₹5,000, as the estimator rounds its ranges: prose reads "₹6,50,000", not "₹6,51,500".
    lines.push({ id, label, low: roundTo(quotes.essentials.total, 5000), high: roundTo(quotes.premium.total, 5000) });
    for (const pkg of card.packages) {
      const q = quotes[pkg.id];
      lines.push({ id: `${id}-${pkg.id}`, label: `${label}, ${pkg.name}`, low: q.low, high: q.high });
    }
  };
  add("kitchen", "Modular kitchen", { bhkType: "1 BHK", rooms: { kitchen: 1 }, units: {} });
  for (const room of card.rooms) {
    if (room.id === "kitchen") continue;
    add(`room-${room.id}`, room.name, { bhkType: "1 BHK", rooms: { [room.id]: 1 } as Partial<Record<RoomId, number>>, units: {} });
  }
  for (const bhkType of BHK_TYPES) {
    add(`home-${bhkKey(bhkType)}`, `Complete ${bhkType} home`, { bhkType, rooms: defaultRooms(bhkType), units: ALL_UNITS });
  }
  for (const pkg of card.packages) {
    lines.push({
      id: `cabinet-rate-${pkg.id}`,
      label: `${pkg.name} cabinets`,
      low: card.cabinetRates[pkg.id],
      per: "sq ft of cabinet front",
    });
  }
  lines.push({ id: "booking-cap", label: "Most a booking costs", low: BOOKING_CAP });
  return lines;
}

/** Every line a page may quote: the rate card's own lines and the computed ones (for a city, when given), by id. */
export function priceLines(card: RateCard, city?: string): Map<string, PriceLine> {
  return new Map([...card.lines, ...computedLines(card, city)].map((line) => [line.id, line]));
}

export { inLakh };

/** How a token may print its line, in the page's language. */
export const PRICE_FORMATS = {
  /** "₹1,90,000 to ₹4,35,000", or one figure when the line has no `high`. */
  range: (line: PriceLine, locale: Locale) => (line.high === undefined ? formatInr(line.low) : formatInrRange(line.low, line.high, locale)),
  low: (line: PriceLine) => formatInr(line.low),
  high: (line: PriceLine) => formatInr(line.high ?? line.low),
  /** "₹1.9–4.35 lakh" */
  lakh: (line: PriceLine, locale: Locale) =>
    line.high === undefined ? formatLakh(line.low, locale) : formatLakhRange(line.low, line.high, locale),
  "low-lakh": (line: PriceLine, locale: Locale) => formatLakh(line.low, locale),
  "high-lakh": (line: PriceLine, locale: Locale) => formatLakh(line.high ?? line.low, locale),
} satisfies Record<string, (line: PriceLine, locale: Locale) => string>;

export type PriceFormat = keyof typeof PRICE_FORMATS;

/** `{price:kitchen}`, `{price:kitchen:low}`: how content names a rate-card line instead of typing a figure. */
export const PRICE_TOKEN = /\{price:([a-z0-9-]+)(?::([a-z-]+))?\}/g;

/** The line's figure in a format, "per …" added when the line is priced per some measure. */
export function formatLine(line: PriceLine, format: PriceFormat = "range", locale: Locale = "en"): string {
  const amount = PRICE_FORMATS[format](line, locale);
  return line.per ? formatPer(amount, line.per, locale) : amount;
}

/**
 * Replaces every price token in `text` with its line's figure. An unknown line or format throws with the token
 * named, so the build fails rather than printing a price nobody set.
 */
export function fillPrices(text: string, lines: Map<string, PriceLine>, locale: Locale = "en"): string {
  return text.replace(PRICE_TOKEN, (token, id: string, format: string | undefined) => {
    const line = lines.get(id);
    if (!line) throw new Error(`${token}: there is no price line "${id}" on the rate card (content/pricing/rate-card.json)`);
    if (format !== undefined && !(format in PRICE_FORMATS)) {
      throw new Error(`${token}: "${format}" is not a price format; use one of ${Object.keys(PRICE_FORMATS).join(", ")}`);
    }
    return formatLine(line, (format ?? "range") as PriceFormat, locale);
  });
}

/** Every string inside `value` (objects and lists included) with its price tokens filled. */
export function fillPricesDeep<T>(value: T, lines: Map<string, PriceLine>, locale: Locale = "en"): T {
  if (typeof value === "string") return fillPrices(value, lines, locale) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillPricesDeep(item, lines, locale)) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillPricesDeep(item, lines, locale)])) as T;
  }
  return value;
}
