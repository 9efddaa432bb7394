import { count, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import chat from "../../functions/chat";
import { MAX_CHAT_MESSAGES } from "../../src/lib/forms/chat";
import { chatConversations, outbox } from "../../src/server/db/schema";
import { describeEachDatabase } from "../support/databases";
import { jsonRequest, testContext, uniqueKey } from "../support/requests";

const message = (text: string, from: "bot" | "visitor" = "visitor") => ({ from, text });
const send = (method: "POST" | "PATCH", body: unknown) => chat(jsonRequest("/api/chat", body, { method }), testContext());
const resume = (visitorId: string) => chat(new Request(`http://localhost/api/chat?visitorId=${visitorId}`), testContext());

describeEachDatabase("/api/chat", (target) => {
  it("saves a conversation as it goes, so a visitor who leaves halfway is still a lead, and resumes it", async () => {
    const visitorId = uniqueKey();
    const started = await send("POST", {
      visitorId,
      userName: "Divya",
      conversationData: { messages: [message("May I know your name?", "bot"), message("Divya")] },
    });
    expect(started.status).toBe(201);
    const halfway = await send("PATCH", {
      visitorId,
      userName: "Divya",
      userPhone: "+91 98400 77777",
      conversationData: { messages: [message("Divya"), message("+91 98400 77777")] },
    });
    expect(halfway.status).toBe(200);
    const rows = await (await target.db()).select().from(chatConversations).where(eq(chatConversations.visitorId, visitorId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userName: "Divya", userPhone: "+91 98400 77777", completedFlow: false, isRead: false, aiMode: false });

    const resumed = await resume(visitorId);
    expect(resumed.status).toBe(200);
    expect(((await resumed.json()) as { data: { userPhone: string } }).data.userPhone).toBe("+91 98400 77777");
  });

  it("notifies the staff once when the flow is completed", async () => {
    const db = await target.db();
    const visitorId = uniqueKey();
    const base = { visitorId, userName: "Imran", userPhone: "9840088888", conversationData: { messages: [message("Imran")] } };
    await send("POST", base);
    const done = { ...base, userService: "modular-kitchen", userTimeline: "1–3 months", userSource: "Instagram", completedFlow: true };
    expect((await send("PATCH", done)).status).toBe(200);
    expect((await send("PATCH", { ...done, aiMode: true })).status).toBe(200);
    const [row] = await db.select().from(chatConversations).where(eq(chatConversations.visitorId, visitorId));
    const notifications = await db.select({ n: count() }).from(outbox).where(eq(outbox.leadId, row!.id));
    expect(row).toMatchObject({ completedFlow: true, aiMode: true, userService: "modular-kitchen" });
    expect(notifications[0]!.n).toBe(1);
  });

  it.each([
    ["a phone that is not an Indian mobile", { userPhone: "12345" }, 400, /10-digit Indian mobile/],
    ["an unknown service", { userService: "swimming-pool" }, 400, /highlighted fields/],
    ["an unknown field", { isRead: true }, 400, /highlighted fields/],
    ["a malformed visitor id", { visitorId: "x" }, 400, /highlighted fields/],
    [
      "an oversized conversation",
      { conversationData: { messages: Array.from({ length: MAX_CHAT_MESSAGES + 1 }, () => message("hi")) } },
      400,
      /highlighted fields/,
    ],
    [
      "a body over 16 KB",
      { conversationData: { messages: Array.from({ length: 20 }, () => message("x".repeat(1000))) } },
      413,
      /too large/,
    ],
  ])("rejects %s with a clear 4xx and saves nothing", async (_label, change, status, error) => {
    const db = await target.db();
    const before = (await db.select({ n: count() }).from(chatConversations))[0]!.n;
    const response = await send("POST", { visitorId: uniqueKey(), conversationData: { messages: [] }, ...change });
    expect(response.status).toBe(status);
    // The message names the problem: in `error` for the request, in `fields` for a field.
    expect(JSON.stringify(await response.json())).toMatch(error);
    expect((await db.select({ n: count() }).from(chatConversations))[0]!.n).toBe(before);
  });

  it("answers 404 for a conversation that does not exist and 400 for a bad visitor id", async () => {
    expect((await send("PATCH", { visitorId: uniqueKey(), conversationData: { messages: [] } })).status).toBe(404);
    expect((await resume(uniqueKey())).status).toBe(404);
    expect((await resume("bad id!")).status).toBe(400);
  });
});
