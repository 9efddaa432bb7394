import { count, eq, sql } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import * as enquiriesFunction from "../../functions/admin-enquiries";
import * as bookingsFunction from "../../functions/bookings";
import * as slotsFunction from "../../functions/slots";
import chat from "../../functions/chat";
import consultations from "../../functions/consultations";
import contacts from "../../functions/contacts";
import estimates from "../../functions/estimates";
import type { EnquiryDetail } from "../../src/lib/admin/enquiries";
import type { Slot } from "../../src/lib/booking/slots";
import { indiaDay } from "../../src/lib/format";
import type { Database } from "../../src/server/db/client";
import { enquiries, privacyErasures, slotClaims, users } from "../../src/server/db/schema";
import { affectedCsv, affectedPeople } from "../../src/server/privacy/breach";
import { eraseEnquiry } from "../../src/server/privacy/erase";
import { adminRequest, signedInStaff, type TestStaff } from "../support/admin";
import { describeEachDatabase } from "../support/databases";
import { callFunction, getRequest, jsonRequest, testContext } from "../support/requests";
import { HUMAN_FILL_MS, uniqueKey, uniquePerson, validConsultation, validContact, validEstimate } from "../support/leads";

/** One person's details, as they might type them on different forms. */
function person() {
  const { email, phone } = uniquePerson();
  return { email, phone, spaced: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, zero: `0${phone}` };
}
type Person = ReturnType<typeof person>;

/**
 * Every column of every table that can hold text (from information_schema, so a table added later is scanned too)
 * where the person's e-mail address or number appears, in any of the ways it was typed.
 */
