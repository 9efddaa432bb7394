import { eq } from "drizzle-orm";
import { expect } from "vitest";
import * as bookingsFunction from "../../functions/bookings";
import bookConsultation from "../../functions/consultations";
import contact from "../../functions/contacts";
import estimates from "../../functions/estimates";
import * as slotsFunction from "../../functions/slots";
import { indiaDay } from "../../src/lib/format";
import type { Slot } from "../../src/lib/booking/slots";
import { promiseDeadline } from "../../src/lib/leads/promise";
import { bookings, chatConversations, consultations, contacts, priceEstimator } from "../../src/server/db/schema";
import { describeEachDatabase } from "../support/databases";
import { adyarFromGoogle } from "../support/visit-sources";
import { chatVisitor } from "../support/chat-saves";
import { callFunction, formRequest, getRequest, jsonRequest, testContext } from "../support/requests";
import { uniqueKey, uniquePerson, validConsultation, validContact, validEstimate } from "../support/leads";

/** A source as the page script sends it, with one bad value in each touch. */
const sentSource = {
  first: { ...adyarFromGoogle, utm_term: "bad\nline" },
  last: { landingPage: "https://elsewhere.example/", utm_source: "newsletter", fbclid: "<script>" },
};
/** What is kept of it: each bad value dropped, nothing else. */
const storedSource = { first: adyarFromGoogle, last: { utm_source: "newsletter" } };

interface Answer {
  data: { id: number; createdAt: string };
  promise?: string;
}

describeEachDatabase("every lead's answer and stored source", (target, it) => {
  let slotOffset = 0;
  /** A free video-call time, different for each booking. */
  async function freeSlot(): Promise<Slot> {
    const response = await callFunction(slotsFunction, getRequest(`/api/slots?kind=video-call&from=${indiaDay(new Date())}&days=14`));
    return ((await response.json()) as { data: Slot[] }).data[(slotOffset += 2)]!;
  }

  /** Each endpoint, what it takes, and its table. */
  const endpoints = {
    consultation: {
      send: (body: object) => bookConsultation(jsonRequest("/api/consultations", body), testContext()),
      fields: async () => validConsultation,
      table: consultations,
    },
    contact: {
      send: (body: object) => contact(jsonRequest("/api/contacts", body), testContext()),
      fields: async () => validContact,
      table: contacts,
    },
    estimate: {
      send: (body: object) => estimates(jsonRequest("/api/estimates", body), testContext()),
      fields: async () => validEstimate,
      table: priceEstimator,
    },
    booking: {
      send: (body: object) => callFunction(bookingsFunction, jsonRequest("/api/bookings", body)),
      // One booking per person: each test books as somebody new.
      fields: async () => ({ ...validConsultation, ...uniquePerson(), kind: "video-call", start: (await freeSlot()).start }),
      table: bookings,
    },
  } as const;

  for (const [kind, endpoint] of Object.entries(endpoints)) {
    it.smoke(`${kind}: stores the visit's source without its bad values, and promises the rule's time, the same on a retry`, async () => {
      const db = await target.db();
      const body = { ...(await endpoint.fields()), idempotencyKey: uniqueKey(), visitSource: sentSource };
      const first = await endpoint.send(body);
      expect(first.status).toBe(201);
      const answer = (await first.json()) as Answer;
      const [row] = await db.select().from(endpoint.table).where(eq(endpoint.table.id, answer.data.id));
      expect(row!.visitSource).toEqual(storedSource);
      expect(answer.promise).toBe(promiseDeadline(row!.createdAt).toISOString());

      // A retry from a page that has seen another landing since is the same lead, with the same promise.
      const retry = await endpoint.send({ ...body, visitSource: { first: { landingPage: "/elsewhere" } } });
      expect(retry.status).toBe(200);
      const again = (await retry.json()) as Answer;
      expect([again.data.id, again.promise]).toEqual([answer.data.id, answer.promise]);
      const [kept] = await db.select().from(endpoint.table).where(eq(endpoint.table.id, answer.data.id));
      expect(kept!.visitSource).toEqual(storedSource);
    });

    it(`${kind}: never refuses a lead for its source: none, or nothing readable, is stored as null`, async () => {
      const db = await target.db();
      for (const visitSource of [undefined, "utm_source=google", [1, 2], { first: { utm_source: 5, landingPage: "no-slash" } }]) {
        const response = await endpoint.send({ ...(await endpoint.fields()), idempotencyKey: uniqueKey(), visitSource });
        expect(response.status, JSON.stringify(visitSource)).toBe(201);
        const { data } = (await response.json()) as Answer;
        const [row] = await db.select().from(endpoint.table).where(eq(endpoint.table.id, data.id));
        expect(row!.visitSource).toBeNull();
      }
    });
  }

  it.smoke("a form posted without JavaScript goes on to the thank-you page with the promised time", async () => {
    const db = await target.db();
    const name = `Promise ${uniqueKey()}`;
    const response = await bookConsultation(formRequest("/api/consultations", { ...validConsultation, fullName: name }), testContext());
    expect(response.status).toBe(303);
    const [row] = await db.select().from(consultations).where(eq(consultations.fullName, name));
    const location = new URL(response.headers.get("location")!, "http://localhost");
    expect(location.pathname).toBe("/thank-you");
    expect(location.searchParams.get("by")).toBe(promiseDeadline(row!.createdAt).toISOString());
  });

  it.smoke("the chat stores the first save's source, and promises a time once its flow is finished", async () => {
    const db = await target.db();
    const { visitorId, save } = chatVisitor({ userName: "Imran" }, `answer${uniqueKey()}`);
    const started = await save(1, { visitSource: sentSource });
    expect(started.status).toBe(201);
    expect(((await started.json()) as Answer).promise).toBeUndefined();
    const finished = await save(2, {
      userPhone: "9840088888",
      userSource: "Instagram",
      userService: "modular-kitchen",
      userTimeline: "1–3 months",
      completedFlow: true,
      visitSource: "unreadable",
    });
    expect(finished.status).toBe(200);
    const [row] = await db.select().from(chatConversations).where(eq(chatConversations.visitorId, visitorId));
    expect(row!.visitSource).toEqual(storedSource);
    expect(((await finished.json()) as Answer).promise).toBe(promiseDeadline(row!.createdAt).toISOString());
  });
});
