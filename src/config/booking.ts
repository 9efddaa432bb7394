/**
 * The rules of booking a consultation: kinds and their lengths, how many designers take a slot, how soon and how far
 * ahead. Business hours are the site's (`site.hours`); holidays are content (`content/holidays.json`).
 */
export const BOOKING_KINDS = ["centre-visit", "video-call", "site-measurement"] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

export const booking = {
  /** The studio's days and hours are India time; India keeps one offset all year. */
  timeZone: "Asia/Kolkata",
  utcOffset: "+05:30",
  /** Appointments start on this grid, and capacity is counted per step of it. */
  stepMinutes: 30,
  /** No slot sooner than this from now. */
  leadTimeHours: 3,
  /** No slot beyond this many days from now. */
  horizonDays: 30,
  /** At most this many days in one GET /api/slots. */
  maxDaysPerRequest: 31,
  /** Moves a booking's manage link allows (staff can move it any time). */
  visitorMoves: 3,
  /** How many free slots a 409 suggests instead of the one that was taken. */
  alternatives: 3,
  /**
   * Who serves each kind: a centre's designers take visits to it and measurements in the neighbourhoods it serves
   * (the area's nearest centre), so both count against that centre's capacity; video calls are taken by the designers
   * on the online desk, a pool of its own.
   */
  kinds: {
    "centre-visit": { label: "Visit an experience centre", short: "Centre visit", minutes: 60, pool: "centre" },
    "video-call": { label: "Video call with a designer", short: "Video call", minutes: 30, pool: "online" },
    "site-measurement": { label: "Site measurement at your home", short: "Site measurement", minutes: 90, pool: "centre" },
  },
  /** Designers free per step at each centre (a centre not named has the default), and on the online desk. */
  capacity: { centres: { default: 2 } as Record<string, number>, online: 2 },
} as const satisfies {
  kinds: Record<BookingKind, { label: string; short: string; minutes: number; pool: "centre" | "online" }>;
  [key: string]: unknown;
};

/** The pool the online desk's video calls draw on. */
export const ONLINE_POOL = "online";

/** Designers free per step in a pool (a centre's id or the online desk). */
export function poolCapacity(pool: string): number {
  if (pool === ONLINE_POOL) return booking.capacity.online;
  return booking.capacity.centres[pool] ?? booking.capacity.centres.default!;
}
