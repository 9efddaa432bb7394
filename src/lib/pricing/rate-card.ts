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
