import { eq } from "drizzle-orm";
import { storedChatMessageSchema, storedConversationSchema, type LeadDetail } from "../../lib/admin/leads";
import { isUnreadable, readStored } from "../../lib/admin/stored";
import type { LeadKind } from "../../lib/leads/kinds";
import { rateCard } from "../../lib/pricing/card";
import { describeEstimate } from "../../lib/pricing/saved";
import type { Database } from "../db/client";
import { HttpError } from "../http";
import { LEAD_TABLES, leadFields, savedEstimate, type LeadRow } from "../lead-kinds";
import { conditions, fetchKind, summary } from "./leads";

/** What a detail shows beyond the fields: a chat's transcript, an estimate as the visitor saw it. */
function attachments(kind: LeadKind, lead: LeadRow<LeadKind>): Pick<LeadDetail, "transcript" | "estimate"> {
  if (kind === "chat") {
    const conversation = readStored(storedConversationSchema, (lead as LeadRow<"chat">).conversationData);
    return {
      transcript: isUnreadable(conversation)
        ? [conversation]
        : conversation.messages.map((message) => readStored(storedChatMessageSchema, message)),
    };
  }
  if (kind === "estimate") {
    const saved = savedEstimate(lead as LeadRow<"estimate">);
    if (!saved) return {};
    return {
      estimate: {
        low: saved.low,
        high: saved.high,
        lines: describeEstimate(saved, (lead as LeadRow<"estimate">).package, rateCard).lines,
        note: `Worked out on the server from rate card ${saved.rateCardVersion} when the visitor saved it.`,
      },
    };
  }
  return {};
}

/** Everything stored about one lead, labelled for staff, with the chat's transcript or the estimate the visitor saw. */
export async function leadDetail(db: Database, kind: LeadKind, id: number): Promise<LeadDetail> {
  const table = LEAD_TABLES[kind];
  const where = conditions(kind, {})!;
  where.push(eq(table.id, id));
  const [row] = await fetchKind(db, kind, where, 1);
  if (!row) throw new HttpError(404, "There is no such lead. It may have been removed.");
  const [lead] = (await db.select().from(table).where(eq(table.id, id))) as LeadRow<LeadKind>[];
  return { ...summary(row), preview: row.details, fields: leadFields(kind, lead!), ...attachments(kind, lead!) };
}