async function whereFound(db: Database, who: Person): Promise<string[]> {
  const columns = (await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
    order by table_name, column_name`)) as unknown as { rows: { table_name: string; column_name: string }[] };
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    const value = sql`${sql.identifier(table)}.${sql.identifier(column)}::text`;
    const result = (await db.execute(sql`
      select count(*)::int as n from ${sql.identifier(table)}
      where ${value} ilike ${`%${who.email}%`} or ${value} like ${`%${who.phone}%`} or ${value} like ${`%${who.spaced.slice(4)}%`}`)) as unknown as {
      rows: { n: number }[];
    };
    if (result.rows[0]!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

async function freeVideoSlot(offset: number): Promise<Slot> {
  const response = await callFunction(slotsFunction, getRequest(`/api/slots?kind=video-call&from=${indiaDay(new Date())}&days=14`));
  return ((await response.json()) as { data: Slot[] }).data[offset]!;
}

/** The person sends every kind of lead: a consultation, an estimate, a contact message, a chat and a booking. */
async function everyLead(who: Person, slot: Slot) {
  const post = async (fn: (req: Request, context: ReturnType<typeof testContext>) => Promise<Response>, path: string, body: object) => {
    const response = await fn(jsonRequest(path, path === "/api/chat" ? body : { idempotencyKey: uniqueKey(), ...body }), testContext());
    expect(response.status, await response.clone().text()).toBeLessThan(300);
  };
  await post(consultations, "/api/consultations", { ...validConsultation, phone: who.spaced, email: who.email });
  await post(estimates, "/api/estimates", { ...validEstimate, phone: who.phone, email: who.email });
  await post(contacts, "/api/contacts", { ...validContact, phone: who.zero, email: who.email });
  const visitorId = uniqueKey();
  const chatBody = { visitorId, seq: 1, fillMs: HUMAN_FILL_MS, userName: "Chat Person", userPhone: who.phone };
  await post(chat, "/api/chat", {
    ...chatBody,
    conversationData: { messages: [{ from: "visitor", text: `My number is ${who.phone}` }] },
    visitSource: { first: { landingPage: "/", utm_source: "google", gclid: "Cj0KCQ-click" } },
  });
  const booked = await callFunction(
    bookingsFunction,
    jsonRequest("/api/bookings", {
      ...validConsultation,
      phone: who.phone,
      email: who.email,
      kind: "video-call",
      start: slot.start,
      idempotencyKey: uniqueKey(),
    }),
  );
  expect(booked.status, await booked.clone().text()).toBe(201);
}

describeEachDatabase("privacy: erasure", (target, it) => {
  let db: Database;
  let admin: TestStaff;
  let adminId: number;
  beforeAll(async () => {
    db = await target.db();
    admin = await signedInStaff(db, "privacy-admin");
    [{ id: adminId }] = (await db.select({ id: users.id }).from(users).where(eq(users.username, "privacy-admin"))) as [{ id: number }];
  });
  const act = (id: number, action: string, body: unknown) =>
    callFunction(enquiriesFunction, adminRequest("POST", `/api/admin/enquiries/${id}/${action}`, { cookie: admin.cookie, body }));
  const enquiryIdOf = async (who: Person) =>
    (await db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.email, who.email)))[0]!.id;

  it.smoke(
    "erases a person from every table on staff's request, leaves others alone and keeps a record with nothing personal",
    async () => {
      const erased = person();
      const other = person();
      const slot = await freeVideoSlot(3);
      await everyLead(erased, slot);
      await everyLead(other, await freeVideoSlot(4));
      const id = await enquiryIdOf(erased);
      await act(id, "note", { text: `Called ${erased.phone}, wrote to ${erased.email}` });

      // The scan finds both people where their leads put them, so its finding nothing later means something.
      const before = await whereFound(db, erased);
      expect(before).toEqual(expect.arrayContaining(["consultations.email", "chat_conversations.conversationData", "outbox.body"]));
      const otherBefore = await whereFound(db, other);
      const claimed = async () =>
        (
          await db
            .select({ booked: slotClaims.booked })
            .from(slotClaims)
            .where(eq(slotClaims.start, new Date(slot.start)))
        )[0]?.booked ?? 0;
      const heldBefore = await claimed();
      const [{ enquiriesBefore }] = (await db.select({ enquiriesBefore: count() }).from(enquiries)) as [{ enquiriesBefore: number }];

      const response = await act(id, "erase", { confirm: true });
      expect(response.status, await response.clone().text()).toBe(200);
      const detail = ((await response.json()) as { data: EnquiryDetail }).data;
      expect(detail).toMatchObject({ name: null, phone: null, email: null, touches: [] });
      expect(detail.erasedAt).not.toBeNull();

      expect(await whereFound(db, erased)).toEqual([]);
      expect(await whereFound(db, other)).toEqual(otherBefore);
      // The booking's place went back; the enquiry stays (anonymised) so the reports count it.
      expect(await claimed()).toBe(heldBefore - 1);
      const [{ enquiriesAfter }] = (await db.select({ enquiriesAfter: count() }).from(enquiries)) as [{ enquiriesAfter: number }];
      expect(enquiriesAfter).toBe(enquiriesBefore);

      const records = await db.select().from(privacyErasures).where(eq(privacyErasures.enquiryId, id));
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ by: "staff", actorId: adminId });
      expect([...records[0]!.kinds].sort()).toEqual(["booking", "chat", "consultation", "contact", "estimate"]);
      expect(records[0]!.counts).toMatchObject({ consultation: 1, estimate: 1, contact: 1, chat: 1, booking: 1 });

      // Again: nothing changes, no second record; and nothing more can be done to the enquiry.
      expect((await act(id, "erase", { confirm: true })).status).toBe(200);
      expect(await db.select().from(privacyErasures).where(eq(privacyErasures.enquiryId, id))).toHaveLength(1);
      const note = await act(id, "note", { text: "after" });
      expect(note.status).toBe(409);
    },
  );

  it("asks staff to confirm, and lets only an admin or the owner erase", async () => {
    const who = person();
    const response = await consultations(
      jsonRequest("/api/consultations", { ...validConsultation, phone: who.phone, email: who.email, idempotencyKey: uniqueKey() }),
      testContext(),
    );
    expect(response.status).toBe(201);
    const id = await enquiryIdOf(who);
    expect((await act(id, "erase", {})).status).toBe(400);
    const designer = await signedInStaff(db);
    await db.update(users).set({ role: "designer" }).where(eq(users.username, designer.username));
    await db.update(enquiries).set({ ownerId: adminId }).where(eq(enquiries.id, id));
    const refused = await callFunction(
      enquiriesFunction,
      adminRequest("POST", `/api/admin/enquiries/${id}/erase`, { cookie: designer.cookie, body: { confirm: true } }),
    );
    expect(refused.status).toBe(403);
    expect(await whereFound(db, who)).toContain("consultations.phone");
  });

  it("erases one person once when two erasures run together", async () => {
    const who = person();
    await everyLead(who, await freeVideoSlot(6));
    const id = await enquiryIdOf(who);
    const results = await Promise.all([eraseEnquiry(db, id, { by: "person" }), eraseEnquiry(db, id, { by: "staff", actorId: adminId })]);
    expect(results.map((result) => result!.already).sort()).toEqual([false, true]);
    expect(await db.select().from(privacyErasures).where(eq(privacyErasures.enquiryId, id))).toHaveLength(1);
    expect(await whereFound(db, who)).toEqual([]);
  });

  it("lists whom to inform after a breach: each person once, never an erased one", async () => {
    const kept = person();
    const erased = person();
    for (const who of [kept, erased])
      expect(
        (
          await consultations(
            jsonRequest("/api/consultations", { ...validConsultation, phone: who.phone, email: who.email, idempotencyKey: uniqueKey() }),
            testContext(),
          )
        ).status,
      ).toBe(201);
    await eraseEnquiry(db, await enquiryIdOf(erased), { by: "person" });
    const people = await affectedPeople(db);
    expect(people.filter((p) => p.email === kept.email)).toHaveLength(1);
    expect(people.some((p) => p.email === erased.email)).toBe(false);
    const csv = affectedCsv(people);
    expect(csv).toContain("Record,Name,E-mail,Phone,Language,Last contact");
    expect(csv).toContain(kept.email);
    expect(await affectedPeople(db, new Date(Date.now() + 60_000))).toEqual([]);
  });
});
