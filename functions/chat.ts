import type { Config } from "@netlify/functions";
import { CHAT_LIMITS, chatConversationSchemas, visitorIdField } from "../src/lib/forms/chat";
import { formLocale, formMessages } from "../src/lib/forms/messages";
import { promiseDeadline } from "../src/lib/leads/promise";
import { getDb } from "../src/server/db/client";
import { latestConversation, saveConversation } from "../src/server/chat/conversations";
import { HttpError, handler, json, readJson, validate } from "../src/server/http";
import { logFailure } from "../src/server/log";
import { caughtByTrap } from "../src/server/bot-trap";
import { deliverOutbox } from "../src/server/notify/outbox";
import { clientNetwork } from "../src/server/rate-limit";

/** GET resumes a visitor's conversation; POST stores one numbered save of it (see saveConversation). */
export default handler(["GET", "POST"], async (req, context) => {
  const db = await getDb();
  if (req.method === "GET") {
    const visitorId = validate(visitorIdField, new URL(req.url).searchParams.get("visitorId") ?? "");
    const conversation = await latestConversation(db, visitorId);
    if (!conversation) throw new HttpError(404, "No conversation yet.");
    return json(200, { data: conversation });
  }
  const body = await readJson(req, CHAT_LIMITS.saveBytes);
  // The lead fields answer in the language of the chat's page.
  const locale = formLocale((body as { lang?: unknown } | null)?.lang);
  const { website, fillMs, ...input } = validate(chatConversationSchemas[locale], body, formMessages(locale).server);
  // Bots are told they succeeded and nothing is stored, as on the forms.
  if (await caughtByTrap(db, "chat", { website, fillMs }, { scripted: true })) return json(202, { data: null });
  // Never refused: past its network's limit a new conversation is stored and set apart for staff.
  const { row, outcome, notify } = await saveConversation(db, input, clientNetwork(context.ip));
  if (notify) context.waitUntil(deliverOutbox(db).catch((error: unknown) => logFailure("notification will be retried:", error)));
  const { suspected: _suspected, ...conversation } = row;
  // Once the flow is finished the studio owes a call, by the time its rule gives from the conversation's start.
  const promise = row.completedFlow ? promiseDeadline(row.createdAt).toISOString() : undefined;
  return json(outcome === "created" ? 201 : 200, { data: conversation, promise });
});

export const config: Config = { path: "/api/chat" };
