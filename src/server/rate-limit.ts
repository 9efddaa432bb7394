import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "./db/client";
import { rateLimits } from "./db/schema";
import { HttpError } from "./http";

import { limiterKey } from "./limiter-keys";

export { clientNetwork, limiterKey } from "./limiter-keys";

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/**
 * Valid leads from one network in ten minutes before the next ones are flagged for staff as suspected (never
 * refused: a mobile carrier puts thousands of people behind one address). LEAD_RATE_LIMIT overrides the count.
 */
export function leadRateLimit(): RateLimit {
  return { limit: Number(process.env.LEAD_RATE_LIMIT ?? 10), windowSeconds: 600 };
}

/**
 * The ceiling on stored leads from one network: past `limit` suspected leads (those over leadRateLimit) in an hour,
 * further suspected ones are refused with 429. A lead under the network's limit is never refused: 10 in ten minutes
 * and then 300 more in the hour is far past what the families behind one carrier address send to one studio.
 * LEAD_CEILING_PER_HOUR overrides the count.
 */
export function leadCeiling(): RateLimit {
  return { limit: Number(process.env.LEAD_CEILING_PER_HOUR ?? 300), windowSeconds: 3600 };
}

/**
 * Questions to "Ask anything" per network in ten minutes: room for a carrier gateway full of people, a brake on a
 * script running up the AI endpoint's bill. A question is not a lead; a lead is never refused.
 */
export function chatRateLimit(): RateLimit {
  return { limit: Number(process.env.CHAT_RATE_LIMIT ?? 600), windowSeconds: 600 };
}

const windowStartOf = (now: number, windowSeconds: number) => {
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(now / windowMs) * windowMs);
};

/** Seconds until the window that holds `now` ends. */
export const secondsLeft = (now: number, windowSeconds: number) =>
  Math.ceil((windowStartOf(now, windowSeconds).getTime() + windowSeconds * 1000 - now) / 1000);

/**
 * Adds one to `key`'s count in the fixed window that holds `now` and returns the new count. Held in Postgres, so
 * it counts across function instances; inside a transaction, a hit whose transaction rolls back was never counted.
 * Keys come from `limiterKey`: the table holds no address or username in the clear.
 */
export async function countHit(db: Database, key: string, windowSeconds: number, now = Date.now()): Promise<number> {
  const windowStart = windowStartOf(now, windowSeconds);
  const expiresAt = new Date(windowStart.getTime() + windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, expiresAt, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  // A new window is a good moment to forget every window that has ended, whoever it belonged to.
  if (row!.count === 1) await db.delete(rateLimits).where(lt(rateLimits.expiresAt, new Date(now)));
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

/**
 * Counts one more suspected lead of `network` against the ceiling, in the lead's transaction (so a refused lead is not
 * counted), and over it throws 429 with the wait and `message`.
 */
export async function enforceLeadCeiling(
  tx: Database,
  network: string,
  message: (waitSeconds: number) => string,
  now = Date.now(),
): Promise<void> {
  await enforceRateLimit(tx, limiterKey("ceiling:", network), leadCeiling(), message, now);
}

/**
 * For limits that refuse (the chat's questions, staff tools; never a lead): counts the hit and, over the limit,
 * throws a 429 with Retry-After and the message for that wait.
 */
export async function enforceRateLimit(
  db: Database,
  key: string,
  { limit, windowSeconds }: RateLimit,
  message: (waitSeconds: number) => string,
  now = Date.now(),
): Promise<void> {
  if ((await countHit(db, key, windowSeconds, now)) <= limit) return;
  const wait = secondsLeft(now, windowSeconds);
  throw new HttpError(429, message(wait), {}, { "Retry-After": String(wait) });
}
