import { desc, eq } from "drizzle-orm";
import type { ChatConversationInput } from "../../lib/forms/chat";
import { serviceLabel } from "../../lib/forms/service-options";
import type { Database } from "../db/client";
import { chatConversations, outbox } from "../db/schema";

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
    body: [
      `A visitor finished the chat on the website.`,
      ``,
      `Name:      ${row.userName ?? "-"}`,
      `Phone:     ${row.userPhone ?? "-"}`,
      `Heard via: ${row.userSource ?? "-"}`,
      `Service:   ${row.userService ? serviceLabel(row.userService) : "-"}`,
      `Timeline:  ${row.userTimeline ?? "-"}`,
      `Questions: ${row.userQuestions ?? "-"}`,
      ``,
      transcript,
      ``,
      `Chat #${row.id}, started ${row.createdAt.toISOString()}.`,
    ].join("\n"),
  };
}

/**
 * Saves the conversation: a new row on start, the visitor's latest row as it
 * goes on. Finishing the flow queues the staff notification in the same
 * transaction, once.
 */
export async function saveConversation(
  db: Database,
  input: ChatConversationInput,
  mode: "start" | "continue",
): Promise<Conversation | undefined> {
  const { visitorId, ...fields } = input;
  return db.transaction(async (tx) => {
    const existing = mode === "continue" ? await latestConversation(tx as unknown as Database, visitorId) : undefined;
    if (mode === "continue" && !existing) return undefined;
    const [row] = existing
      ? await tx.update(chatConversations).set(fields).where(eq(chatConversations.id, existing.id)).returning()
      : await tx
          .insert(chatConversations)
          .values({ visitorId, ...fields })
          .returning();
    if (row!.completedFlow && !existing?.completedFlow) {
      await tx.insert(outbox).values({ kind: "chat", leadId: row!.id, ...notification(row!) });
    }
    return row;
  });
}
