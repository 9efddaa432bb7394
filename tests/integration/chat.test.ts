import { and, count, eq } from "drizzle-orm";
import { expect } from "vitest";
import ask from "../../functions/chat-ask";
import chat from "../../functions/chat";
import { CHAT_LIMITS } from "../../src/lib/forms/chat";
import { MIN_FILL_MS } from "../../src/server/leads";
import { chatConversations, outbox, trapDrops } from "../../src/server/db/schema";
import { chatRateLimit } from "../../src/server/rate-limit";
import { describeEachDatabase } from "../support/databases";
import { inFreshLimiterWindow } from "../support/limiter-window";
import { jsonRequest, testContext } from "../support/requests";
import { HUMAN_FILL_MS, uniqueKey } from "../support/leads";

const message = (text: string, from: "bot" | "visitor" = "visitor") => ({ from, text });
/** A save as the widget sends it: with the time since the page loaded, unless the test gives its own. */
const send = (body: unknown, method = "POST") =>
  chat(jsonRequest("/api/chat", isRecord(body) ? { fillMs: HUMAN_FILL_MS, ...body } : body, { method }), testContext());
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const resume = (visitorId: string) => chat(new Request(`http://localhost/api/chat?visitorId=${visitorId}`), testContext());

/** A conversation the guided flow has finished, as the widget saves it. */
const finished = (visitorId: string, seq: number) => ({
  visitorId,
  seq,
  userName: "Imran",
  userPhone: "9840088888",
  userSource: "Instagram",
  userService: "modular-kitchen",
  userTimeline: "1–3 months",
  conversationData: { messages: [message("May I know your name?", "bot"), message("Imran")] },
  completedFlow: true,
  fillMs: 40_000,
});

