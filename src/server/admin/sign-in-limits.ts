import { setTimeout as sleep } from "node:timers/promises";
import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema";
import { HttpError } from "../http";
import { clientNetwork, limiterKey } from "../limiter-keys";
import { countHit, hitsSoFar, secondsLeft } from "../rate-limit";

/**
 * Sign-in limits an attacker cannot turn against the staff. Nothing here
 * refuses a username outright: from an address that has not been failing, the
 * right password always gets in.
 *
 * - Per address (an IPv4 address, or an IPv6 /64): attempts, whatever the username.
 *   Room for an office or a carrier's shared address; a guesser's own address is stopped.
 * - Per username from one address: attempts, forgiven by a success there;
 *   and its failures slow further attempts at that username from that address,
 *   longer as they grow, up to a bound far inside a function's time limit
 *   (Netlify allows 60 s). Failures elsewhere never slow a staff member down:
 *   nobody can impose the wait on them from another address.
 */
export const SIGN_IN_LIMITS = {
  windowSeconds: 15 * 60,
  perAddress: 20,
  perUsernameAndAddress: 6,
  freeFailures: 3,
  firstDelayMs: 250,
  maxDelayMs: 3000,
};

const PREFIX = "admin-login:";
const keys = (username: string, ip: string) => {
  const network = clientNetwork(ip);
  return {
    address: limiterKey(`${PREFIX}address:`, network),
    pair: limiterKey(`${PREFIX}pair:`, username, network),
    failures: limiterKey(`${PREFIX}failures:`, username, network),
  };
};

/** How long an attempt at a username waits after that many failures in the window: doubling, bounded. */
export function failureDelayMs(failures: number, limits = SIGN_IN_LIMITS): number {
  const over = failures - limits.freeFailures;
  if (over <= 0) return 0;
  return Math.min(limits.maxDelayMs, limits.firstDelayMs * 2 ** (over - 1));
}

function tooMany(scope: string, now: number): HttpError {
  const seconds = secondsLeft(now, SIGN_IN_LIMITS.windowSeconds);
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(
    429,
    `Too many sign-in attempts ${scope}. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    {},
    { "Retry-After": String(seconds) },
  );
}

/**
 * Lets a sign-in attempt go ahead: counts it against the address and the
 * (username, address) pair, throwing 429 over either limit, then waits as long
 * as the username's failures from this address say.
 */
export async function admitSignIn(db: Database, username: string, ip: string, now = Date.now()): Promise<void> {
  const { windowSeconds } = SIGN_IN_LIMITS;
  const key = keys(username, ip);
  if ((await countHit(db, key.address, windowSeconds, now)) > SIGN_IN_LIMITS.perAddress) {
    throw tooMany("from your connection", now);
  }
  if ((await countHit(db, key.pair, windowSeconds, now)) > SIGN_IN_LIMITS.perUsernameAndAddress) {
    throw tooMany("for this username from your connection", now);
  }
  const delay = failureDelayMs(await hitsSoFar(db, key.failures, windowSeconds, now));
  if (delay > 0) await sleep(delay);
}

export async function signInFailed(db: Database, username: string, ip: string): Promise<void> {
  await countHit(db, keys(username, ip).failures, SIGN_IN_LIMITS.windowSeconds);
}

/** A success forgives the typos made at this address. */
export async function signInSucceeded(db: Database, username: string, ip: string): Promise<void> {
  const key = keys(username, ip);
  await db.delete(rateLimits).where(inArray(rateLimits.key, [key.pair, key.failures]));
}
