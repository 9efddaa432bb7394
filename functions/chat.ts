import type { Config } from "@netlify/functions";
import { CHAT_LIMITS, chatConversationSchema, visitorIdField } from "../src/lib/forms/chat";
import { getDb } from "../src/server/db/client";
import { latestConversation, saveConversation } from "../src/server/chat/conversations";
import { HttpError, handler, json, readJson, validate } from "../src/server/http";
import { MIN_FILL_MS } from "../src/server/leads";
import { deliverOutbox } from "../src/server/notify/outbox";
import { checkRateLimit, chatRateLimit } from "../src/server/rate-limit";

/** GET resumes a visitor's conversation; POST stores one numbered save of it (see saveConversation). */
export default handler(["GET", "POST"], async (req, context) => {
  const db = await getDb();
  if (req.method === "GET") {
    const visitorId = validate(visitorIdField, new URL(req.url).searchParams.get("visitorId") ?? "");
    const conversation = await latestConversation(db, visitorId);
    if (!conversation) throw new HttpError(404, "No conversation yet.");
    return json(200, { data: conversation });
  }
  const wait = await checkRateLimit(db, `chat:${context.ip}`, chatRateLimit());
  if (wait !== null)
    throw new HttpError(
      429,
      "Too many messages from your connection. Please wait a little, or call us.",
      {},
      { "Retry-After": String(wait) },
    );
  const { website, fillMs, ...input } = validate(chatConversationSchema, await readJson(req, CHAT_LIMITS.saveBytes));
  // Bots are told they succeeded and nothing is stored, as on the forms.
  if (website || (fillMs !== undefined && fillMs < MIN_FILL_MS)) return json(202, { data: null });
  const { row, outcome, notify } = await saveConversation(db, input);
  if (notify)
    context.waitUntil(deliverOutbox(db).catch((error: unknown) => console.warn("notification will be retried:", (error as Error).message)));
  return json(outcome === "created" ? 201 : 200, { data: row });
});

export const config: Config = { path: "/api/chat" };
