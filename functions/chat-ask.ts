import type { Config } from "@netlify/functions";
import { chatQuestionSchema } from "../src/lib/forms/chat";
import { answerAsked } from "../src/server/chat/ask";
import { getDb } from "../src/server/db/client";
import { handler, readJson, validate } from "../src/server/http";

export default handler(["POST"], async (req, context) => {
  const { question, locale } = validate(chatQuestionSchema, await readJson(req));
  return answerAsked(await getDb(), question, context.ip, locale);
});

export const config: Config = { path: "/api/chat/ask" };
