/**
 * WhatsApp beside e-mail for leads, through the functions' real handlers and the stand-in of the Cloud API: the
 * enquiry's owner gets one utility alert per new enquiry (and per booking), the 15- and 60-minute alerts go to the
 * owner and the admins who asked for them, a home owner who ticked the box gets one receipt in their page's language,
 * and a slow WhatsApp never holds up a form's answer.
 */
import { and, eq, inArray, like, or } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import * as manageFunction from "../../functions/booking-manage";
import * as bookingsFunction from "../../functions/bookings";
import consultations from "../../functions/consultations";
import contacts from "../../functions/contacts";
import * as staffFunction from "../../functions/admin-staff";
import * as slotsFunction from "../../functions/slots";
import { indiaDay } from "../../src/lib/format";
import { bookingLimits } from "../../src/server/booking/bookings";
import type { Database } from "../../src/server/db/client";
import { enquiries, outbox, users, type Enquiry } from "../../src/server/db/schema";
import { queueEnquiryAlerts } from "../../src/server/enquiries/alerts";
import { deliverOutbox } from "../../src/server/notify/outbox";
import { adminRequest, signedInStaff, type TestStaff } from "../support/admin";
import { describeEachDatabase } from "../support/databases";
import { backgroundWork, callFunction, getRequest, jsonRequest, testContext } from "../support/requests";
import { uniqueKey, validConsultation, validContact } from "../support/leads";
import { useWhatsAppStandIn } from "../support/whatsapp";

let seq = 0;
const freshPhone = () => `97${String(52_000_000 + ++seq * 17).padStart(8, "0")}`;

