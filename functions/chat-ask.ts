import type { Config } from "@netlify/functions";
import { chatQuestionSchema } from "../src/lib/forms/chat";
import { AI_TIMEOUT_MS, aiConfig, streamModelAnswer } from "../src/server/chat/ai";
import { answerQuestion } from "../src/server/chat/retrieval";
import { getDb } from "../src/server/db/client";
import { HttpError, SECURITY_HEADERS, handler, json, readJson, validate } from "../src/server/http";
import { checkRateLimit, chatRateLimit, clientNetwork, limiterKey } from "../src/server/rate-limit";

/** "Ask anything": the model's answer from retrieved passages when one is configured, else (or on failure) the best passage itself. */
export default handler(["POST"], async (req, context) => {
  const { question } = validate(chatQuestionSchema, await readJson(req));
  const wait = await checkRateLimit(await getDb(), limiterKey("ask:", clientNetwork(context.ip)), chatRateLimit());
  if (wait !== null)
    throw new HttpError(
      429,
      "Too many questions from your connection. Please wait a little, or call us.",
      {},
      { "Retry-After": String(wait) },
    );

  const { context: passages, aboutMoney, ...retrieved } = await answerQuestion(question);
  const ai = aiConfig();
  // Prices always come from the rate card, never from the model.
  if (ai && passages.length && !aboutMoney) {
    try {
      const stream = await streamModelAnswer(question, passages, ai, Number(process.env.AI_TIMEOUT_MS ?? AI_TIMEOUT_MS));
      const sources = passages.map(({ title, url }) => ({ title, url }));
      return new Response(stream, {
        headers: {
          "Content-Type": "text/plain; charset=utf-8",
          ...SECURITY_HEADERS,
          "X-Chat-Mode": "ai",
          "X-Chat-Sources": encodeURIComponent(JSON.stringify(retrieved.source ? [retrieved.source, ...sources] : sources)),
        },
      });
    } catch (error) {
      console.warn("AI endpoint unavailable, answering from retrieval:", (error as Error).message);
    }
  }
  return json(200, { mode: "retrieval", ...retrieved });
});

export const config: Config = { path: "/api/chat/ask" };
