import type { Config } from "@netlify/functions";
import { releaseLapsedHolds } from "../src/server/booking/availability";
import { queueReminders } from "../src/server/booking/reminders";
import { getDb } from "../src/server/db/client";
import { queueEnquiryAlerts } from "../src/server/enquiries/alerts";
import { queueInboxAlarm } from "../src/server/notify/inbox-alarm";
import { deliverOutbox } from "../src/server/notify/outbox";

/**
 * Gives back the places of bookings not confirmed in time, queues the day-before booking reminders, the enquiry alerts
 * that fell due (the promise's 15- and 60-minute alerts, next actions) and the day's alarm when the inbox grows
 * abnormally, then sends whatever is pending (including notifications that failed before).
 */
export default async () => {
  const db = await getDb();
  const released = await db.transaction((tx) => releaseLapsedHolds(tx as unknown as typeof db));
  const reminders = await queueReminders(db);
  const alerts = await queueEnquiryAlerts(db);
  if (await queueInboxAlarm(db)) console.warn("outbox: the day's leads passed the alarm's number; the staff are told");
  const result = await deliverOutbox(db);
  console.log(
    `outbox: ${released} unconfirmed places released, ${reminders} reminders queued, ${alerts["owner-again"] + alerts.admins + alerts["next-action"]} enquiry alerts queued, ${result.sent} sent, ${result.failed} failed`,
  );
};

export const config: Config = { schedule: "*/5 * * * *" };
