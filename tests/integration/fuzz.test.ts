import fc from "fast-check";
import { count, eq, getTableColumns } from "drizzle-orm";
import { expect } from "vitest";
import askFunction from "../../functions/chat-ask";
import chatFunction from "../../functions/chat";
import consultationsFunction from "../../functions/consultations";
import contactsFunction from "../../functions/contacts";
import estimatesFunction from "../../functions/estimates";
import { chatConversations, consultations, contacts, priceEstimator } from "../../src/server/db/schema";
import { describeEachDatabase } from "../support/databases";
import { jsonRequest, testContext, uniqueKey, validConsultation, validContact, validEstimate } from "../support/requests";
import { PAYLOADS, anyValue, text } from "../support/hostile-input";

/** A valid body with some fields replaced, dropped or added. */
function mutated(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  return fc
    .record({
      replace: fc.dictionary(fc.constantFrom(...keys), anyValue, { maxKeys: 3 }),
      drop: fc.subarray(keys, { maxLength: 2 }),
      extra: fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 1 }),
    })
    .map(({ replace, drop, extra }) => {
      const body: Record<string, unknown> = { ...valid, ...replace, ...(Math.random() < 0.2 ? extra : {}), idempotencyKey: uniqueKey() };
      for (const key of drop) delete body[key];
      return body;
    });
}

const validChat = {
  visitorId: "fuzzvisitor",
  seq: 1,
  userName: "Divya",
  conversationData: { messages: [{ from: "visitor", text: "hi" }] },
  fillMs: 60_000,
};
/** A whole transcript of hostile, unicode or broken messages, as a tampered widget could send. */
const transcript = fc.record({
  messages: fc.array(fc.record({ from: fc.constantFrom("bot", "visitor"), text }), { maxLength: 8 }),
});

const lead = fc.oneof(fc.jsonValue(), fc.constantFrom(...PAYLOADS));

describeEachDatabase("every public function under random and hostile input", (target, it) => {
  const cases = [
    { name: "consultations", fn: consultationsFunction, path: "/api/consultations", valid: validConsultation, table: consultations },
    { name: "contacts", fn: contactsFunction, path: "/api/contacts", valid: validContact, table: contacts },
    { name: "estimates", fn: estimatesFunction, path: "/api/estimates", valid: validEstimate, table: priceEstimator },
  ] as const;

  for (const { name, fn, path, valid, table } of cases) {
    it(`${name}: answers 2xx or 4xx, never 5xx, and stores exactly the accepted rows, verbatim`, async () => {
      const db = await target.db();
      const before = (await db.select({ n: count() }).from(table))[0]!.n;
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(fc.oneof(mutated(valid as Record<string, unknown>), lead), async (body) => {
          const response = await fn(jsonRequest(path, JSON.stringify(body)), testContext());
          expect(response.status).toBeLessThan(500);
          if (response.status !== 201) return;
          accepted += 1;
          const { data } = (await response.json()) as { data: { id: number } & Record<string, unknown> };
          const [row] = await db.select().from(table).where(eq(table.id, data.id));
          const hidden = new Set(["idempotencyKey", "requestHash", "suspected", "createdAt"]);
          const columns = Object.keys(getTableColumns(table)).filter((column) => !hidden.has(column));
          for (const column of columns) expect((row as Record<string, unknown>)[column]).toEqual(data[column]);
          for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
            if (typeof value === "string" && field in data && field !== "idempotencyKey") expect(data[field]).toBe(value.trim() || null);
          }
        }),
        { numRuns: 60 },
      );
      expect((await db.select({ n: count() }).from(table))[0]!.n).toBe(before + accepted);
    }, 120_000);
  }

  it("chat and ask: answer 2xx or 4xx, never 5xx, and store exactly the accepted conversations, verbatim", async () => {
    const db = await target.db();
    const before = (await db.select({ n: count() }).from(chatConversations))[0]!.n;
    let started = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          mutated(validChat),
          transcript.map((conversationData) => ({ ...validChat, conversationData })),
          lead,
        ),
        fc.oneof(text, fc.jsonValue()),
        async (body, question) => {
          const visitorId = uniqueKey();
          const saved = await chatFunction(jsonRequest("/api/chat", JSON.stringify({ ...(body as object), visitorId })), testContext());
          expect(saved.status).toBeLessThan(500);
          if (saved.status === 201) {
            started += 1;
            const [row] = await db.select().from(chatConversations).where(eq(chatConversations.visitorId, visitorId));
            expect(row!.conversationData).toEqual((body as typeof validChat).conversationData);
          }
          const asked = await askFunction(jsonRequest("/api/chat/ask", JSON.stringify({ question })), testContext());
          expect(asked.status).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
    expect((await db.select({ n: count() }).from(chatConversations))[0]!.n).toBe(before + started);
  }, 120_000);
});

/** Field names that are also the names of every object's own machinery. */
const PROTOTYPE_NAMES = ["constructor", "toString", "valueOf", "hasOwnProperty", "__proto__", "isPrototypeOf", "toLocaleString"];
const hostileText = fc.oneof(
  text,
  fc.constantFrom("\u0000", "a\u0000b", "\ud800", "x\udfffy", "\ud83d", "%00", "%ED%A0%80"),
  fc.string({ unit: "binary-ascii" }),
);

describeEachDatabase("forms posted without JavaScript under random and hostile input", (target, it) => {
  const cases = [
    { name: "consultations", fn: consultationsFunction, path: "/api/consultations", valid: validConsultation, table: consultations },
    { name: "contacts", fn: contactsFunction, path: "/api/contacts", valid: validContact, table: contacts },
  ] as const;

  for (const { name, fn, path, valid, table } of cases) {
    it(`${name}: every answer is a redirect or an HTML page, never 5xx, and only redirects store a row`, async () => {
      const db = await target.db();
      const before = (await db.select({ n: count() }).from(table))[0]!.n;
      let stored = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.oneof(fc.constantFrom(...Object.keys(valid), ...PROTOTYPE_NAMES), fc.string({ maxLength: 10 })), hostileText, {
            maxKeys: 4,
          }),
          fc.boolean(),
          async (fields, startValid) => {
            const params = new URLSearchParams(startValid ? (valid as Record<string, string>) : {});
            for (const [key, value] of Object.entries(fields)) params.append(key, value);
            const response = await fn(
              new Request(`http://localhost${path}`, {
                method: "POST",
                headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
                body: params.toString(),
              }),
              testContext(),
            );
            expect(response.status).toBeLessThan(500);
            if (response.status === 303) stored += 1;
            else expect(response.headers.get("content-type")).toMatch(/^text\/html/);
          },
        ),
        { numRuns: 80 },
      );
      expect((await db.select({ n: count() }).from(table))[0]!.n).toBe(before + stored);
    }, 120_000);
  }
});
