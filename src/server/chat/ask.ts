import type { Locale } from "../../i18n/locales";
import type { Database } from "../db/client";
import { SECURITY_HEADERS, json } from "../http";
import { chatRateLimit, clientNetwork, enforceRateLimit, limiterKey } from "../rate-limit";
import { AI_TIMEOUT_MS, aiConfig, streamModelAnswer } from "./ai";
import { answerQuestion, SERVER_WORDS } from "./retrieval";

/**
 * "Ask anything": the configured model's answer from the retrieved passages, streamed, or else (and whenever the
 * model fails) the best passage itself. Questions about money never reach the model: prices come from the rate card.
 */
export async function answerAsked(db: Database, question: string, ip: string, locale: Locale = "en"): Promise<Response> {
  await enforceRateLimit(db, limiterKey("ask:", clientNetwork(ip)), chatRateLimit(), () => SERVER_WORDS[locale].tooMany);

  const { context: passages, aboutMoney, ...retrieved } = await answerQuestion(question, locale);
  const ai = aiConfig();
  if (ai && passages.length && !aboutMoney) {
    try {
      const stream = await streamModelAnswer(question, passages, ai, Number(process.env.AI_TIMEOUT_MS ?? AI_TIMEOUT_MS), locale);
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
}