describeEachDatabase("/api/chat", (target, it) => {
  const rowsOf = async (visitorId: string) =>
    (await target.db()).select().from(chatConversations).where(eq(chatConversations.visitorId, visitorId));
  const notificationsFor = async (leadId: number) =>
    (
      await (
        await target.db()
      )
        .select({ n: count() })
        .from(outbox)
        .where(and(eq(outbox.kind, "chat"), eq(outbox.leadId, leadId)))
    )[0]!.n;
  const chatCount = async () => (await (await target.db()).select({ n: count() }).from(chatConversations))[0]!.n;

  it.smoke("saves a conversation as it goes, so a visitor who leaves halfway is still a lead, and resumes it", async () => {
    const visitorId = uniqueKey();
    const started = await send({ visitorId, seq: 1, userName: "Divya", conversationData: { messages: [message("Divya")] } });
    expect(started.status).toBe(201);
    const halfway = await send({
      visitorId,
      seq: 2,
      userName: "Divya",
      userPhone: "+91 98400 77777",
      conversationData: { messages: [message("Divya"), message("+91 98400 77777")] },
    });
    expect(halfway.status).toBe(200);
    const rows = await rowsOf(visitorId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userName: "Divya", userPhone: "+91 98400 77777", completedFlow: false, isRead: false, saveSeq: 2 });

    const resumed = await resume(visitorId);
    expect(resumed.status).toBe(200);
    expect(((await resumed.json()) as { data: { userPhone: string } }).data.userPhone).toBe("+91 98400 77777");
  });

  it.smoke("stores a finished conversation posted 15 times (retries, a bot, races) as one row with one staff notification", async () => {
    const visitorId = uniqueKey();
    const statuses = await Promise.all(Array.from({ length: 15 }, (_, i) => send(finished(visitorId, (i % 5) + 1)).then((r) => r.status)));
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => status === 200 || status === 201)).toBe(true);
    const rows = await rowsOf(visitorId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ completedFlow: true, saveSeq: 5, userService: "modular-kitchen" });
    expect(await notificationsFor(rows[0]!.id)).toBe(1);
  });

  it("ignores a replayed save and a save overtaken by a newer one", async () => {
    const visitorId = uniqueKey();
    await send({ visitorId, seq: 1, userName: "Kavya", conversationData: { messages: [message("Kavya")] } });
    const newer = { visitorId, seq: 3, userName: "Kavya R", conversationData: { messages: [message("Kavya R")] } };
    expect((await send(newer)).status).toBe(200);
    const [before] = await rowsOf(visitorId);

    const replayed = await send({ ...newer, userName: "Changed on the way" });
    expect(replayed.status).toBe(200);
    expect(((await replayed.json()) as { data: { userName: string } }).data.userName).toBe("Kavya R");
    expect((await send({ visitorId, seq: 2, userName: "Older", conversationData: { messages: [message("Older")] } })).status).toBe(200);
    expect(await rowsOf(visitorId)).toEqual([before]);
  });

  it("keeps a finished conversation finished, and notifies once, when later saves (Ask anything) arrive", async () => {
    const visitorId = uniqueKey();
    await send(finished(visitorId, 1));
    const later = { ...finished(visitorId, 2), completedFlow: undefined, aiMode: true };
    expect((await send(later)).status).toBe(200);
    const [row] = await rowsOf(visitorId);
    expect(row).toMatchObject({ completedFlow: true, aiMode: true, saveSeq: 2 });
    expect(await notificationsFor(row!.id)).toBe(1);
  });

  it.each([
    ["a filled honeypot", { website: "https://spam.example" }],
    ["a save sooner after the page loaded than a person could type", { fillMs: MIN_FILL_MS - 1 }],
    ["a save without the time the page's script always measures", { fillMs: undefined }],
  ])("tells a bot (%s) it succeeded, stores nothing and counts the drop", async (_label, change) => {
    const db = await target.db();
    const drops = async () =>
      (await db.select({ count: trapDrops.count }).from(trapDrops).where(eq(trapDrops.kind, "chat"))).reduce(
        (sum, row) => sum + row.count,
        0,
      );
    const [before, dropped] = [await chatCount(), await drops()];
    const response = await send({ ...finished(uniqueKey(), 1), ...change });
    expect(response.status).toBe(202);
    expect(await chatCount()).toBe(before);
    expect(await drops()).toBe(dropped + 1);
  });

  it.each([
    ["an empty transcript", { conversationData: { messages: [] } }, 400, /conversation is empty/],
    [
      "a transcript with nothing from the visitor",
      { conversationData: { messages: [message("Hello!", "bot")] } },
      400,
      /conversation is empty/,
    ],
    ["a NUL in a message", { conversationData: { messages: [message("kitchen\u0000price")] } }, 400, /characters we cannot accept/],
    [
      "a NUL in a message's time",
      { conversationData: { messages: [{ ...message("hi"), at: "2026\u0000" }] } },
      400,
      /characters we cannot accept/,
    ],
    [
      "half a character in a message's time",
      { conversationData: { messages: [{ ...message("hi"), at: "\ud800" }] } },
      400,
      /characters we cannot/,
    ],
    ["a name on two lines", { userName: "Divya\nBcc: someone@example.com" }, 400, /Name must be on one line/],
    ["a lone surrogate in a message", { conversationData: { messages: [message("kitchen \ud800")] } }, 400, /characters we cannot accept/],
    ["a lone surrogate in the name", { userName: "Div\udc00ya" }, 400, /characters we cannot accept/],
    ["a phone that is not an Indian mobile", { userPhone: "12345" }, 400, /10-digit Indian mobile/],
    ["an unknown service", { userService: "swimming-pool" }, 400, /highlighted fields/],
    ["an unknown field", { isRead: true }, 400, /highlighted fields/],
    ["a malformed visitor id", { visitorId: "x" }, 400, /highlighted fields/],
    ["no save number", { seq: undefined }, 400, /highlighted fields/],
    [
      "an oversized conversation",
      { conversationData: { messages: Array.from({ length: CHAT_LIMITS.messages + 1 }, () => message("hi")) } },
      400,
      /at most 120 messages/,
    ],
    [
      "a body over 16 KB",
      { conversationData: { messages: Array.from({ length: 20 }, () => message("x".repeat(1000))) } },
      413,
      /too large/,
    ],
  ])("rejects %s with a clear 4xx and saves nothing", async (_label, change, status, error) => {
    const before = await chatCount();
    const response = await send({ ...finished(uniqueKey(), 1), ...change });
    expect(response.status).toBe(status);
    // The message names the problem: in `error` for the request, in `fields` for a field.
    expect(JSON.stringify(await response.json())).toMatch(error);
    expect(await chatCount()).toBe(before);
  });

  it.each([
    ["a NUL", "kitchen\u0000 price"],
    ["a lone surrogate", "\ud800 kitchen price"],
  ])("refuses a question with %s with a plain 400", async (_label, question) => {
    const response = await ask(jsonRequest("/api/chat/ask", JSON.stringify({ question })), testContext());
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toMatch(/characters we cannot accept/);
  });

  it("refuses questions past the network's limit with 429, Retry-After and a plain message, and only from that network", async () => {
    const previous = process.env.CHAT_RATE_LIMIT;
    process.env.CHAT_RATE_LIMIT = "2";
    inFreshLimiterWindow(chatRateLimit().windowSeconds);
    try {
      const question = (ip: string) =>
        ask(jsonRequest("/api/chat/ask", JSON.stringify({ question: "How long does a kitchen take?" })), testContext(ip));
      expect((await question("198.51.100.7")).status).toBe(200);
      expect((await question("198.51.100.7")).status).toBe(200);
      const refused = await question("198.51.100.7");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(JSON.stringify(await refused.json())).toMatch(/Too many questions from your connection/);
      expect((await question("198.51.100.8")).status).toBe(200);
    } finally {
      if (previous === undefined) delete process.env.CHAT_RATE_LIMIT;
      else process.env.CHAT_RATE_LIMIT = previous;
    }
  });

  it("answers 404 for a conversation that does not exist, 400 for a bad visitor id and 405 for the old PATCH", async () => {
    expect((await resume(uniqueKey())).status).toBe(404);
    expect((await resume("bad id!")).status).toBe(400);
    expect((await send(finished(uniqueKey(), 1), "PATCH")).status).toBe(405);
  });
});
