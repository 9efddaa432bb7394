import type { Config } from "@netlify/functions";
import { chatConversationSchema, visitorIdField } from "../src/lib/forms/chat";
import { getDb } from "../src/server/db/client";
import { latestConversation, saveConversation } from "../src/server/chat/conversations";
import { HttpError, handler, json, readJson, validate } from "../src/server/http";
import { logFailure } from "../src/server/log";
import { deliverOutbox } from "../src/server/notify/outbox";
import { checkRateLimit, chatRateLimit, clientNetwork, limiterKey } from "../src/server/rate-limit";

export default handler(["GET", "POST", "PATCH"], async (req, context) => {
  const db = await getDb();
  if (req.method === "GET") {
    const visitorId = validate(visitorIdField, new URL(req.url).searchParams.get("visitorId") ?? "");
    const conversation = await latestConversation(db, visitorId);
    if (!conversation) throw new HttpError(404, "No conversation yet.");
    return json(200, { data: conversation });
  }
  const wait = await checkRateLimit(db, limiterKey("chat:", clientNetwork(context.ip)), chatRateLimit());
  if (wait !== null)
    throw new HttpError(
      429,
      "Too many messages from your connection. Please wait a little, or call us.",
      {},
      { "Retry-After": String(wait) },
    );
  const input = validate(chatConversationSchema, await readJson(req));
  const conversation = await saveConversation(db, input, req.method === "POST" ? "start" : "continue");
  if (!conversation) throw new HttpError(404, "No conversation to continue: start a new one.");
  if (conversation.completedFlow)
    context.waitUntil(deliverOutbox(db).catch((error: unknown) => logFailure("notification will be retried:", error)));
  return json(req.method === "POST" ? 201 : 200, { data: conversation });
});

export const config: Config = { path: "/api/chat" };
