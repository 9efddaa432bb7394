import type { Config } from "@netlify/functions";
import { getDb } from "../src/server/db/client";
import { retentionPass } from "../src/server/privacy/retention";

/**
 * Keeps the privacy notice's promise: warns the people whose enquiries reach the retention limit soon and erases those
 * past it (src/server/privacy/retention.ts); the outbox sender mails the warnings. Logs counts only.
 */
export default async () => {
  const result = await retentionPass(await getDb());
  const unattached = Object.values(result.unattached).reduce((a, b) => a + b, 0);
  console.log(`privacy retention: ${result.warned} warned, ${result.erased} enquiries erased, ${unattached} unattached leads erased`);
};

// Hourly: a warning goes within the hour it falls due, so the 48 hours' notice is kept to the hour.
export const config: Config = { schedule: "17 * * * *" };
