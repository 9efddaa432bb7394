import fc from "fast-check";
import { count, eq, getTableColumns } from "drizzle-orm";
import { afterAll, expect } from "vitest";
import askFunction from "../../functions/chat-ask";
import chatFunction from "../../functions/chat";
import consultationsFunction from "../../functions/consultations";
import contactsFunction from "../../functions/contacts";
import estimatesFunction from "../../functions/estimates";
import bookingsFunction from "../../functions/bookings";
import manageFunction from "../../functions/booking-manage";
import slotsFunction from "../../functions/slots";
import projectsFunction from "../../functions/projects";
import servicesFunction from "../../functions/services";
import testimonialsFunction from "../../functions/testimonials";
import tvUnitsFunction from "../../functions/tv-units";
import { indiaDay } from "../../src/lib/format";
import { bookings, chatConversations, consultations, contacts, priceEstimator } from "../../src/server/db/schema";
import type { FunctionContext } from "../../src/server/http";
import { describeEachDatabase } from "../support/databases";
import { jsonRequest, testContext } from "../support/requests";
import { uniqueKey, uniquePerson, validConsultation, validContact, validEstimate } from "../support/leads";
import { PAYLOADS, anyValue, text } from "../support/hostile-input";

/** Every hostile request this file sends, per kind of body, and the answers of 500 among them (there must be none). */
const sent = { json: 0, form: 0, query: 0 };
let fiveHundreds = 0;
afterAll(() => {
  const total = sent.json + sent.form + sent.query;
  console.log(
    `fuzz: ${total} hostile requests (${sent.json} JSON, ${sent.form} form-encoded, ${sent.query} in the address) to 13 public endpoints: ${fiveHundreds} answers of 500`,
  );
});

/** Calls a function with one hostile request, counting it and any 500. */
async function hostile(
  fn: (req: Request, context: FunctionContext) => Promise<Response>,
  req: Request,
  kind: keyof typeof sent,
): Promise<Response> {
  sent[kind] += 1;
  const response = await fn(req, testContext());
  if (response.status >= 500) fiveHundreds += 1;
  return response;
}

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

/** A booking the calendar can take: a video call on a weekday morning a week ahead (the rules may still refuse it). */
const validBooking = () => {
  const day = new Date(Date.now() + 7 * 86_400_000);
  return {
    ...validConsultation,
    ...uniquePerson(),
    kind: "video-call",
    start: `${indiaDay(day)}T11:00:00+05:30`,
  };
};

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

  it("bookings: answers 2xx or 4xx, never 5xx, and stores exactly the accepted bookings", async () => {
    const db = await target.db();
    const before = (await db.select({ n: count() }).from(bookings))[0]!.n;
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutated(validBooking()), lead), async (body) => {
        const response = await hostile(bookingsFunction, jsonRequest("/api/bookings", JSON.stringify(body)), "json");
        expect(response.status).toBeLessThan(500);
        if (response.status === 201) accepted += 1;
      }),
      { numRuns: 60 },
    );
    expect((await db.select({ n: count() }).from(bookings))[0]!.n).toBe(before + accepted);
  }, 120_000);

  it("a booking's manage link and the slot query: any token, method, body or query answers 2xx or 4xx", async () => {
    const token = fc.oneof(text, fc.constantFrom("1.0.9999999999.AAAA", `1.0.${"9".repeat(10)}.${"A".repeat(43)}`, "%", "0.0.0."));
    await fc.assert(
      fc.asyncProperty(token, fc.constantFrom("GET", "POST", "PATCH", "DELETE", "PUT"), anyValue, async (value, method, body) => {
        const response = await hostile(
          manageFunction,
          // URLSearchParams writes any text (a lone surrogate becomes U+FFFD, as a browser sends it).
          new Request(`http://localhost/api/bookings/manage?${new URLSearchParams({ token: value })}`, {
            method,
            headers: { "Content-Type": "application/json" },
            body: method === "GET" ? undefined : JSON.stringify(body ?? null),
          }),
          "query",
        );
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    const param = fc.oneof(text, fc.constantFrom("9999-12-31", "0000-00-00", "-1", "1e9", "video-call", "centre-visit", "adyar"));
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom("kind", "centre", "area", "from", "days", "x"), param, { maxKeys: 5 }),
        async (query) => {
          const response = await hostile(slotsFunction, new Request(`http://localhost/api/slots?${new URLSearchParams(query)}`), "query");
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);

  it("the catalogue's GET endpoints: any method, query or body answers 2xx or 4xx", async () => {
    const endpoints = [
      ["/api/projects", projectsFunction],
      ["/api/services", servicesFunction],
      ["/api/testimonials", testimonialsFunction],
      ["/api/tv-units", tvUnitsFunction],
    ] as const;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), fc.constantFrom("GET", "POST", "DELETE"), text, async ([path, fn], method, junk) => {
        const response = await hostile(
          fn,
          new Request(`http://localhost${path}?${new URLSearchParams({ q: junk })}`, { method, body: method === "GET" ? undefined : junk }),
          "query",
        );
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  for (const { name, fn, path, valid, table } of cases) {
    it(`${name}: answers 2xx or 4xx, never 5xx, and stores exactly the accepted rows, verbatim`, async () => {
      const db = await target.db();
      const before = (await db.select({ n: count() }).from(table))[0]!.n;
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(fc.oneof(mutated(valid as Record<string, unknown>), lead), async (body) => {
          const response = await hostile(fn, jsonRequest(path, JSON.stringify(body)), "json");
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
          const saved = await hostile(chatFunction, jsonRequest("/api/chat", JSON.stringify({ ...(body as object), visitorId })), "json");
          expect(saved.status).toBeLessThan(500);
          if (saved.status === 201) {
            started += 1;
            const [row] = await db.select().from(chatConversations).where(eq(chatConversations.visitorId, visitorId));
            expect(row!.conversationData).toEqual((body as typeof validChat).conversationData);
          }
          const asked = await hostile(askFunction, jsonRequest("/api/chat/ask", JSON.stringify({ question })), "json");
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
    { name: "bookings", fn: bookingsFunction, path: "/api/bookings", valid: validBooking(), table: bookings },
    { name: "estimates", fn: estimatesFunction, path: "/api/estimates", valid: validEstimate, table: priceEstimator },
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
            const params = new URLSearchParams(startValid ? (valid as unknown as Record<string, string>) : {});
            for (const [key, value] of Object.entries(fields)) params.append(key, value);
            const response = await hostile(
              fn,
              new Request(`http://localhost${path}`, {
                method: "POST",
                headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
                body: params.toString(),
              }),
              "form",
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
