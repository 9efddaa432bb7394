import type { BhkType, PackageId, RateCard, RoomId, UnitId } from "./rate-card";

export interface EstimateInput {
  bhkType: BhkType;
  /** How many of each room; bedrooms and bathrooms usually follow the BHK. */
  rooms: Partial<Record<RoomId, number>>;
  units: Partial<Record<UnitId, boolean>>;
  packageId: PackageId;
  /** The home's carpet area in sq ft, when the visitor knows it: scales the rooms and narrows the range. */
  carpetSqft?: number;
  /** The city the home is in, when given: its factor on the rate card. */
  city?: string;
}

export interface EstimateLine {
  room: RoomId;
  label: string;
  amount: number;
  /** What one such room is priced from, before the home-size factor: the rate card's own items. */
  each: { cabinetSqft: number; fixed: number; units: UnitId[] };
}

export interface Estimate {
  lines: EstimateLine[];
  total: number;
  low: number;
  high: number;
}

/** How many bedrooms (and bathrooms) a home of this type has: "5 BHK+" counts as five. */
export function bedroomsFor(bhkType: BhkType): number {
  return Number.parseInt(bhkType, 10);
}

/** The rooms a home of this type starts with before the visitor changes anything. */
export function defaultRooms(bhkType: BhkType): Partial<Record<RoomId, number>> {
  const bedrooms = bedroomsFor(bhkType);
  return { kitchen: 1, "living-room": 1, bedroom: bedrooms, bathroom: bedrooms, dining: bedrooms > 1 ? 1 : 0 };
}

/** A line of the estimate as the visitor reads it: "Kitchen", "Bedroom × 2". */
export const roomLabel = (name: string, count: number) => (count > 1 ? `${name} × ${count}` : name);

/** `amount` to the nearest multiple of `step`. */
export const roundTo = (amount: number, step: number) => Math.round(amount / step) * step;

/** A carpet area counts from 70% to 150% of the typical home of its type: beyond that the home is another type. */
export const AREA_LIMITS = { min: 0.7, max: 1.5 } as const;

/**
 * How much the home's own size and city move the price: the carpet area against the typical area of its type
 * (kept within AREA_LIMITS), times the city's factor. 1 when neither is given.
 */
export function refinement(input: Pick<EstimateInput, "bhkType" | "carpetSqft" | "city">, card: RateCard): number {
  const typical = card.typicalCarpetSqft[input.bhkType];
  const area =
    input.carpetSqft && input.carpetSqft > 0 && typical
      ? Math.min(AREA_LIMITS.max, Math.max(AREA_LIMITS.min, input.carpetSqft / typical))
      : 1;
  // The estimator offers the served cities; any other name (an old saved estimate) is priced as Chennai.
  const factors: Partial<Record<string, number>> = card.cityFactor;
  return area * (input.city ? (factors[input.city] ?? 1) : 1);
}

/**
 * Prices a home from the rate card: each room's cabinet front area at the
 * package's rate per sq ft, plus its fixed items, plus the chosen units in
 * every room they belong to; scaled for bigger homes, for the home's own carpet area and city when given;
 * shown as a range, a narrower one when the carpet area is known.
 */
export function estimate(input: EstimateInput, card: RateCard): Estimate {
  const pkg = input.packageId;
  const factor = (card.homeSizeFactor[input.bhkType] ?? 1) * refinement(input, card);
  const lines: EstimateLine[] = [];
  for (const room of card.rooms) {
    const count = Math.max(0, Math.floor(input.rooms[room.id] ?? 0));
    if (!count) continue;
    let sqft = room.cabinetSqft;
    let fixed = room.fixed[pkg];
    const units: UnitId[] = [];
    for (const unit of card.units) {
      if (input.units[unit.id] && unit.rooms.includes(room.id)) {
        sqft += unit.cabinetSqft;
        fixed += unit.fixed[pkg];
        units.push(unit.id);
      }
    }
    const each = (sqft * card.cabinetRates[pkg] + fixed) * factor;
    lines.push({
      room: room.id,
      label: roomLabel(room.name, count),
      amount: roundTo(each * count, 100),
      each: { cabinetSqft: sqft, fixed, units },
    });
  }
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const range = estimateSpread(input, card);
  return { lines, total, low: roundTo(total * range.low, 5000), high: roundTo(total * range.high, 5000) };
}

/** How far under and over the most likely total the shown range runs: narrower once the carpet area is known. */
export function estimateSpread(input: Pick<EstimateInput, "carpetSqft">, card: RateCard): { low: number; high: number } {
  return input.carpetSqft ? card.refinedRange : card.range;
}
