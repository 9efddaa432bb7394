import { sql } from "drizzle-orm";
import { indiaDay } from "../lib/format";
import type { Database } from "./db/client";
import { trapDrops } from "./db/schema";

/** Bots fill a form in well under this; people do not. */
export const MIN_FILL_MS = 2500;

export type TrapReason = "honeypot" | "too-fast" | "no-fill-time";

/**
 * The one bot-trap rule of every endpoint that takes a lead or a chat: the honeypot field filled, a fill time under
 * MIN_FILL_MS, or no fill time from a page's script (which always measures one: a restored form says it was filled on
 * an earlier visit). A form posted without JavaScript cannot measure, so only its honeypot counts.
 */
export function trapReason(sent: { website?: string; fillMs?: number }, { scripted }: { scripted: boolean }): TrapReason | undefined {
  if (sent.website) return "honeypot";
  if (sent.fillMs === undefined) return scripted ? "no-fill-time" : undefined;
  return sent.fillMs < MIN_FILL_MS ? "too-fast" : undefined;
}

/**
 * Whether a post is a bot's: if so, the drop is counted per day and kind in `trap_drops` and logged without anything
 * of the post, and the caller answers as if it succeeded and stores nothing.
 */
export async function caughtByTrap(
  db: Database,
  kind: string,
  sent: { website?: string; fillMs?: number },
  how: { scripted: boolean },
): Promise<boolean> {
  const reason = trapReason(sent, how);
  if (!reason) return false;
  console.warn("post dropped by a bot trap:", JSON.stringify({ kind, reason }));
  await db
    .insert(trapDrops)
    .values({ day: indiaDay(new Date()), kind, reason, count: 1 })
    .onConflictDoUpdate({ target: [trapDrops.day, trapDrops.kind, trapDrops.reason], set: { count: sql`${trapDrops.count} + 1` } });
  return true;
}
