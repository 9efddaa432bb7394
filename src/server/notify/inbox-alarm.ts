import { count, gte, sql } from "drizzle-orm";
import { site } from "../../config/site";
import { indiaInstant } from "../../lib/booking/slots";
import { indiaDay } from "../../lib/format";
import { routes } from "../../lib/routes";
import type { Database } from "../db/client";
import { bookings, chatConversations, consultations, contacts, priceEstimator } from "../db/schema";
import { countHit, leadCeiling, limiterKey } from "../rate-limit";
import { queueMessages } from "./outbox";

/**
 * Leads stored in one India day past which the staff are told, once that day: the studio's ordinary day is a few
 * dozen, so this many means a flood (or a very good day) worth a look. LEAD_ALARM_DAILY overrides.
 */
export const inboxAlarmDaily = () => Number(process.env.LEAD_ALARM_DAILY ?? 500);

const TABLES = { consultations, contacts, estimates: priceEstimator, bookings, chats: chatConversations } as const;

/**
 * Run by the scheduled sender: counts today's stored leads of every kind and, past the alarm's number, queues one
 * e-mail to the staff for the day (the day's mark is taken in the same transaction as the e-mail is queued).
 */
export async function queueInboxAlarm(db: Database, now = new Date()): Promise<boolean> {
  const day = indiaDay(now);
  const since = indiaInstant(day, "00:00");
  const counts = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => {
      const [row] = await db
        .select({ n: count(), suspected: sql<number>`count(*) filter (where ${table.suspected})`.mapWith(Number) })
        .from(table)
        .where(gte(table.createdAt, since));
      return { name, n: row!.n, suspected: row!.suspected };
    }),
  );
  const total = counts.reduce((sum, { n }) => sum + n, 0);
  if (total <= inboxAlarmDaily()) return false;
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    if ((await countHit(tx, limiterKey("inbox-alarm:", day), 2 * 86_400, now.getTime())) > 1) return false;
    const suspected = counts.reduce((sum, { suspected }) => sum + suspected, 0);
    const body = [
      `${total} leads have been stored today (${day}, India time), more than the ${inboxAlarmDaily()} that raise this alarm.`,
      ``,
      ...counts.map(({ name, n, suspected }) => `${name}: ${n}${suspected ? ` (${suspected} suspected)` : ""}`),
      ``,
      `${suspected} of them are suspected (many from one network) and set apart in the leads monitor: ${site.url}${routes.admin("leads")}`,
      `Past ${leadCeiling().limit} suspected leads in an hour from one network, the site refuses further suspected ones from it.`,
    ].join("\n");
    await queueMessages(tx, "alarm", 0, [{ subject: `Unusual number of leads today: ${total}`, body }]);
    return true;
  });
}