describeEachDatabase("WhatsApp alerts and receipts", (target, it) => {
  const { api } = useWhatsAppStandIn();
  let db: Database;
  let owner: TestStaff;
  let ownerId = 0;
  beforeAll(async () => {
    db = await target.db();
    // The only person the round-robin can pick: every enquiry of this file is theirs.
    owner = await signedInStaff(db, "meena");
    const [row] = await db
      .update(users)
      .set({ role: "designer", languages: ["en", "ta"], email: "meena@example.com", whatsapp: "919840055555", whatsappAlerts: true })
      .where(eq(users.username, "meena"))
      .returning();
    ownerId = row!.id;
  });

  /** The WhatsApp rows about an enquiry (its staff alerts) and to its person (their receipts). */
  const whatsappOf = async (enquiry: Enquiry) =>
    db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.channel, "whatsapp"),
          or(and(eq(outbox.kind, "enquiry"), eq(outbox.leadId, enquiry.id)), eq(outbox.recipient, enquiry.matchKey.slice(2))),
        ),
      );
  const enquiryOf = async (phone: string) =>
    (
      await db
        .select()
        .from(enquiries)
        .where(eq(enquiries.openKey, `p:91${phone}`))
    )[0]!;

  it.smoke("a ticked box gives exactly one staff alert and one receipt, with the right template, language and parameters", async () => {
    const phone = freshPhone();
    const response = await consultations(
      jsonRequest("/api/consultations", {
        ...validConsultation,
        fullName: "Kavitha Raman",
        phone,
        whatsappReceipts: true,
        lang: "ta",
        idempotencyKey: uniqueKey(),
      }),
      testContext(),
    );
    expect(response.status).toBe(201);
    const { data, enquiryUrl } = (await response.json()) as { data: { id: number; whatsappReceipts: boolean }; enquiryUrl?: string };
    expect(data.whatsappReceipts).toBe(true);
    await backgroundWork();
    await deliverOutbox(db);
    const enquiry = await enquiryOf(phone);
    expect(enquiry.ownerId).toBe(ownerId);
    const sent = api().received.filter((r) => [`91${phone}`, "919840055555"].includes(r.body.to));
    expect(sent.map((r) => [r.body.to, r.body.template.name, r.body.template.language.code]).sort()).toEqual([
      [`91${phone}`, "receipt_request_link", "ta"],
      ["919840055555", "staff_new_enquiry", "en"],
    ]);
    const staff = sent
      .find((r) => r.body.template.name === "staff_new_enquiry")!
      .body.template.components![0]!.parameters.map((p) => p.text);
    expect(staff).toEqual([
      "Kavitha",
      "Modular Kitchen",
      "place not given",
      expect.any(String),
      expect.stringMatching(new RegExp(`/admin/enquiries\\?id=${enquiry.id}$`)),
    ]);
    // Nothing personal beyond the first name, service and locality: no surname, number, e-mail or message.
    expect(JSON.stringify(staff)).not.toMatch(/Raman|@|3 BHK|98400/);
    // With the private link the lead's answer gave the visitor (#32), in the visitor's language.
    const receipt = sent
      .find((r) => r.body.template.name === "receipt_request_link")!
      .body.template.components![0]!.parameters.map((p) => p.text);
    expect(receipt).toEqual(["Kavitha", "இலவச டிசைன் ஆலோசனை", expect.any(String), enquiryUrl]);
    expect(receipt[3]).toMatch(/\/ta\/enquiry\?t=/);
  });

  it("an unticked box gives only the staff alert", async () => {
    const phone = freshPhone();
    const response = await contacts(jsonRequest("/api/contacts", { ...validContact, phone, idempotencyKey: uniqueKey() }), testContext());
    expect(response.status).toBe(201);
    const enquiry = await enquiryOf(phone);
    const rows = await whatsappOf(enquiry);
    expect(rows.map((row) => [row.recipient, row.subject])).toEqual([["919840055555", "staff_new_enquiry"]]);
  });

  it("a form post without JavaScript ticks the box with 'on'", async () => {
    const phone = freshPhone();
    const response = await consultations(
      new Request("http://localhost/api/consultations", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
        body: new URLSearchParams({ ...validConsultation, phone, whatsappReceipts: "on", idempotencyKey: uniqueKey() }).toString(),
      }),
      testContext(),
    );
    expect(response.status).toBe(303);
    const rows = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, "whatsapp"), eq(outbox.recipient, `91${phone}`)));
    expect(rows.map((row) => [row.subject, row.lang])).toEqual([["receipt_request_link", "en"]]);
  });

  it("a booking alerts its owner with the appointment, and its receipt carries the link to move or cancel it", async () => {
    const phone = freshPhone();
    const slots = await callFunction(slotsFunction, getRequest(`/api/slots?kind=video-call&from=${indiaDay(new Date())}&days=14`));
    const slot = ((await slots.json()) as { data: { start: string }[] }).data[3]!;
    const booked = await callFunction(
      bookingsFunction,
      jsonRequest("/api/bookings", {
        ...validConsultation,
        email: `b-${uniqueKey()}@example.com`,
        phone,
        kind: "video-call",
        start: slot.start,
        whatsappReceipts: true,
        idempotencyKey: uniqueKey(),
      }),
    );
    expect(booked.status, await booked.clone().text()).toBe(201);
    const { manageUrl } = (await booked.json()) as { manageUrl: string };
    const enquiry = await enquiryOf(phone);
    const rows = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, "whatsapp"), inArray(outbox.recipient, [`91${phone}`, "919840055555"])));
    const bySubject = Object.fromEntries(
      rows.filter((row) => row.leadId === enquiry.id || row.kind === "booking").map((row) => [row.subject, row]),
    );
    expect(Object.keys(bySubject).sort()).toEqual(["receipt_booking", "staff_booking"]);
    expect(bySubject.staff_booking!.params).toEqual([
      "Priya",
      expect.stringMatching(/^Video call with a designer, /),
      "Modular Kitchen",
      "place not given",
      expect.stringContaining(`id=${enquiry.id}`),
    ]);
    expect(bySubject.receipt_booking!.params![3]).toBe(manageUrl);
  });

  it("a booking that waits for its e-mail confirmation gets its WhatsApp receipt once confirmed, not before", async () => {
    const slots = await callFunction(slotsFunction, getRequest(`/api/slots?kind=video-call&from=${indiaDay(new Date())}&days=14`));
    const free = ((await slots.json()) as { data: { start: string }[] }).data.slice(20);
    const bookFrom = (phone: string, start: string, email = `w-${uniqueKey()}@example.com`) =>
      callFunction(
        bookingsFunction,
        jsonRequest("/api/bookings", {
          ...validConsultation,
          email,
          phone,
          kind: "video-call",
          start,
          whatsappReceipts: true,
          idempotencyKey: uniqueKey(),
        }),
        "10.77.0.1",
      );
    // The network's direct bookings for the day are used up: the next one waits for its person to confirm by e-mail.
    for (let n = 0; n < bookingLimits().directPerDay; n++) expect((await bookFrom(freshPhone(), free[n]!.start)).status).toBe(201);
    const phone = freshPhone();
    const email = `wait-${uniqueKey()}@example.com`;
    const waiting = await bookFrom(phone, free[10]!.start, email);
    expect(((await waiting.json()) as { data: { status: string } }).data.status).toBe("pending");
    const receipts = () =>
      db
        .select()
        .from(outbox)
        .where(and(eq(outbox.channel, "whatsapp"), eq(outbox.recipient, `91${phone}`), eq(outbox.subject, "receipt_booking")));
    expect(await receipts()).toHaveLength(0);
    const [mail] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), like(outbox.subject, "Please confirm%")));
    const token = decodeURIComponent(new URL(/https?:\/\/\S+token=\S+/.exec(mail!.body)![0]).searchParams.get("token")!);
    const confirmed = await callFunction(
      manageFunction,
      new Request(`http://localhost/api/bookings/manage?token=${encodeURIComponent(token)}`, { method: "POST" }),
    );
    expect(confirmed.status).toBe(200);
    expect(await receipts()).toHaveLength(1);
  });

  it("sends the 15-minute alert to the owner and the 60-minute one to every admin who asked for WhatsApp", async () => {
    const boss = await signedInStaff(db);
    await db.update(users).set({ languages: [], whatsapp: "919840066666", whatsappAlerts: true }).where(eq(users.username, boss.username));
    const phone = freshPhone();
    expect(
      (await contacts(jsonRequest("/api/contacts", { ...validContact, phone, idempotencyKey: uniqueKey() }), testContext())).status,
    ).toBe(201);
    const enquiry = await enquiryOf(phone);
    await queueEnquiryAlerts(db, new Date(Date.now() + 7 * 86_400_000));
    const rows = await whatsappOf(enquiry);
    expect(rows.map((row) => [row.recipient, row.subject]).sort()).toEqual([
      ["919840055555", "staff_enquiry_waiting"],
      ["919840055555", "staff_new_enquiry"],
      ["919840066666", "staff_enquiry_escalated"],
    ]);
    // However often the pass runs, each alert goes once.
    await queueEnquiryAlerts(db, new Date(Date.now() + 7 * 86_400_000));
    expect(await whatsappOf(enquiry)).toHaveLength(3);
  });

  it("each person sets their own WhatsApp number and alerts; only an admin sets another's", async () => {
    const patch = (who: TestStaff, id: number, body: unknown) =>
      callFunction(staffFunction, adminRequest("PATCH", `/api/admin/staff/${id}`, { cookie: who.cookie, body }));
    const own = await patch(owner, ownerId, { whatsapp: "+91 98400 77777", whatsappAlerts: false });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { data: unknown }).data).toMatchObject({ whatsapp: "919840077777", whatsappAlerts: false });
    expect((await patch(owner, ownerId, { whatsapp: "12" })).status).toBe(400);
    expect((await patch(owner, ownerId, { role: "admin" })).status).toBe(403);
    const other = await signedInStaff(db);
    const [otherRow] = await db.select().from(users).where(eq(users.username, other.username));
    expect((await patch(owner, otherRow!.id, { whatsappAlerts: true })).status).toBe(403);
    await db.update(users).set({ whatsapp: "919840055555", whatsappAlerts: true }).where(eq(users.id, ownerId));
  });

  it("answers the form at once while WhatsApp takes more than 10 seconds", async () => {
    // What earlier tests queued is sent first, so only this lead's two messages meet the slow API.
    await deliverOutbox(db, undefined, 100);
    api().delay(12_000);
    const phone = freshPhone();
    const started = Date.now();
    const response = await consultations(
      jsonRequest("/api/consultations", { ...validConsultation, phone, whatsappReceipts: true, idempotencyKey: uniqueKey() }),
      testContext(),
    );
    expect(response.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2000);
    // The sending after the answer gives up at its time limit; the rows wait for the next pass.
    await backgroundWork();
    api().delay(0);
    const rows = await whatsappOf(await enquiryOf(phone));
    expect(rows.map((row) => [row.subject, row.status, row.lastError])).toEqual(
      expect.arrayContaining([["receipt_request_link", "failed", "WhatsApp did not answer within 10 s"]]),
    );
  }, 60_000);
});
