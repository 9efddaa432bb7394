import { describe, expect, it } from "vitest";
import { CHAT_LIMITS, chatConversationSchema } from "../../src/lib/forms/chat";
import { isPlainText, toPlainText } from "../../src/lib/forms/fields";
import { toSave, type ChatState } from "../../src/islands/chat/state";

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).byteLength;

const state = (messages: ChatState["messages"], answers: ChatState["answers"] = { name: "Divya" }): ChatState => ({
  visitorId: "visitor12345",
  messages,
  answers,
  aiMode: false,
  seq: 7,
  pageLoadedAt: Date.now() - 60_000,
});
const at = new Date().toISOString();

describe("the chat's save, as the widget builds it", () => {
  it("trims a long conversation to its newest messages until it fits what the server accepts, never dropping it", () => {
    const messages = Array.from({ length: 300 }, (_, i) => ({
      from: i % 2 ? ("bot" as const) : ("visitor" as const),
      text: `${i}: ${"இந்த சமையலறை எவ்வளவு ஆகும்? ".repeat(40)}`,
      at,
    }));
    const save = toSave(state(messages), "");
    expect(bytes(save)).toBeLessThanOrEqual(CHAT_LIMITS.saveBytes);
    expect(save.conversationData.messages.length).toBeGreaterThan(0);
    expect(save.conversationData.messages.at(-1)!.text.startsWith("299: ")).toBe(true);
    expect(chatConversationSchema.safeParse(save).success).toBe(true);
  });

  it("keeps a save the server would refuse out of the transcript: control characters and broken characters are removed, an emoji is never cut in half", () => {
    const long = `${"a".repeat(CHAT_LIMITS.messageLength - 1)}🏠 and more`;
    const save = toSave(
      state([
        { from: "visitor", text: `nul\u0000 and half \ud83d emoji`, at },
        { from: "bot", text: long, at },
      ]),
      "",
    );
    const [first, second] = save.conversationData.messages;
    expect(first!.text).toBe("nul and half  emoji");
    expect(second!.text).toHaveLength(CHAT_LIMITS.messageLength - 1);
    expect(isPlainText(second!.text)).toBe(true);
    expect(chatConversationSchema.safeParse(save).success).toBe(true);
  });

  it("marks the flow finished only when every question is answered, and carries the honeypot and the time on the page", () => {
    const answers = {
      name: "Divya",
      phone: "9840077777",
      source: "Instagram",
      service: "modular-kitchen",
      timeline: "1–3 months",
      questions: "",
    };
    const messages = [{ from: "visitor" as const, text: "Divya", at }];
    expect(toSave(state(messages), "").completedFlow).toBeUndefined();
    const finished = toSave(state(messages, answers), "http://spam.example");
    expect(finished).toMatchObject({ completedFlow: true, seq: 7, website: "http://spam.example" });
    expect(finished.fillMs).toBeGreaterThanOrEqual(60_000);
  });
});

describe("toPlainText", () => {
  it("cuts to the limit without leaving half a character", () => {
    expect(toPlainText("ab🏠", 3)).toBe("ab");
    expect(toPlainText("ab🏠", 4)).toBe("ab🏠");
    expect(toPlainText("a\u0007b\udc00c")).toBe("abc");
  });
});
