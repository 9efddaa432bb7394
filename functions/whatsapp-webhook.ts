import type { Config } from "@netlify/functions";
import { getDb } from "../src/server/db/client";
import { handler, json } from "../src/server/http";
import { handleWebhook, readWebhook, subscriptionCheck } from "../src/server/whatsapp/webhook";

/** WhatsApp's webhook: the subscription check (GET), and signed calls with status updates and messages (POST). */
export default handler(["GET", "POST"], async (req) => {
  if (req.method === "GET") return subscriptionCheck(new URL(req.url));
  const call = await readWebhook(req);
  await handleWebhook(await getDb(), call);
  return json(200, { ok: true });
});

export const config: Config = { path: "/api/whatsapp/webhook" };
