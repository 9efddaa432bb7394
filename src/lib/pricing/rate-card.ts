import { z } from "zod";
import { site } from "../../config/site";

export const BHK_TYPES = ["1 BHK", "2 BHK", "3 BHK", "4 BHK", "5 BHK+"] as const;
export const PACKAGE_IDS = ["essentials", "premium", "luxe"] as const;
export const ROOM_IDS = ["kitchen", "living-room", "bedroom", "bathroom", "dining", "pooja", "study"] as const;
export const UNIT_IDS = ["wardrobes", "tv-unit", "crockery-unit", "false-ceiling"] as const;

export type BhkType = (typeof BHK_TYPES)[number];
export type PackageId = (typeof PACKAGE_IDS)[number];
export type RoomId = (typeof ROOM_IDS)[number];
export type UnitId = (typeof UNIT_IDS)[number];

const rupees = z.number().int().nonnegative();
const perPackage = z.object({ essentials: rupees, premium: rupees, luxe: rupees });

/** The published rate card (content/pricing/rate-card.json): ₹ per sq ft of cabinet front by package, fixed items per room. */
export const rateCardSchema = z.object({
  /** Printed on every estimate, so a quote can be traced to the card it came from. */
  version: z.string().min(1),
  /** How long a printed estimate holds, in days. */
  quoteValidDays: z.number().int().positive(),
  cabinetRates: perPackage,
  packages: z
    .array(z.object({ id: z.enum(PACKAGE_IDS), name: z.string(), tagline: z.string(), includes: z.array(z.string()).min(1) }))
    .length(3),
  rooms: z.array(
    z.object({
      id: z.enum(ROOM_IDS),
      name: z.string(),
      perBhk: z.boolean().default(false),
      cabinetSqft: z.number().nonnegative(),
      fixed: perPackage,
    }),
  ),
  units: z.array(
    z.object({
      id: z.enum(UNIT_IDS),
      name: z.string(),
      rooms: z.array(z.enum(ROOM_IDS)).min(1),
      cabinetSqft: z.number().nonnegative(),
      fixed: perPackage,
    }),
  ),
  homeSizeFactor: z.record(z.enum(BHK_TYPES), z.number().positive()),
  range: z.object({ low: z.number().positive().max(1), high: z.number().min(1) }),
  /** The carpet area (sq ft) the room sizes above assume for each home type; a home's own area scales from it. */
  typicalCarpetSqft: z.record(z.enum(BHK_TYPES), z.number().positive()),
  /** The narrower range used once the visitor gives the carpet area: the biggest unknown is gone. */
  refinedRange: z.object({ low: z.number().positive().max(1), high: z.number().min(1) }),
  /** How prices compare between the cities the studio serves (transport, site costs); 1 for Chennai. */
  cityFactor: z.record(z.enum(site.areaServed), z.number().positive()),
  /** Counts pages quote with `{count:…}` (laminates in the sample library, …), so every page says the same. */
  counts: z.object({
    /** Laminates in the experience centres' sample library. */
    laminates: z.number().int().positive(),
  }),
  /** Whether the rate card's figures include GST: every price the site shows says so, from this one setting. */
  gstIncluded: z.boolean(),
  /**
   * Prices of work the estimator does not compute (wallpaper, paint, furniture, civil work): content quotes them
   * by id (`{price:wallpaper-feature-wall}`), never by typing the figure.
   */
  lines: z
    .array(
      z
        .object({
          id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case words joined by hyphens"),
          label: z.string().min(3),
          low: rupees,
          high: rupees.optional(),
          /** The measure a rate is per, e.g. "sq ft" or "roll". */
          per: z.string().optional(),
        })
        .refine((line) => line.high === undefined || line.high > line.low, { message: "high must be more than low", path: ["high"] }),
    )
    .refine((lines) => new Set(lines.map((line) => line.id)).size === lines.length, { message: "each line needs its own id" }),
});

export type RateCard = z.infer<typeof rateCardSchema>;

/**
 * The rate card's words in another language (content/ta/pricing/rate-card.json): the names, taglines and
 * inclusions a visitor reads, by the English entry's id. Prices and ids come only from the English card.
 */
export const rateCardWordsSchema = z.strictObject({
  packages: z
    .array(
      z.strictObject({
        id: z.enum(PACKAGE_IDS),
        name: z.string().min(1),
        tagline: z.string().min(1),
        includes: z.array(z.string().min(1)).min(1),
      }),
    )
    .length(PACKAGE_IDS.length),
  rooms: z.array(z.strictObject({ id: z.enum(ROOM_IDS), name: z.string().min(1) })),
  units: z.array(z.strictObject({ id: z.enum(UNIT_IDS), name: z.string().min(1) })),
});

/** The card with its words in another language laid over it by id; an entry without a translation keeps its English. */
export function withWords(card: RateCard, words: z.infer<typeof rateCardWordsSchema>): RateCard {
  const over = <T extends { id: string }, W extends { id: string }>(entries: T[], translated: W[]) =>
    entries.map((entry) => ({ ...entry, ...translated.find((item) => item.id === entry.id) }));
  return {
    ...card,
    packages: over(card.packages, words.packages),
    rooms: over(card.rooms, words.rooms),
    units: over(card.units, words.units),
  };
}
