import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { appSecrets } from "../db/schema";

const SECRET_NAME = "booking-manage-token";

/**
 * The key manage links are signed with: BOOKING_TOKEN_SECRET in production; without it, a random one made once and
 * kept in the database, so a local start needs no configuration and links survive a restart.
 */
export async function manageSecret(db: Database): Promise<string> {
  const configured = process.env.BOOKING_TOKEN_SECRET;
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  return row!.value;
}

const signature = (secret: string, payload: string) => createHmac("sha256", secret).update(payload).digest("base64url");

/**
 * A token that lets its holder manage one booking until `expiresAt`: id, the link's version (raised by every move, so
 * the link of an earlier time stops working), expiry (seconds) and their HMAC-SHA256.
 */
export function signManageToken(secret: string, bookingId: number, expiresAt: Date, version = 0): string {
  const payload = `${bookingId}.${version}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${signature(secret, payload)}`;
}

export type TokenCheck = { ok: true; bookingId: number; version: number } | { ok: false; reason: "invalid" | "expired" };

/** Checks the signature in constant time, then the expiry. */
export function verifyManageToken(secret: string, token: string, now = new Date()): TokenCheck {
  const match = /^(\d{1,10})\.(\d{1,6})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "invalid" };
  const [, id, version, expires, given] = match;
  const expected = Buffer.from(signature(secret, `${id}.${version}.${expires}`));
  if (!timingSafeEqual(expected, Buffer.from(given!))) return { ok: false, reason: "invalid" };
  if (Number(expires) * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, bookingId: Number(id), version: Number(version) };
}
