import { createHmac } from "node:crypto";
import ipaddr from "ipaddr.js";
import { lt, sql } from "drizzle-orm";
import type { Database } from "./db/client";
import { rateLimits } from "./db/schema";

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

/** The chat saves after every answer, so it gets more room than a form. */
export function chatRateLimit(): RateLimit {
  return { limit: Number(process.env.CHAT_RATE_LIMIT ?? 120), windowSeconds: 600 };
}

/**
 * The network a client's requests are counted against. An IPv4 address is one subscriber line (or one carrier
 * gateway); an IPv6 subscriber gets a whole /64 and can rotate through it freely, so the /64 is the unit.
 */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  let address = ipaddr.parse(ip);
  if (address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress()) address = (address as ipaddr.IPv6).toIPv4Address();
  if (address.kind() === "ipv4") return address.toString();
  return `${(address as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(":")}::/64`;
}

/** Keys are stored as keyed hashes: the table never holds an address, and a copy of it cannot be reversed by trying them all. */
function storedKey(key: string): string {
  const secret = process.env.RATE_LIMIT_SECRET || `rate-limit:${process.env.DATABASE_URL ?? "local"}`;
  return createHmac("sha256", secret).update(key).digest("base64url");
}

/**
 * Counts a hit against `key` in a fixed window held in Postgres, so the count holds across function instances, and
 * returns the count so far in this window with the seconds until it ends. Works inside a transaction: a hit whose
 * transaction rolls back was never counted.
 */
export async function countHit(
  db: Database,
  key: string,
  { windowSeconds }: RateLimit,
  now = Date.now(),
): Promise<{ count: number; secondsLeft: number }> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const expiresAt = new Date(windowStart.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: storedKey(key), windowStart, expiresAt, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  // A new window is a good moment to forget every window that has ended, whoever it belonged to.
  if (row!.count === 1) await db.delete(rateLimits).where(lt(rateLimits.expiresAt, new Date(now)));
  return { count: row!.count, secondsLeft: Math.ceil((expiresAt.getTime() - now) / 1000) };
}

/** For limits that refuse (the chat, staff tools): the seconds to wait when over, or null. */
export async function checkRateLimit(db: Database, key: string, limit: RateLimit, now = Date.now()): Promise<number | null> {
  const { count, secondsLeft } = await countHit(db, key, limit, now);
  return count <= limit.limit ? null : secondsLeft;
}

/** Forgets a key's count (a successful sign-in forgives the typos before it). */
export async function forgetHits(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${storedKey(key)}`);
}
