import type { Database } from "../db/client";
import { HttpError } from "../http";
import { clientNetwork, countHit, limiterKey } from "../rate-limit";

/**
 * Requests to the private link from one network (an IPv4 address or IPv6 /64) in ten minutes before 429
 * (PRIVATE_LINK_RATE_LIMIT, default 300). A person opens their page a few times; a carrier's address shared by
 * thousands stays far below it; a guesser of 144-bit tokens gains nothing from 300 tries, and is slowed anyway.
 */
export const privateLinkLimit = () => Number(process.env.PRIVATE_LINK_RATE_LIMIT ?? 300);
const WINDOW_SECONDS = 600;

export async function guardPrivateLink(db: Database, ip: string): Promise<void> {
  const hits = await countHit(db, limiterKey("enquiry-link:", clientNetwork(ip)), WINDOW_SECONDS);
  if (hits > privateLinkLimit())
    throw new HttpError(
      429,
      "Too many tries from your network: please wait a few minutes, or call us.",
      {},
      { "Retry-After": String(WINDOW_SECONDS) },
    );
}
