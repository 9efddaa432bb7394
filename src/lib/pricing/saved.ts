import { z } from "zod";
import { estimate, roomLabel, type EstimateInput } from "./estimate";
import { ROOM_IDS, UNIT_IDS, type RateCard } from "./rate-card";

/** How many of each room the visitor chose, by the rate card's room ids; `error` says what is wrong in the form's words. */
export const roomCounts = (error?: string) =>
  z.partialRecord(z.enum(ROOM_IDS, { error }), z.number({ error }).int({ error }).min(0, { error }), { error });

/** The units the visitor chose, by the rate card's unit ids, each once. */
export const unitIds = (error?: string) =>
  z
    .array(z.enum(UNIT_IDS, { error }), { error })
    .max(UNIT_IDS.length, { error })
    .refine((units) => new Set(units).size === units.length, { error });

/**
 * An estimate as stored with its lead (its home type and package have columns of their own): what the visitor chose,
 * and the price the server worked out from the rate card.
 */
export const savedEstimateSchema = z.object({
  rooms: roomCounts(),
  units: unitIds(),
  carpetSqft: z.number().positive().optional(),
  city: z.string().optional(),
  /** The rate card the price came from. */
  rateCardVersion: z.string(),
  low: z.number(),
  high: z.number(),
  lines: z.array(z.object({ room: z.enum(ROOM_IDS), count: z.number().int(), amount: z.number() })),
});

export type SavedEstimate = z.infer<typeof savedEstimateSchema>;

/**
 * Prices the visitor's choices with the rate card, as the estimator did in their browser, for storing with the lead.
 * Rooms and units are kept in the card's order, and only those on the card: the estimator prices nothing else either.
 */
export function saveEstimate(input: Omit<EstimateInput, "units"> & { units: SavedEstimate["units"] }, card: RateCard): SavedEstimate {
  const rooms = Object.fromEntries(card.rooms.flatMap((room) => (input.rooms[room.id] ? [[room.id, input.rooms[room.id]!]] : [])));
  const units = card.units.filter((unit) => input.units.includes(unit.id)).map((unit) => unit.id);
  const priced = estimate({ ...input, rooms, units: Object.fromEntries(units.map((unit) => [unit, true])) }, card);
  return {
    rooms,
    units,
    ...(input.carpetSqft === undefined ? {} : { carpetSqft: input.carpetSqft }),
    ...(input.city === undefined ? {} : { city: input.city }),
    rateCardVersion: card.version,
    low: priced.low,
    high: priced.high,
    lines: priced.lines.map((line) => ({ room: line.room, count: rooms[line.room] ?? 0, amount: line.amount })),
  };
}

/** A saved estimate in the card's words: its lines labelled as the estimator labels them, and the units chosen by name. */
export function describeEstimate(saved: SavedEstimate, packageId: string | null, card: RateCard) {
  const name = <T extends { id: string; name: string }>(entries: T[], id: string) => entries.find((entry) => entry.id === id)?.name ?? id;
  return {
    packageName: packageId && name(card.packages, packageId),
    lines: saved.lines.map((line) => ({ label: roomLabel(name(card.rooms, line.room), line.count), amount: line.amount })),
    units: saved.units.map((unit) => name(card.units, unit)),
  };
}
