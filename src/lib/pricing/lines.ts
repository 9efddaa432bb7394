import type { Locale } from "../../i18n/locales";
import { formatInr, formatInrRange, formatLakh, formatLakhRange, formatPer, inLakh } from "../format";
import { closestMatch } from "../../content-rules/suggest";
import { BOOKING_CAP, PAID_STAGES, stagePercent, type PaidStage } from "./payment-stages";
import { defaultRooms, estimate, refinement, roundTo, type EstimateInput } from "./estimate";
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
 * from the lowest figure the estimator quotes (the bottom of the Essentials range, so "from" means the same on a
 * page as in the estimator) to the Premium total, to the nearest ₹5,000 (`kitchen`, `home-2bhk`); Luxe is quoted on
 * its own line. A unit (`unit-wardrobes`) is what it adds to its room, Essentials to Premium, as the chat says it.
 * With a city, the figures carry its factor from the rate card (the city guides use them).
 */
export function computedLines(card: RateCard, city?: string): PriceLine[] {
  const lines: PriceLine[] = [];
  const add = (id: string, label: string, input: Omit<EstimateInput, "packageId">) => {
    const quotes = byPackage(card, { ...input, city });
    // To the nearest ₹5,000, as the estimator rounds its ranges: prose reads "₹6,50,000", not "₹6,51,500".
    lines.push({ id, label, low: quotes.essentials.low, high: roundTo(quotes.premium.total, 5000) });
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
  const factor = refinement({ bhkType: "1 BHK", city }, card);
  for (const unit of card.units) {
    const adds = (pkg: PackageId) => roundTo((unit.cabinetSqft * card.cabinetRates[pkg] + unit.fixed[pkg]) * factor, 100);
    lines.push({ id: `unit-${unit.id}`, label: unit.name, low: adds("essentials"), high: adds("premium") });
    for (const pkg of card.packages) lines.push({ id: `unit-${unit.id}-${pkg.id}`, label: `${unit.name}, ${pkg.name}`, low: adds(pkg.id) });
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

/**
 * Every line a page may quote: the rate card's own lines and the computed ones (for a city, when given), by id,
 * with the rate card's counts for `{count:…}` tokens.
 */
export function priceLines(card: RateCard, city?: string): PriceBook {
  const lines = new Map([...card.lines, ...computedLines(card, city)].map((line) => [line.id, line]));
  return Object.assign(lines, { counts: card.counts });
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

/**
 * The tokens content writes instead of a figure: `{price:kitchen}`, `{price:kitchen:low}` (a rate-card line),
 * `{stage:booking}` (a payment stage's share, "10%") and `{count:laminates}` (a count on the rate card, "400").
 */
export const TOKEN = /\{(price|stage|count):([a-z0-9-]+)(?::([a-z-]+))?\}/g;

/** What a token can be filled from: the price lines, with the rate card's counts beside them. */
export type PriceBook = Map<string, PriceLine> & { counts?: Readonly<Record<string, number>> };

/** The line's figure in a format, "per …" added when the line is priced per some measure. */
export function formatLine(line: PriceLine, format: PriceFormat = "range", locale: Locale = "en"): string {
  const amount = PRICE_FORMATS[format](line, locale);
  return line.per ? formatPer(amount, line.per, locale) : amount;
}

/** Why a token cannot be filled, in words an editor can act on (with the closest id or format), or undefined. */
export function tokenProblem(token: string, lines: PriceBook): string | undefined {
  const match = new RegExp(TOKEN.source).exec(token);
  if (!match) return `${token} is not a token`;
  const [, kind, id, format] = match as unknown as [string, "price" | "stage" | "count", string, string | undefined];
  const known = kind === "price" ? [...lines.keys()] : kind === "stage" ? PAID_STAGES : Object.keys(lines.counts ?? {});
  if (!known.includes(id)) {
    const meant = closestMatch(id, known);
    const where =
      kind === "stage"
        ? "payment stage (src/lib/pricing/payment-stages.ts)"
        : `${kind === "price" ? "price line" : "count"} on the rate card (content/pricing/rate-card.json)`;
    return `${token}: there is no ${where} called "${id}"${meant ? ` — did you mean {${kind}:${meant}${format ? `:${format}` : ""}}?` : ""}`;
  }
  if (format !== undefined && (kind !== "price" || !(format in PRICE_FORMATS))) {
    if (kind !== "price") return `${token}: a ${kind} token has no format — write {${kind}:${id}}`;
    const meant = closestMatch(format, Object.keys(PRICE_FORMATS));
    return `${token}: "${format}" is not a price format${meant ? ` — did you mean {price:${id}:${meant}}?` : ""} (the formats: ${Object.keys(PRICE_FORMATS).join(", ")})`;
  }
  return undefined;
}

/**
 * Replaces every token in `text` with its figure. An unknown line, stage, count or format throws with the token
 * named and the closest id suggested, so the build fails rather than printing a price nobody set.
 */
export function fillPrices(text: string, lines: PriceBook, locale: Locale = "en"): string {
  return text.replace(TOKEN, (token, kind: string, id: string, format: string | undefined) => {
    const problem = tokenProblem(token, lines);
    if (problem) throw new Error(problem);
    if (kind === "stage") return stagePercent(id as PaidStage);
    if (kind === "count") return String(lines.counts![id]);
    return formatLine(lines.get(id)!, (format ?? "range") as PriceFormat, locale);
  });
}

/** Every string inside `value` (objects and lists included) with its price tokens filled. */
export function fillPricesDeep<T>(value: T, lines: PriceBook, locale: Locale = "en"): T {
  if (typeof value === "string") return fillPrices(value, lines, locale) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillPricesDeep(item, lines, locale)) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillPricesDeep(item, lines, locale)])) as T;
  }
  return value;
}
