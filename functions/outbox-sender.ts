import type { Config } from "@netlify/functions";
import { getDb } from "../src/server/db/client";
import { deliverOutbox } from "../src/server/notify/outbox";

/** Retries staff notifications that could not be sent straight after the lead was saved. */
export default async () => {
  const result = await deliverOutbox(await getDb());
  console.log(`outbox: ${result.sent} sent, ${result.failed} failed`);
};

export const config: Config = { schedule: "*/5 * * * *" };
