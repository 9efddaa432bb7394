import { desc, eq, sql } from "drizzle-orm";
import type { ChatConversationInput } from "../../lib/forms/chat";
import { serviceLabel } from "../../lib/forms/service-options";
import { consentRecord } from "../../lib/privacy/consent";
import type { Database } from "../db/client";
import { attachToEnquiry } from "../enquiries/attach";
import { staffEmail } from "../lead-kinds";
import { countHit, enforceLeadCeiling, leadRateLimit, limiterKey } from "../rate-limit";
import { tooManyMessage } from "../leads";
import { chatConversations } from "../db/schema";
import { queueMessages } from "../notify/outbox";

export type Conversation = typeof chatConversations.$inferSelect;

export function latestConversation(db: Database, visitorId: string): Promise<Conversation | undefined> {
  return db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.visitorId, visitorId))
    .orderBy(desc(chatConversations.id))
    .limit(1)
    .then((rows) => rows[0]);
}

function notification(row: Conversation) {
  const transcript = (row.conversationData as ChatConversationInput["conversationData"]).messages
    .map((message) => `${message.from === "bot" ? "Bot" : "Visitor"}: ${message.text}`)
    .join("\n");
  return {
    subject: `New chat lead: ${row.userName ?? "visitor"} – ${row.userService ? serviceLabel(row.userService) : "no service chosen"}`,
    body: staffEmail("chat", row, "A visitor finished the chat on the website.", [transcript]),
  };
}

export interface SaveResult {
  row: Conversation;
  outcome: "created" | "updated" | "unchanged";
  /** This save finished the flow: a staff notification waits in the outbox. */
  notify: boolean;
}

/**
 * Stores one save of a conversation: the first makes its row, later ones
 * replace what it holds, and a save numbered at or below the stored one (a
 * retry, or one overtaken by a newer save) changes nothing. Finishing the
 * flow and using "Ask anything" stay recorded once they happen; finishing
 * queues the staff notification in the same transaction, once per
 * conversation however often the finished conversation is sent.
 */
export async function saveConversation(
  db: Database,
  input: Omit<ChatConversationInput, "website" | "fillMs">,
  /** The sender's network (see clientNetwork): past the lead limit a new conversation is kept but set apart as suspected. */
  network: string,
): Promise<SaveResult> {
  const { visitorId, seq, conversationData } = input;
  return db.transaction(async (tx) => {
    // One save of a conversation at a time, even before its row exists to be locked.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`chat:${visitorId}`}, 0))`);
    const existing = await latestConversation(tx as unknown as Database, visitorId);
    if (existing && existing.saveSeq >= seq) return { row: existing, outcome: "unchanged", notify: false };

    const values = {
      userName: input.userName ?? null,
      userPhone: input.userPhone ?? null,
      userSource: input.userSource ?? null,
      userService: input.userService ?? null,
      userTimeline: input.userTimeline ?? null,
      userQuestions: input.userQuestions ?? null,
      conversationData,
      aiMode: Boolean(existing?.aiMode || input.aiMode),
      completedFlow: Boolean(existing?.completedFlow || input.completedFlow),
      // The language of the page the visitor chats on now: staff call back in it.
      lang: input.lang,
      // The source of the visit the conversation began in; a save that sends none keeps it.
      visitSource: existing?.visitSource ?? input.visitSource ?? null,
      // The notice shown before the chat asked for a number: the first one recorded stays.
      consent: existing?.consent ?? consentRecord(input, "chat", new Date()),
      saveSeq: seq,
    };
    let suspected = false;
    if (!existing) {
      const { limit, windowSeconds } = leadRateLimit();
      suspected = (await countHit(tx as unknown as Database, limiterKey("chat:", network), windowSeconds)) > limit;
      if (suspected) await enforceLeadCeiling(tx as unknown as Database, network, (wait) => tooManyMessage(input.lang, wait));
    }
    const [row] = existing
      ? await tx.update(chatConversations).set(values).where(eq(chatConversations.id, existing.id)).returning()
      : await tx
          .insert(chatConversations)
          .values({ visitorId, ...values, suspected })
          .returning();
    // A suspected conversation waits in the leads monitor: it is not mailed as a normal lead.
    const notify = row!.completedFlow && !existing?.completedFlow && !row!.suspected;
    // A chat becomes a lead of its person's enquiry when it first holds a phone number.
    if (row!.userPhone && !existing?.userPhone && !row!.suspected)
      await attachToEnquiry(tx as unknown as Database, "chat", row!, new Date());
    if (notify) await queueMessages(tx as unknown as Database, "chat", row!.id, [notification(row!)]);
    return { row: row!, outcome: existing ? "updated" : "created", notify };
  });
}
