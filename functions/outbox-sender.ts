import type { Config } from "@netlify/functions";
import { queueReminders } from "../src/server/booking/reminders";
import { getDb } from "../src/server/db/client";
import { queueEnquiryAlerts } from "../src/server/enquiries/alerts";
import { deliverOutbox } from "../src/server/notify/outbox";

/**
 * Queues the day-before booking reminders and the enquiry alerts that fell due (the promise's 15- and 60-minute
 * alerts, next actions), then sends whatever is pending (including notifications that failed before).
 */
export default async () => {
  const db = await getDb();
  const reminders = await queueReminders(db);
  const alerts = await queueEnquiryAlerts(db);
  const result = await deliverOutbox(db);
  console.log(
    `outbox: ${reminders} reminders queued, ${alerts["owner-again"] + alerts.admins + alerts["next-action"]} enquiry alerts queued, ${result.sent} sent, ${result.failed} failed`,
  );
};

export const config: Config = { schedule: "*/5 * * * *" };
