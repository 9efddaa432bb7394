import type { Database } from "../../src/server/db/client";
import { consultations, outbox } from "../../src/server/db/schema";
import { uniqueKey, validConsultation } from "./leads";

/** A consultation whose notification is still waiting to be mailed, as a process stopped before sending leaves it. */
export async function pendingNotification(db: Database, subject: string): Promise<number> {
  const [lead] = await db
    .insert(consultations)
    .values({ ...validConsultation, idempotencyKey: uniqueKey() })
    .returning();
  const [pending] = await db
    .insert(outbox)
    .values({ kind: "consultation", leadId: lead!.id, subject, body: "A pending notification" })
    .returning();
  return pending!.id;
}
