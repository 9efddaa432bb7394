import chat from "../../functions/chat";
import { HUMAN_FILL_MS, uniqueKey } from "./leads";
import { jsonRequest, testContext } from "./requests";

/**
 * One visitor's chat saved as the widget saves it: numbered saves, each with the whole conversation so far, through
 * the real `/api/chat` handler. `fields` go with every save (the name once asked); `extra` with one save only.
 */
export function chatVisitor(fields: Record<string, unknown> = {}, visitorId = uniqueKey()) {
  const save = (seq: number, extra: Record<string, unknown> = {}, ip?: string) =>
    chat(
      jsonRequest("/api/chat", {
        visitorId,
        seq,
        fillMs: HUMAN_FILL_MS,
        conversationData: { messages: [{ from: "visitor", text: "Hello" }] },
        ...fields,
        ...extra,
      }),
      testContext(ip),
    );
  return { visitorId, save };
}
