import type { Config } from "@netlify/functions";
import { queueReminders } from "../src/server/booking/reminders";
import { getDb } from "../src/server/db/client";
import { deliverOutbox } from "../src/server/notify/outbox";

/** Queues the day-before booking reminders, then sends whatever is pending (including notifications that failed before). */
export default async () => {
  const db = await getDb();
  const reminders = await queueReminders(db);
  const result = await deliverOutbox(db);
  console.log(`outbox: ${reminders} reminders queued, ${result.sent} sent, ${result.failed} failed`);
};

export const config: Config = { schedule: "*/5 * * * *" };
