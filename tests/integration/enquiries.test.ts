import { readFileSync } from "node:fs";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import * as enquiriesFunction from "../../functions/admin-enquiries";
import * as staffFunction from "../../functions/admin-staff";
import * as bookingsFunction from "../../functions/bookings";
import * as slotsFunction from "../../functions/slots";
import exportLeads from "../../functions/admin-leads-export";
import consultations from "../../functions/consultations";
import contactsFunction from "../../functions/contacts";
import estimates from "../../functions/estimates";
import type { EnquiryDetail, EnquiryPage, StaffMember } from "../../src/lib/admin/enquiries";
import type { Slot } from "../../src/lib/booking/slots";
import { indiaDay } from "../../src/lib/format";
import { addBusinessMinutes, promiseDeadline } from "../../src/lib/leads/promise";
import { queueEnquiryAlerts } from "../../src/server/enquiries/alerts";
import type { Database } from "../../src/server/db/client";
import {
  consultations as consultationTable,
  contacts,
  enquiries,
  enquiryAlerts,
  enquiryEvents,
  enquiryTouches,
  outbox,
  users,
} from "../../src/server/db/schema";
import { adminRequest, signedInStaff, type TestStaff } from "../support/admin";
import { describeEachDatabase } from "../support/databases";
import { chatVisitor } from "../support/chat-saves";
import { callFunction, getRequest, jsonRequest, testContext } from "../support/requests";
import { uniqueKey, uniquePerson, validConsultation, validContact, validEstimate } from "../support/leads";

