import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "./db/client";
import { rateLimits } from "./db/schema";

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/** Lead forms: generous for people, tight for scripts. LEAD_RATE_LIMIT overrides the count (benchmarks raise it). */
export function leadRateLimit(): RateLimit {
  return { limit: Number(process.env.LEAD_RATE_LIMIT ?? 10), windowSeconds: 600 };
}

/** The chat saves after every answer, so it gets more room than a form. */
export function chatRateLimit(): RateLimit {
  return { limit: Number(process.env.CHAT_RATE_LIMIT ?? 120), windowSeconds: 600 };
}

const windowStartOf = (now: number, windowSeconds: number) => {
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(now / windowMs) * windowMs);
};

/** Seconds until the window that holds `now` ends. */
export const secondsLeft = (now: number, windowSeconds: number) =>
  Math.ceil((windowStartOf(now, windowSeconds).getTime() + windowSeconds * 1000 - now) / 1000);

/**
 * Adds one to `key`'s count in the fixed window that holds `now` (held in
 * Postgres, so it counts across function instances) and returns the new count.
 */
export async function countHit(db: Database, key: string, windowSeconds: number, now = Date.now()): Promise<number> {
  const windowStart = windowStartOf(now, windowSeconds);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  // The first hit of a window tidies up this key's old windows.
  if (row!.count === 1) await db.delete(rateLimits).where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, windowStart)));
  return row!.count;
}

/** `key`'s count so far in the window that holds `now`, without adding to it. */
export async function hitsSoFar(db: Database, key: string, windowSeconds: number, now = Date.now()): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStartOf(now, windowSeconds))));
  return row?.count ?? 0;
}

/** Deletes the windows of every key starting with `prefix` that ended before the window holding `now`. */
export async function forgetOldWindows(db: Database, prefix: string, windowSeconds: number, now = Date.now()): Promise<void> {
  await db
    .delete(rateLimits)
    .where(and(sql`left(${rateLimits.key}, ${prefix.length}) = ${prefix}`, lt(rateLimits.windowStart, windowStartOf(now, windowSeconds))));
}

/**
 * Counts a request against `key` in a fixed window held in Postgres, so the
 * limit holds across function instances. Returns the seconds to wait when over.
 */
export async function checkRateLimit(
  db: Database,
  key: string,
  { limit, windowSeconds }: RateLimit,
  now = Date.now(),
): Promise<number | null> {
  const count = await countHit(db, key, windowSeconds, now);
  return count <= limit ? null : secondsLeft(now, windowSeconds);
}
