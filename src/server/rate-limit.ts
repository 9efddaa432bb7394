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
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  // The first hit of a window tidies up this key's old windows.
  if (row!.count === 1) await db.delete(rateLimits).where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, windowStart)));
  if (row!.count <= limit) return null;
  return Math.ceil((windowStart.getTime() + windowMs - now) / 1000);
}