let phoneSeq = 0;
/** A phone number no other test uses, and the same number as another person might type it. */
const freshPhone = () => {
  const digits = `98${String(4_100_000 + ++phoneSeq * 7).padStart(8, "0")}`;
  return { plain: digits, spaced: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` };
};

const consult = (fields: Record<string, unknown> = {}) =>
  consultations(jsonRequest("/api/consultations", { ...validConsultation, idempotencyKey: uniqueKey(), ...fields }), testContext());
const contact = (fields: Record<string, unknown> = {}) =>
  contactsFunction(jsonRequest("/api/contacts", { ...validContact, idempotencyKey: uniqueKey(), ...fields }), testContext());
const estimate = (fields: Record<string, unknown> = {}) =>
  estimates(jsonRequest("/api/estimates", { ...validEstimate, idempotencyKey: uniqueKey(), ...fields }), testContext());

async function freeVideoSlot(offset: number): Promise<Slot> {
  const response = await callFunction(slotsFunction, getRequest(`/api/slots?kind=video-call&from=${indiaDay(new Date())}&days=14`));
  return ((await response.json()) as { data: Slot[] }).data[offset]!;
}

const api = (staff: TestStaff) => ({
  list: async (query = ""): Promise<EnquiryPage> => {
    const response = await callFunction(enquiriesFunction, adminRequest("GET", `/api/admin/enquiries${query}`, { cookie: staff.cookie }));
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as EnquiryPage;
  },
  get: (id: number) => callFunction(enquiriesFunction, adminRequest("GET", `/api/admin/enquiries/${id}`, { cookie: staff.cookie })),
  detail: async (id: number): Promise<EnquiryDetail> => {
    const response = await callFunction(enquiriesFunction, adminRequest("GET", `/api/admin/enquiries/${id}`, { cookie: staff.cookie }));
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { data: EnquiryDetail }).data;
  },
  act: (id: number, action: string, body: unknown) =>
    callFunction(enquiriesFunction, adminRequest("POST", `/api/admin/enquiries/${id}/${action}`, { cookie: staff.cookie, body })),
});

const body = async (response: Response) =>
  (await response.json()) as { data?: EnquiryDetail; error?: string; fields?: Record<string, string> };

async function enquiryOf(db: Database, phone: string) {
  const rows = await db.select().from(enquiries).where(eq(enquiries.phone, phone));
  return rows;
}

describeEachDatabase("enquiries", (target, it) => {
  let admin: TestStaff;
  let db: Database;
  beforeAll(async () => {
    db = await target.db();
    admin = await signedInStaff(db, "boss");
    // The test's own round-robin is set up per test; the admin serves no language, so it is never picked.
    await db.update(users).set({ languages: [], email: "boss@example.com" }).where(eq(users.username, "boss"));
  });

  it.smoke("attaches a consultation, an estimate and a booking of one phone number (typed three ways) to one enquiry", async () => {
    const phone = freshPhone();
    expect((await consult({ phone: phone.spaced })).status).toBe(201);
    expect((await estimate({ phone: phone.plain, email: "other@example.com" })).status).toBe(201);
    const slot = await freeVideoSlot(2);
    const booked = await callFunction(
      bookingsFunction,
      jsonRequest("/api/bookings", {
        ...validConsultation,
        phone: `0${phone.plain}`,
        kind: "video-call",
        start: slot.start,
        idempotencyKey: uniqueKey(),
      }),
    );
    expect(booked.status, await booked.clone().text()).toBe(201);

    const rows = await db
      .select()
      .from(enquiries)
      .where(eq(enquiries.matchKey, `p:91${phone.plain}`));
    expect(rows).toHaveLength(1);
    const [enquiry] = rows;
    // A booking moves it to Meeting booked, recorded in its timeline as done by the site, and the reports' funnel with it.
    expect(enquiry!.stage).toBe("meeting-booked");
    expect(enquiry!.furthestStage).toBe("meeting-booked");
    const touches = await db.select().from(enquiryTouches).where(eq(enquiryTouches.enquiryId, enquiry!.id)).orderBy(asc(enquiryTouches.id));
    expect(touches.map((touch) => touch.kind)).toEqual(["consultation", "estimate", "booking"]);
    // The promise is the first lead's.
    const [first] = await db.select().from(consultationTable).where(eq(consultationTable.id, touches[0]!.leadId));
    expect(enquiry!.promiseAt!.toISOString()).toBe(promiseDeadline(first!.createdAt).toISOString());
    expect(enquiry!.waitingSince!.toISOString()).toBe(first!.createdAt.toISOString());

    const detail = await api(admin).detail(enquiry!.id);
    expect(detail.touches.map((touch) => touch.kind)).toEqual(["consultation", "estimate", "booking"]);
    const leads = detail.timeline.filter((entry) => entry.type === "lead");
    expect(leads).toHaveLength(3);
    // The estimate with its figure.
    expect(leads.find((entry) => entry.kind === "estimate")!.summary).toMatch(/₹/);
    expect(detail.timeline).toContainEqual(
      expect.objectContaining({ type: "event", event: "stage", actor: null, data: expect.objectContaining({ to: "meeting-booked" }) }),
    );
  });

  it("opens a person's enquiry at Meeting booked when a booking is their first lead", async () => {
    const phone = freshPhone();
    const slot = await freeVideoSlot(5);
    const booked = await callFunction(
      bookingsFunction,
      jsonRequest("/api/bookings", {
        ...validConsultation,
        ...uniquePerson(),
        phone: phone.plain,
        kind: "video-call",
        start: slot.start,
        idempotencyKey: uniqueKey(),
      }),
    );
    expect(booked.status, await booked.clone().text()).toBe(201);
    const [row] = await enquiryOf(db, phone.plain);
    expect(row!.stage).toBe("meeting-booked");
    expect(row!.furthestStage).toBe("meeting-booked");
  });

  it.smoke("keeps the first visit's source, and answers it by the address's names in the list", async () => {
    const phone = freshPhone();
    const source = {
      first: {
        landingPage: "/interior-designers/adyar",
        referrer: "www.google.com",
        utm_source: "google",
        utm_campaign: "adyar-kitchens",
        gclid: "abc.123",
      },
    };
    expect((await consult({ fullName: "Source Test", phone: phone.plain, visitSource: source })).status).toBe(201);
    const { data } = await api(admin).list(`?phone=${encodeURIComponent(phone.spaced)}`);
    expect(data).toHaveLength(1);
    expect(data[0]!.source).toEqual(source.first);
    expect(data[0]!.touches).toEqual([expect.objectContaining({ kind: "consultation" })]);
  });

  it("exports each lead with its enquiry's stage, owner, promise and first response, and its visit's source", async () => {
    const phone = freshPhone();
    const source = {
      first: {
        landingPage: "/ta/interior-designers/velachery",
        utm_source: "facebook",
        utm_medium: "paid-social",
        utm_campaign: "diwali-kitchens",
        fbclid: "IwAR0x",
      },
    };
    const sent = await contact({ name: "Export Person", phone: phone.plain, visitSource: source });
    expect(sent.status).toBe(201);
    const [row] = await enquiryOf(db, phone.plain);
    await api(admin).act(row!.id, "claim", {});
    await api(admin).act(row!.id, "attempt", { channel: "call", outcome: "reached" });
    const csv = await (
      await exportLeads(
        adminRequest("GET", "/api/admin/leads/export?kind=contact&q=Export%20Person", { cookie: admin.cookie }),
        testContext(),
      )
    ).text();
    const [header, line] = csv.slice(1).split("\r\n");
    const cells = Object.fromEntries(header!.split(",").map((name, i) => [name, line!.split(",")[i]]));
    expect(cells).toMatchObject({
      Stage: "Contacted",
      Owner: "boss",
      Source: "facebook",
      Medium: "paid-social",
      Campaign: "diwali-kitchens",
      "Landing page": "/ta/interior-designers/velachery",
      "Click id": "fbclid=IwAR0x",
    });
    expect(cells.Promise).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(cells["First response"]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  });

  it("attaches a chat once it holds a phone number, and never a chat without one", async () => {
    const phone = freshPhone();
    const { save } = chatVisitor();
    expect((await save(1, { userName: "Chat Person" })).status).toBe(201);
    expect(await enquiryOf(db, phone.plain)).toHaveLength(0);
    expect((await save(2, { userName: "Chat Person", userPhone: phone.plain })).status).toBe(200);
    expect((await save(3, { userName: "Chat Person", userPhone: phone.plain, completedFlow: true })).status).toBe(200);
    const [enquiry] = await enquiryOf(db, phone.plain);
    const touches = await db.select().from(enquiryTouches).where(eq(enquiryTouches.enquiryId, enquiry!.id));
    expect(touches.map((touch) => touch.kind)).toEqual(["chat"]);
  });

  it("gives new enquiries round-robin to available staff of their language and city, or leaves them waiting", async () => {
    for (const name of ["tamil-a", "tamil-b", "tamil-away"]) await signedInStaff(db, name);
    await db
      .update(users)
      .set({ role: "designer", languages: ["ta", "en"], cities: ["Chennai"] })
      .where(eq(users.username, "tamil-a"));
    await db
      .update(users)
      .set({ role: "designer", languages: ["ta"], cities: [] })
      .where(eq(users.username, "tamil-b"));
    await db
      .update(users)
      .set({ role: "designer", languages: ["ta"], available: false })
      .where(eq(users.username, "tamil-away"));
    try {
      const owners: string[] = [];
      for (let n = 0; n < 4; n++) {
        const phone = freshPhone();
        expect((await estimate({ phone: phone.plain, lang: "ta", city: "Chennai" })).status).toBe(201);
        const [row] = await db
          .select({ owner: users.username })
          .from(enquiries)
          .leftJoin(users, eq(users.id, enquiries.ownerId))
          .where(eq(enquiries.phone, phone.plain));
        owners.push(row!.owner!);
      }
      // Turn by turn between the two who serve Tamil in Chennai; never the one away.
      expect(new Set(owners)).toEqual(new Set(["tamil-a", "tamil-b"]));
      expect(owners[0]).not.toBe(owners[1]);
      expect(owners[2]).toBe(owners[0]);
      // Coimbatore: only the one who serves every city.
      const coimbatore = freshPhone();
      await estimate({ phone: coimbatore.plain, lang: "ta", city: "Coimbatore" });
      const [far] = await db.select({ ownerId: enquiries.ownerId }).from(enquiries).where(eq(enquiries.phone, coimbatore.plain));
      const [b] = await db.select({ id: users.id }).from(users).where(eq(users.username, "tamil-b"));
      expect(far!.ownerId).toBe(b!.id);
      // English, and nobody else speaks it: stored, waiting to be claimed.
      await db
        .update(users)
        .set({ languages: ["ta"] })
        .where(eq(users.username, "tamil-a"));
      const english = freshPhone();
      expect((await estimate({ phone: english.plain, lang: "en" })).status).toBe(201);
      const [waiting] = await db.select().from(enquiries).where(eq(enquiries.phone, english.plain));
      expect(waiting!.ownerId).toBeNull();
    } finally {
      await db
        .update(users)
        .set({ available: false })
        .where(sql`${users.username} like 'tamil-%'`);
    }
  });

  it("lists with filters and cursor paging, and shows a designer only their own and the unassigned", async () => {
    const designer = await signedInStaff(db, "designer-d");
    await db.update(users).set({ role: "designer", languages: [] }).where(eq(users.username, "designer-d"));
    const [me] = await db.select({ id: users.id }).from(users).where(eq(users.username, "designer-d"));
    const [boss] = await db.select({ id: users.id }).from(users).where(eq(users.username, "boss"));
    const ids: number[] = [];
    for (let n = 0; n < 5; n++) {
      const phone = freshPhone();
      await consult({ phone: phone.plain, fullName: `Paging ${n}` });
      const [row] = await enquiryOf(db, phone.plain);
      ids.push(row!.id);
    }
    await db.update(enquiries).set({ ownerId: me!.id }).where(eq(enquiries.id, ids[0]!));
    await db.update(enquiries).set({ ownerId: boss!.id }).where(eq(enquiries.id, ids[1]!));
    await db.update(enquiries).set({ stage: "qualified" }).where(eq(enquiries.id, ids[2]!));
    // One overdue (its promise passed while it waits), one due soon (a next action in half an hour).
    await db
      .update(enquiries)
      .set({ promiseAt: new Date(Date.now() - 60_000) })
      .where(eq(enquiries.id, ids[3]!));
    await db
      .update(enquiries)
      .set({ waitingSince: null, nextActionAt: new Date(Date.now() + 30 * 60_000) })
      .where(eq(enquiries.id, ids[4]!));

    const all = await api(admin).list("?limit=2");
    expect(all.data).toHaveLength(2);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: EnquiryPage = await api(admin).list(`?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...page.data.map((row) => row.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of ids) expect(seen).toContain(id);

    expect((await api(designer).list("?owner=me")).data.map((row) => row.id)).toEqual([ids[0]]);
    const designerSees = (await api(designer).list("?limit=100")).data.map((row) => row.id);
    expect(designerSees).toContain(ids[0]);
    expect(designerSees).toContain(ids[2]);
    expect(designerSees).not.toContain(ids[1]);
    expect((await api(designer).get(ids[1]!)).status).toBe(403);
    const bosses = (await api(admin).list(`?owner=${boss!.id}&limit=100`)).data;
    expect(bosses.map((row) => row.id)).toContain(ids[1]);
    expect(bosses.every((row) => row.owner?.username === "boss")).toBe(true);
    expect((await api(admin).list("?owner=none&limit=100")).data.map((row) => row.id)).not.toContain(ids[0]);
    expect((await api(admin).list("?stage=qualified")).data.map((row) => row.id)).toEqual([ids[2]]);
    const overdue = (await api(admin).list("?due=overdue&limit=100")).data;
    expect(overdue.map((row) => row.id)).toContain(ids[3]);
    expect(overdue.find((row) => row.id === ids[3])!.due).toBe("overdue");
    expect((await api(admin).list("?due=soon")).data.map((row) => row.id)).toEqual([ids[4]]);

    const bad = await callFunction(enquiriesFunction, adminRequest("GET", "/api/admin/enquiries?stage=maybe", { cookie: admin.cookie }));
    expect(bad.status).toBe(400);
    expect((await body(bad)).fields!.stage).toMatch(/Choose one of the stages/);
    const unknown = await callFunction(enquiriesFunction, adminRequest("GET", "/api/admin/enquiries?colour=red", { cookie: admin.cookie }));
    expect(unknown.status).toBe(400);
    const cursorBad = await callFunction(
      enquiriesFunction,
      adminRequest("GET", "/api/admin/enquiries?cursor=xyz", { cookie: admin.cookie }),
    );
    expect(cursorBad.status).toBe(400);
  });

  it.smoke("works an enquiry through the stages to Won with a quote, and refuses what makes no sense in plain words", async () => {
    const phone = freshPhone();
    await consult({ phone: phone.plain });
    const [row] = await enquiryOf(db, phone.plain);
    const staff = api(admin);
    let version = row!.version;

    const unknown = await staff.act(row!.id, "stage", { version, stage: "thinking" });
    expect([unknown.status, (await body(unknown)).fields]).toEqual([400, { stage: expect.stringMatching(/Choose one of the stages/) }]);
    const reason = await staff.act(row!.id, "stage", { version, stage: "qualified", lostReason: "budget" });
    expect([reason.status, (await body(reason)).fields]).toEqual([
      400,
      { lostReason: expect.stringMatching(/only given when an enquiry is lost/) },
    ]);
    const noReason = await staff.act(row!.id, "stage", { version, stage: "lost" });
    expect(noReason.status).toBe(400);
    const noQuote = await staff.act(row!.id, "stage", { version, stage: "quote-sent" });
    expect((await body(noQuote)).fields).toEqual({ quoteAmount: expect.stringMatching(/quote amount/) });
    const badAttempt = await staff.act(row!.id, "attempt", { channel: "pigeon", outcome: "reached" });
    expect(badAttempt.status).toBe(400);
    const laterWithout = await staff.act(row!.id, "attempt", { channel: "call", outcome: "call-later" });
    expect((await body(laterWithout)).fields).toEqual({ callBackAt: "Choose when to call back." });

    const attempt = await staff.act(row!.id, "attempt", { channel: "call", outcome: "reached" });
    expect(attempt.status, await attempt.clone().text()).toBe(200);
    let detail = (await body(attempt)).data!;
    expect(detail.firstResponseAt).not.toBeNull();
    expect(detail.waitingSince).toBeNull();
    expect(detail.stage).toBe("contacted");
    version = detail.version;
    for (const [stage, extra] of [
      ["qualified", {}],
      ["meeting-booked", {}],
      ["quote-sent", { quoteAmount: 450000 }],
      ["won", { quoteAmount: 475000 }],
    ] as const) {
      const moved = await staff.act(row!.id, "stage", { version, stage, ...extra });
      expect(moved.status, await moved.clone().text()).toBe(200);
      detail = (await body(moved)).data!;
      version = detail.version;
    }
    expect([detail.stage, detail.quoteAmount]).toEqual(["won", 475000]);
    const note = await staff.act(row!.id, "note", { text: "Signed the contract at the Adyar centre." });
    detail = (await body(note)).data!;
    const events = detail.timeline.filter((entry) => entry.type === "event");
    expect(events.map((entry) => entry.type === "event" && entry.event)).toEqual([
      "created",
      "attempt",
      "stage",
      "stage",
      "stage",
      "stage",
      "stage",
      "note",
    ]);
    // Who and when, for every change.
    for (const entry of events.slice(1)) expect(entry.type === "event" && entry.actor?.username).toBe("boss");
    // A won enquiry no longer catches the person's next lead: that opens a new one.
    await consult({ phone: phone.plain });
    expect(await enquiryOf(db, phone.plain)).toHaveLength(2);
  });

  it("refuses a designer's change to another's enquiry and a stale version, and claims and reassigns", async () => {
    const owner = await signedInStaff(db, "designer-o");
    const other = await signedInStaff(db, "designer-x");
    await db
      .update(users)
      .set({ role: "designer", languages: [] })
      .where(sql`${users.username} in ('designer-o', 'designer-x')`);
    const phone = freshPhone();
    await consult({ phone: phone.plain });
    const [row] = await enquiryOf(db, phone.plain);
    expect(row!.ownerId).toBeNull();

    const unclaimed = await api(owner).act(row!.id, "note", { text: "hello" });
    expect([unclaimed.status, (await body(unclaimed)).error]).toEqual([403, "Claim this enquiry before you work on it."]);
    const claimed = await api(owner).act(row!.id, "claim", {});
    expect(claimed.status).toBe(200);
    const version = (await body(claimed)).data!.version;
    const again = await api(other).act(row!.id, "claim", {});
    expect(again.status).toBe(403);
    // Even an admin cannot claim what someone has: they reassign it.
    const taken = await api(admin).act(row!.id, "claim", {});
    expect([taken.status, (await body(taken)).error]).toEqual([409, "Someone else claimed this enquiry a moment ago."]);
    const foreign = await api(other).act(row!.id, "stage", { version, stage: "qualified" });
    expect([foreign.status, (await body(foreign)).error]).toEqual([403, expect.stringMatching(/belongs to another designer/)]);
    const stale = await api(owner).act(row!.id, "stage", { version: version - 1, stage: "qualified" });
    expect([stale.status, (await body(stale)).error]).toEqual([409, expect.stringMatching(/Someone else changed this enquiry/)]);

    const [x] = await db.select({ id: users.id }).from(users).where(eq(users.username, "designer-x"));
    const handed = await api(owner).act(row!.id, "assign", { version, ownerId: x!.id });
    expect(handed.status, await handed.clone().text()).toBe(200);
    expect((await body(handed)).data!.owner).toEqual({ id: x!.id, username: "designer-x" });
    const nobody = await api(admin).act(row!.id, "assign", { version: version + 1, ownerId: 999999 });
    expect(nobody.status).toBe(400);
  });

  it("lets admins, and only admins, set what an account serves; answers unknown changes in plain words", async () => {
    const designer = await signedInStaff(db, "designer-acc");
    await db.update(users).set({ role: "designer", languages: [] }).where(eq(users.username, "designer-acc"));
    const [account] = await db.select({ id: users.id }).from(users).where(eq(users.username, "designer-acc"));
    const patch = (who: TestStaff, body: unknown) =>
      callFunction(staffFunction, adminRequest("PATCH", `/api/admin/staff/${account!.id}`, { cookie: who.cookie, body }));
    const refused = await patch(designer, { role: "admin" });
    expect([refused.status, (await body(refused)).error]).toEqual([403, "Only an admin can do this."]);
    const set = await patch(admin, { languages: ["ta"], cities: ["Madurai"], email: "acc@example.com" });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({
      data: { role: "designer", languages: ["ta"], cities: ["Madurai"], email: "acc@example.com" },
    });
    expect((await patch(admin, { role: "owner" })).status).toBe(400);
    // A designer lists the team for the owner pickers, with their own contact details but no one else's.
    await db.update(users).set({ whatsapp: "919840011111", whatsappAlerts: true }).where(eq(users.username, "designer-acc"));
    await db.update(users).set({ whatsapp: "919840022222" }).where(eq(users.username, "boss"));
    const list = async (who: TestStaff) =>
      (
        (await (await callFunction(staffFunction, adminRequest("GET", "/api/admin/staff", { cookie: who.cookie }))).json()) as {
          data: StaffMember[];
        }
      ).data;
    const seen = await list(designer);
    expect(seen.find((row) => row.username === "designer-acc")).toMatchObject({ email: "acc@example.com", whatsapp: "919840011111" });
    expect(seen.find((row) => row.username === "boss")).toMatchObject({ role: "admin", email: null, whatsapp: null });
    expect((await list(admin)).find((row) => row.username === "boss")).toMatchObject({
      email: "boss@example.com",
      whatsapp: "919840022222",
    });

    const phone = freshPhone();
    await consult({ phone: phone.plain });
    const [row] = await enquiryOf(db, phone.plain);
    const unknown = await api(admin).act(row!.id, "delete", {});
    expect([unknown.status, (await body(unknown)).error]).toEqual([404, expect.stringMatching(/^There is no such change to an enquiry/)]);
    expect((await api(admin).get(999_999)).status).toBe(404);
  });

  it("never loses one of two changes made at once: the later gets 409", async () => {
    const phone = freshPhone();
    await consult({ phone: phone.plain });
    const [row] = await enquiryOf(db, phone.plain);
    const answers = await Promise.all([
      api(admin).act(row!.id, "stage", { version: row!.version, stage: "qualified" }),
      api(admin).act(row!.id, "next-action", { version: row!.version, at: new Date(Date.now() + 86_400_000).toISOString() }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    // Both notes of two people writing at once are kept.
    await Promise.all([api(admin).act(row!.id, "note", { text: "one" }), api(admin).act(row!.id, "note", { text: "two" })]);
    const notes = await db
      .select({ n: count() })
      .from(enquiryEvents)
      .where(and(eq(enquiryEvents.enquiryId, row!.id), eq(enquiryEvents.type, "note")));
    expect(notes[0]!.n).toBe(2);
  });

  it("merges two enquiries of one person and undoes the merge", async () => {
    const a = freshPhone();
    const b = freshPhone();
    await consult({ phone: a.plain, fullName: "Lakshmi Narayanan" });
    await estimate({ phone: b.plain, name: "Lakshmi N" });
    const [first] = await enquiryOf(db, a.plain);
    const [second] = await enquiryOf(db, b.plain);
    const self = await api(admin).act(first!.id, "merge", { version: first!.version, otherId: first!.id });
    expect([self.status, (await body(self)).error]).toEqual([400, "An enquiry cannot be merged into itself."]);

    const merged = await api(admin).act(first!.id, "merge", { version: first!.version, otherId: second!.id });
    expect(merged.status, await merged.clone().text()).toBe(200);
    const joined = (await body(merged)).data!;
    expect(joined.touches.map((touch) => touch.kind).sort()).toEqual(["consultation", "estimate"]);
    expect(joined.merged).toEqual([{ id: second!.id, name: "Lakshmi N" }]);
    expect((await api(admin).list("?limit=100")).data.map((row) => row.id)).not.toContain(second!.id);
    // Merged away, it no longer catches the second number's leads: they join a new enquiry.
    const [gone] = await db.select().from(enquiries).where(eq(enquiries.id, second!.id));
    expect([gone!.mergedIntoId, gone!.openKey]).toEqual([first!.id, null]);

    const undone = await api(admin).act(first!.id, "unmerge", { version: joined.version, mergedId: second!.id });
    expect(undone.status, await undone.clone().text()).toBe(200);
    expect((await body(undone)).data!.touches.map((touch) => touch.kind)).toEqual(["consultation"]);
    const back = await api(admin).detail(second!.id);
    expect([back.mergedInto, back.touches.map((touch) => touch.kind)]).toEqual([null, ["estimate"]]);
    const [reopened] = await db.select().from(enquiries).where(eq(enquiries.id, second!.id));
    expect(reopened!.openKey).toBe(`p:91${b.plain}`);
    const notMerged = await api(admin).act(first!.id, "unmerge", { version: joined.version + 1, mergedId: second!.id });
    expect(notMerged.status).toBe(400);
  });

  it("alerts the owner at once, again after 15 business minutes, all admins after 60, each once, and stops at an attempt", async () => {
    await signedInStaff(db, "alert-owner");
    await db
      .update(users)
      .set({ role: "designer", languages: ["en"], email: "owner@example.com", cities: ["Alertpur"] })
      .where(eq(users.username, "alert-owner"));
    const phone = freshPhone();
    try {
      expect((await estimate({ phone: phone.plain, name: "Revathi Sundaram", city: "Alertpur", area: "Mylapore" })).status).toBe(201);
    } finally {
      await db.update(users).set({ available: false }).where(eq(users.username, "alert-owner"));
    }
    const [row] = await enquiryOf(db, phone.plain);
    const mail = () =>
      db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, "enquiry"), eq(outbox.leadId, row!.id)))
        .orderBy(asc(outbox.id));
    const now = await mail();
    expect(now.map((message) => message.recipient)).toEqual(["owner@example.com"]);
    expect(now[0]!.subject).toBe("New enquiry for you: Revathi – no service chosen");
    // Nothing personal beyond the first name, the service and the locality, and the link.
    expect(now[0]!.body).not.toContain(phone.plain);
    expect(now[0]!.body).not.toContain("Sundaram");
    expect(now[0]!.body).toContain("Mylapore");
    expect(now[0]!.body).toContain(`/admin/enquiries?id=${row!.id}`);

    expect(row!.ownerAgainAt!.toISOString()).toBe(addBusinessMinutes(row!.createdAt, 15).toISOString());
    expect(row!.adminsAt!.toISOString()).toBe(addBusinessMinutes(row!.createdAt, 60).toISOString());
    const before = new Date(row!.ownerAgainAt!.getTime() - 1000);
    await queueEnquiryAlerts(db, before);
    expect(await mail()).toHaveLength(1);
    // Two overlapping passes at 15 minutes: the alert goes once.
    await Promise.all([queueEnquiryAlerts(db, row!.ownerAgainAt!), queueEnquiryAlerts(db, row!.ownerAgainAt!)]);
    // The alert's key alone holds even when the mark is lost (a restored backup, a hand edit): no second alert.
    await db.update(enquiries).set({ alertLevel: 0 }).where(eq(enquiries.id, row!.id));
    await queueEnquiryAlerts(db, row!.ownerAgainAt!);
    expect((await mail()).map((message) => message.subject)).toEqual([
      "New enquiry for you: Revathi – no service chosen",
      "Still waiting for a call: Revathi – no service chosen",
    ]);
    await Promise.all([queueEnquiryAlerts(db, row!.adminsAt!), queueEnquiryAlerts(db, row!.adminsAt!)]);
    const all = await mail();
    expect(all).toHaveLength(3);
    expect(all[2]!.recipient).toBe("boss@example.com");
    expect(all[2]!.body).toContain("Owner: alert-owner");
    expect(await db.select().from(enquiryAlerts).where(eq(enquiryAlerts.enquiryId, row!.id))).toHaveLength(3);

    // A second lead while it waits keeps the first promise and sends nothing new; after an attempt a new lead opens a new wait.
    await consult({ phone: phone.plain });
    expect(await mail()).toHaveLength(3);
    await api(admin).act(row!.id, "attempt", { channel: "whatsapp", outcome: "no-answer" });
    await queueEnquiryAlerts(db, new Date(row!.adminsAt!.getTime() + 86_400_000));
    expect(await mail()).toHaveLength(3);
    await consult({ phone: phone.plain });
    expect(await mail()).toHaveLength(4);
  });

  it("reminds the owner when a next action falls due, once per next action", async () => {
    const phone = freshPhone();
    await consult({ phone: phone.plain });
    const [row] = await enquiryOf(db, phone.plain);
    const at = new Date(Date.now() + 3 * 86_400_000);
    await api(admin).act(row!.id, "attempt", { channel: "call", outcome: "call-later", callBackAt: at.toISOString() });
    const reminders = () =>
      db
        .select()
        .from(outbox)
        .where(and(eq(outbox.leadId, row!.id), eq(outbox.kind, "enquiry"), sql`${outbox.subject} like 'Next action due%'`));
    await queueEnquiryAlerts(db, new Date(at.getTime() - 1000));
    expect(await reminders()).toHaveLength(0);
    await queueEnquiryAlerts(db, at);
    await queueEnquiryAlerts(db, new Date(at.getTime() + 60_000));
    expect(await reminders()).toHaveLength(1);
  });

  it("attaches the leads stored before enquiries existed (the migration), one enquiry per person", async () => {
    // The migration's SQL run again over leads of numbers no enquiry has yet.
    const phone = freshPhone();
    const [c] = await db
      .insert(consultationTable)
      .values({
        fullName: "Old Lead",
        email: "old@example.com",
        phone: phone.spaced,
        service: "tv-units",
        createdAt: new Date("2026-11-21T13:00:00Z"),
      })
      .returning();
    const [k] = await db
      .insert(contacts)
      .values({
        name: "Old Lead",
        email: "old@example.com",
        phone: `0${phone.plain}`,
        message: "m",
        createdAt: new Date("2026-11-22T04:00:00Z"),
      })
      .returning();
    await db.execute(
      sql`delete from ${enquiryEvents} where "enquiryId" in (select "enquiryId" from ${enquiryTouches} where "leadId" = -1)`,
    );
    const migration = readFileSync("drizzle/0010_enquiry_backfill.sql", "utf8");
    // Only the new leads: everything attached already keeps its enquiry.
    const scoped = migration
      .replace(/WHERE NOT "suspected"/g, `WHERE NOT "suspected" AND "email" = 'old@example.com'`)
      .replace(`FROM "chat_conversations" WHERE NOT "suspected" AND "email" = 'old@example.com'`, `FROM "chat_conversations" WHERE false`);
    for (const statement of scoped.split("--> statement-breakpoint")) {
      if (statement.includes('INSERT INTO "enquiry_events"')) continue;
      await db.execute(sql.raw(statement));
    }
    const rows = await db
      .select()
      .from(enquiries)
      .where(eq(enquiries.matchKey, `p:91${phone.plain}`));
    expect(rows).toHaveLength(1);
    const touches = await db.select().from(enquiryTouches).where(eq(enquiryTouches.enquiryId, rows[0]!.id));
    expect(touches.map((touch) => `${touch.kind}:${touch.leadId}`).sort()).toEqual([`consultation:${c!.id}`, `contact:${k!.id}`]);
    // Saturday 18:30 India time + 24 hours is Sunday: the promise is Monday 09:00, as promiseDeadline says.
    expect(rows[0]!.promiseAt!.toISOString()).toBe(promiseDeadline(c!.createdAt).toISOString());
    expect(rows[0]!.waitingSince).toBeNull();
  });

  it("gives migrated enquiries the promise promiseDeadline gives, at the edges of the opening hours", async () => {
    const arrivals = [
      "2026-11-28T17:59",
      "2026-11-27T19:00",
      "2026-11-30T08:00",
      "2026-12-01T17:59",
      "2026-12-02T18:00",
      "2026-12-02T18:01",
      "2026-11-29T12:00",
    ];
    const migration = readFileSync("drizzle/0010_enquiry_backfill.sql", "utf8")
      .replace(/WHERE NOT "suspected"/g, `WHERE NOT "suspected" AND "email" = 'edges@example.com'`)
      .replace(
        `FROM "chat_conversations" WHERE NOT "suspected" AND "email" = 'edges@example.com'`,
        `FROM "chat_conversations" WHERE false`,
      );
    const phones = arrivals.map(() => freshPhone().plain);
    await db.insert(contacts).values(
      arrivals.map((local, i) => ({
        name: "Edge",
        email: "edges@example.com",
        phone: phones[i]!,
        message: "m",
        createdAt: new Date(`${local}:00+05:30`),
      })),
    );
    for (const statement of migration.split("--> statement-breakpoint")) {
      if (!statement.includes('INSERT INTO "enquiry_events"')) await db.execute(sql.raw(statement));
    }
    for (const [i, local] of arrivals.entries()) {
      const [row] = await db
        .select()
        .from(enquiries)
        .where(eq(enquiries.matchKey, `p:91${phones[i]}`));
      expect([local, row!.promiseAt!.toISOString()]).toEqual([local, promiseDeadline(new Date(`${local}:00+05:30`)).toISOString()]);
    }
  });
});
