import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, expect } from "vitest";
import * as enquiriesFunction from "../../functions/admin-enquiries";
import * as bookingsFunction from "../../functions/bookings";
import * as enquiryFunction from "../../functions/enquiry";
import * as manageFunction from "../../functions/booking-manage";
import * as slotsFunction from "../../functions/slots";
import consultations from "../../functions/consultations";
import type { Slot } from "../../src/lib/booking/slots";
import { indiaDay } from "../../src/lib/format";
import type { PrivateEnquiry } from "../../src/lib/privacy/private-link";
import type { Database } from "../../src/server/db/client";
import { phoneMatchKey } from "../../src/lib/phone";
import { bookings, enquiries, outbox, whatsappOptOuts } from "../../src/server/db/schema";
import { adminRequest, signedInStaff, type TestStaff } from "../support/admin";
import { describeEachDatabase } from "../support/databases";
import { callFunction, getRequest, jsonRequest, testContext } from "../support/requests";
import { uniqueKey, uniquePerson, validConsultation } from "../support/leads";

const tokenOf = (url: string) => new URL(url).searchParams.get("t")!;

describeEachDatabase("privacy: the private link", (target, it) => {
  let db: Database;
  let admin: TestStaff;
  beforeAll(async () => {
    db = await target.db();
    admin = await signedInStaff(db, "link-admin");
  });
  afterEach(() => {
    delete process.env.PRIVATE_LINK_RATE_LIMIT;
    delete process.env.BOOKING_DIRECT_PER_NETWORK;
  });

  /** A consultation through the real function; its answer's private link. */
  async function consult(fields: Record<string, unknown> = {}) {
    const who = uniquePerson();
    const key = uniqueKey();
    const body = { ...validConsultation, ...who, idempotencyKey: key, ...fields };
    const response = await consultations(jsonRequest("/api/consultations", body), testContext());
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { enquiryUrl?: string };
    return { ...who, body, enquiryUrl: answer.enquiryUrl!, token: tokenOf(answer.enquiryUrl!) };
  }
  const ip = "10.77.0.1";
  const view = (token: string, from = ip) =>
    callFunction(enquiryFunction, getRequest(`/api/enquiry?token=${encodeURIComponent(token)}`), from);
  const post = (action: string, body: unknown, from = ip) =>
    callFunction(enquiryFunction, jsonRequest(`/api/enquiry/${action}`, body), from);

  it.smoke("answers a new lead with its private link, mails one receipt with it, and opens the enquiry by it", async () => {
    const lead = await consult({ fullName: "Lakshmi Narayanan" });
    expect(lead.enquiryUrl).toMatch(/\/enquiry\?t=[A-Za-z0-9_-]{24}$/);
    const receipts = await db.select().from(outbox).where(eq(outbox.recipient, lead.email));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.body).toContain(lead.enquiryUrl);
    expect(receipts[0]!.body).toMatch(/^Hello Lakshmi,/);
    expect(receipts[0]!.body).toContain("never sell or share");
    // Only the token's hash is stored.
    expect(JSON.stringify(await db.execute("select * from enquiry_links"))).not.toContain(lead.token);

    const response = await view(lead.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const page = ((await response.json()) as { data: PrivateEnquiry }).data;
    expect(page).toMatchObject({ stage: "new", withdrawn: false, preferences: { channel: null, window: null, lang: "en" } });
    expect(page.promise).not.toBeNull();
    expect(page.sent[0]!.fields).toContainEqual({ label: "Email", value: lead.email });

    // A retry of the same submission is the same lead: no second receipt, no second link.
    const again = await consultations(jsonRequest("/api/consultations", lead.body), testContext());
    expect(again.status).toBe(200);
    expect(((await again.json()) as { enquiryUrl?: string }).enquiryUrl).toBeUndefined();
    expect(await db.select().from(outbox).where(eq(outbox.recipient, lead.email))).toHaveLength(1);
  });

  it("gives a booking's private link in its answer and its own e-mail; a booking awaiting confirmation, once confirmed", async () => {
    const slots = await callFunction(slotsFunction, getRequest(`/api/slots?kind=video-call&from=${indiaDay(new Date())}&days=14`));
    const [first, second] = ((await slots.json()) as { data: Slot[] }).data.slice(9);
    const bookFrom = async (start: string, from: string) => {
      const who = uniquePerson();
      const body = { ...validConsultation, ...who, kind: "video-call", start, idempotencyKey: uniqueKey() };
      const response = await callFunction(bookingsFunction, jsonRequest("/api/bookings", body), from);
      expect(response.status).toBe(201);
      const answer = (await response.json()) as { data: { status: string }; enquiryUrl?: string };
      const mails = await db.select().from(outbox).where(eq(outbox.recipient, who.email)).orderBy(outbox.id);
      return { ...who, answer, mails };
    };

    const booked = await bookFrom(first!.start, "10.78.0.1");
    expect(booked.answer.data.status).toBe("booked");
    expect(booked.answer.enquiryUrl).toMatch(/\/enquiry\?t=[A-Za-z0-9_-]{24}$/);
    // One e-mail to the person, the booking's own, carrying the link: no second receipt beside it.
    expect(booked.mails).toHaveLength(1);
    expect(booked.mails[0]!.body).toContain(booked.answer.enquiryUrl);
    expect(booked.mails[0]!.body).toContain("never sell or share");
    const opened = await view(tokenOf(booked.answer.enquiryUrl!));
    expect(opened.status).toBe(200);
    expect(((await opened.json()) as { data: PrivateEnquiry }).data.stage).toBe("meeting-booked");

    // Past its network's direct bookings, a booking waits for its person: whoever typed the address gets no link.
    process.env.BOOKING_DIRECT_PER_NETWORK = "0";
    const pending = await bookFrom(second!.start, "10.78.0.2");
    expect(pending.answer.data.status).toBe("pending");
    expect(pending.answer.enquiryUrl).toBeUndefined();
    expect(pending.mails.map((mail) => mail.body).join()).not.toMatch(/\/enquiry\?t=/);
    const manageToken = /token=([^\s&]+)/.exec(pending.mails[0]!.body)![1]!;
    const confirm = await callFunction(
      manageFunction,
      new Request(`http://localhost/api/bookings/manage?token=${manageToken}`, { method: "POST" }),
    );
    expect(confirm.status).toBe(200);
    // Rows come back in no set order on PostgreSQL once one is updated: the newest is the highest id.
    const confirmedMail = (await db.select().from(outbox).where(eq(outbox.recipient, pending.email)).orderBy(outbox.id)).at(-1)!;
    const link = /https?:\/\/\S+\/enquiry\?t=[A-Za-z0-9_-]{24}/.exec(confirmedMail.body)?.[0];
    expect(link).toBeDefined();
    expect((await view(tokenOf(link!))).status).toBe(200);
  });

  it("mails a Tamil lead's receipt in Tamil", async () => {
    const lead = await consult({ lang: "ta" });
    const [receipt] = await db.select().from(outbox).where(eq(outbox.recipient, lead.email));
    expect(receipt!.subject).toContain("விசாரணை");
    expect(receipt!.body).toContain("/ta/enquiry?t=");
  });

  it("answers an unknown, a malformed and a revoked token with the same 404", async () => {
    const lead = await consult();
    const enquiry = (await db.select().from(enquiries).where(eq(enquiries.email, lead.email)))[0]!;
    const revoke = await callFunction(
      enquiriesFunction,
      adminRequest("POST", `/api/admin/enquiries/${enquiry.id}/revoke-links`, { cookie: admin.cookie, body: {} }),
    );
    expect(revoke.status).toBe(200);
    const answers = await Promise.all([
      view(lead.token),
      view("A".repeat(24)),
      view("not a token"),
      post("withdraw", { token: lead.token }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(new Set(bodies).size).toBe(1);
  });

  it("records contact choices, which staff see", async () => {
    const lead = await consult();
    const saved = await post("preferences", { token: lead.token, channel: "whatsapp", window: "evening", lang: "ta" });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { data: PrivateEnquiry }).data.preferences).toEqual({
      channel: "whatsapp",
      window: "evening",
      lang: "ta",
    });
    const [row] = await db.select().from(enquiries).where(eq(enquiries.email, lead.email));
    expect(row).toMatchObject({ contactChannel: "whatsapp", callWindow: "evening", lang: "ta" });
    const detail = await callFunction(enquiriesFunction, adminRequest("GET", `/api/admin/enquiries/${row!.id}`, { cookie: admin.cookie }));
    expect(((await detail.json()) as { data: { contactChannel: string; callWindow: string } }).data).toMatchObject({
      contactChannel: "whatsapp",
      callWindow: "evening",
    });
    expect((await post("preferences", { token: lead.token, channel: "fax", window: "evening" })).status).toBe(400);
  });

  it("stops contact: closes the enquiry as withdrawn, cancels its booking, and staff can no longer contact or reopen it", async () => {
    const lead = await consult();
    const slots = await callFunction(slotsFunction, getRequest(`/api/slots?kind=video-call&from=${indiaDay(new Date())}&days=14`));
    const slot = ((await slots.json()) as { data: Slot[] }).data[7]!;
    const booked = await callFunction(
      bookingsFunction,
      jsonRequest("/api/bookings", { ...lead.body, kind: "video-call", start: slot.start, idempotencyKey: uniqueKey() }),
    );
    expect(booked.status).toBe(201);
    const stopped = await post("withdraw", { token: lead.token });
    expect(stopped.status).toBe(200);
    expect(((await stopped.json()) as { data: PrivateEnquiry }).data).toMatchObject({ stage: "withdrawn", withdrawn: true });
    const [row] = await db.select().from(enquiries).where(eq(enquiries.email, lead.email));
    expect(row).toMatchObject({ stage: "lost", lostReason: "withdrawn", openKey: null });
    const [booking] = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.email, lead.email)));
    expect(booking!.status).toBe("cancelled");
    // Nothing more on WhatsApp either: the number is on the list every receipt and reminder checks.
    const optedOut = await db
      .select()
      .from(whatsappOptOuts)
      .where(eq(whatsappOptOuts.phone, phoneMatchKey(row!.phone)!));
    expect(optedOut).toHaveLength(1);
    const act = (action: string, body: unknown) =>
      callFunction(enquiriesFunction, adminRequest("POST", `/api/admin/enquiries/${row!.id}/${action}`, { cookie: admin.cookie, body }));
    expect((await act("attempt", { channel: "call", outcome: "reached" })).status).toBe(409);
    expect((await act("stage", { version: row!.version, stage: "new" })).status).toBe(409);
    // Again: nothing more changes.
    expect((await post("withdraw", { token: lead.token })).status).toBe(200);
  });

  it("downloads the person's data as JSON, then erases it: the link opens nothing after", async () => {
    const lead = await consult();
    const download = await post("download", { token: lead.token });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/attachment; filename="my-enquiry.json"/);
    const data = (await download.json()) as {
      enquiry: { email: string };
      leads: { kind: string; email: string; idempotencyKey?: string }[];
    };
    expect(data.enquiry.email).toBe(lead.email);
    expect(data.leads).toEqual([expect.objectContaining({ kind: "consultation", email: lead.email })]);
    expect(data.leads[0]!.idempotencyKey).toBeUndefined();

    expect((await post("erase", { token: lead.token })).status).toBe(200);
    expect((await view(lead.token)).status).toBe(404);
    expect(await db.select().from(enquiries).where(eq(enquiries.email, lead.email))).toEqual([]);
    expect(await db.select().from(outbox).where(eq(outbox.recipient, lead.email))).toEqual([]);
  });

  it("limits guesses per network, never another's", async () => {
    process.env.PRIVATE_LINK_RATE_LIMIT = "3";
    const guesser = "10.99.1.1";
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await view("B".repeat(24), guesser)).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
    expect((await view("B".repeat(24), "10.99.2.1")).status).toBe(404);
  });
});
