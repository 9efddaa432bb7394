import { and, asc, count, eq, isNull } from "drizzle-orm";
import { expect } from "vitest";
import * as bookingsFunction from "../../functions/bookings";
import * as manageFunction from "../../functions/booking-manage";
import * as slotsFunction from "../../functions/slots";
import { poolCapacity } from "../../src/config/booking";
import { indiaDay } from "../../src/lib/format";
import type { Slot } from "../../src/lib/booking/slots";
import { queueReminders } from "../../src/server/booking/reminders";
import { manageSecret, signManageToken } from "../../src/server/booking/token";
import { bookings, outbox, slotBlocks, slotClaims } from "../../src/server/db/schema";
import { describeEachDatabase } from "../support/databases";
import { callFunction, getRequest, jsonRequest } from "../support/requests";
import { uniqueKey, uniquePerson, validConsultation } from "../support/leads";

const today = () => indiaDay(new Date());

async function slots(query: string): Promise<{ status: number; body: { data?: Slot[]; error?: string; fields?: Record<string, string> } }> {
  const response = await callFunction(slotsFunction, getRequest(`/api/slots?${query}`));
  return { status: response.status, body: (await response.json()) as never };
}

const book = (fields: Record<string, unknown>, ip?: string) =>
  callFunction(
    bookingsFunction,
    jsonRequest("/api/bookings", { ...validConsultation, ...uniquePerson(), idempotencyKey: uniqueKey(), ...fields }),
    ip,
  );

const manage = (token: string, init: RequestInit = {}) =>
  callFunction(manageFunction, new Request(`http://localhost/api/bookings/manage?token=${encodeURIComponent(token)}`, init));

/** The lines of an .ics file, with folded lines joined. */
const icsLines = (text: string) =>
  text
    .replace(/\r\n[ \t]/g, "")
    .split(/\r\n/)
    .filter(Boolean);
const icsField = (text: string, name: string) =>
  icsLines(text)
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, "");

describeEachDatabase("booking", (target, it) => {
  /** A free video-call slot some days ahead, different for each test. */
  let offset = 0;
  async function freeVideoSlot(): Promise<Slot> {
    const { body } = await slots(`kind=video-call&from=${today()}&days=14`);
    return body.data![(offset += 3)]!;
  }

  it.smoke("lists free slots, and refuses bad parameters with a message", async () => {
    const listed = await slots(`kind=centre-visit&centre=adyar&from=${today()}&days=7`);
    expect(listed.status).toBe(200);
    expect(listed.body.data!.length).toBeGreaterThan(10);
    for (const slot of listed.body.data!) {
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(60 * 60_000);
      expect(slot.available).toBe(poolCapacity("adyar"));
    }
    expect((await slots(`kind=lunch&from=${today()}`)).body.fields).toEqual({
      kind: "kind must be centre-visit, video-call or site-measurement",
    });
    expect((await slots(`kind=video-call&from=${today()}&days=32`)).status).toBe(400);
    expect((await slots(`kind=video-call&from=tomorrow`)).body.fields).toEqual({ from: "from must be a date written YYYY-MM-DD" });
    expect((await slots(`kind=centre-visit&from=${today()}`)).body.fields).toEqual({ centre: "Please choose an experience centre" });
    expect((await slots(`kind=site-measurement&area=atlantis&from=${today()}`)).status).toBe(400);
  });

  it("leaves out what staff blocked and what is full", async () => {
    const db = await target.db();
    const slot = await freeVideoSlot();
    await db.insert(slotBlocks).values({ pool: "online", start: new Date(slot.start), end: new Date(slot.end), reason: "training" });
    const starts = async () =>
      new Set((await slots(`kind=video-call&from=${indiaDay(new Date(slot.start))}&days=1`)).body.data!.map((s) => s.start));
    expect((await starts()).has(slot.start)).toBe(false);
    await db.delete(slotBlocks);
    expect((await starts()).has(slot.start)).toBe(true);
    for (let i = 0; i < poolCapacity("online"); i++) expect((await book({ kind: "video-call", start: slot.start })).status).toBe(201);
    expect((await starts()).has(slot.start)).toBe(false);
    const refused = await book({ kind: "video-call", start: slot.start });
    expect(refused.status).toBe(409);
    // The time's own message, not the one for a form sent twice with different details.
    expect(((await refused.json()) as { error: string }).error).toMatch(/that time has just been taken/);
  });

  it.smoke("answers a time or a day far outside the calendar (year 9999, year 0) with a 4xx in plain words", async () => {
    for (const start of ["9999-12-31T10:00:00+05:30", "0001-01-01T10:00:00Z", "2026-02-30T10:00:00Z", "+275760-09-13T00:00:00Z"]) {
      const response = await book({ kind: "video-call", start });
      expect(response.status, start).toBeGreaterThanOrEqual(400);
      expect(response.status, start).toBeLessThan(500);
      const { error, fields } = (await response.json()) as { error: string; fields?: { start?: string } };
      expect(fields?.start ?? error, start).toMatch(/time/);
    }
    const made = (await (await book({ kind: "video-call", start: (await freeVideoSlot()).start })).json()) as { manageUrl: string };
    const token = new URL(made.manageUrl).searchParams.get("token")!;
    for (const start of ["9999-12-31T10:00:00+05:30", "+275760-09-13T00:00:00Z", "0001-01-01T10:00:00Z"]) {
      const moved = await manage(token, {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ start }),
      });
      expect(moved.status, start).toBeGreaterThanOrEqual(400);
      expect(moved.status, start).toBeLessThan(500);
    }
    for (const from of ["9999-12-31", "0000-01-01", "2026-13-40"]) {
      const response = await slots(`kind=video-call&from=${from}&days=31`);
      expect(response.status, from).toBeLessThan(500);
    }
  });

  it("answers with the consultation form's messages", async () => {
    const slot = await freeVideoSlot();
    const response = await book({ kind: "video-call", start: slot.start, email: "not-an-email", phone: "123" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
      email: "Please enter a valid email address",
      phone: "Phone number must be at least 10 digits",
    });
    const visit = await book({ kind: "centre-visit", start: slot.start });
    expect(((await visit.json()) as { fields: Record<string, string> }).fields).toEqual({ centre: "Please choose an experience centre" });
    const measurement = await book({ kind: "site-measurement", start: slot.start, area: "adyar" });
    expect(((await measurement.json()) as { fields: Record<string, string> }).fields).toEqual({
      address: "Please enter the address of the home (at least 10 characters)",
    });
  });

  it.smoke("50 concurrent bookings of the last place: one 201, 49 × 409 with other times, one row", async () => {
    const db = await target.db();
    const slot = await freeVideoSlot();
    // Fill the slot to one place short of its capacity.
    for (let i = 1; i < poolCapacity("online"); i++) expect((await book({ kind: "video-call", start: slot.start })).status).toBe(201);
    const before = (
      await db
        .select({ n: count() })
        .from(bookings)
        .where(eq(bookings.start, new Date(slot.start)))
    )[0]!.n;
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => book({ kind: "video-call", start: slot.start, fullName: `Visitor ${i}` })),
    );
    const wall = performance.now() - started;
    const statuses = responses.map((response) => response.status);
    console.log(`[${target.kind}] 50 concurrent bookings of one place: ${wall.toFixed(0)} ms wall time`);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const refusal = (await responses.find((response) => response.status === 409)!.json()) as { alternatives: Slot[] };
    expect(refusal.alternatives.length).toBeGreaterThan(0);
    expect(refusal.alternatives.map((alternative) => alternative.start)).not.toContain(slot.start);
    expect(
      (
        await db
          .select({ n: count() })
          .from(bookings)
          .where(eq(bookings.start, new Date(slot.start)))
      )[0]!.n,
    ).toBe(before + 1);
    const [claim] = await db
      .select()
      .from(slotClaims)
      .where(and(eq(slotClaims.pool, "online"), eq(slotClaims.start, new Date(slot.start))));
    expect(claim!.booked).toBe(poolCapacity("online"));
  });

  it.smoke("replays a retry with the same key: the first booking, one row, one place taken", async () => {
    const db = await target.db();
    const slot = await freeVideoSlot();
    const idempotencyKey = uniqueKey();
    const person = uniquePerson();
    const first = await book({ kind: "video-call", start: slot.start, idempotencyKey, ...person });
    const again = await book({ kind: "video-call", start: slot.start, idempotencyKey, ...person });
    expect([first.status, again.status]).toEqual([201, 200]);
    const [a, b] = (await Promise.all([first.json(), again.json()])) as { data: { id: number }; manageUrl: string }[];
    expect(b!.data.id).toBe(a!.data.id);
    expect(b!.manageUrl).toBe(a!.manageUrl);
    expect((await db.select({ n: count() }).from(bookings).where(eq(bookings.idempotencyKey, idempotencyKey)))[0]!.n).toBe(1);
    const [claim] = await db
      .select()
      .from(slotClaims)
      .where(and(eq(slotClaims.pool, "online"), eq(slotClaims.start, new Date(slot.start))));
    expect(claim!.booked).toBe(1);
  });

  it.smoke("a manage link works while valid, not once expired or tampered with; a move keeps the calendar's UID", async () => {
    const db = await target.db();
    const slot = await freeVideoSlot();
    const created = await book({ kind: "video-call", start: slot.start, email: "visitor@example.com" });
    expect(created.status).toBe(201);
    const { data, manageUrl } = (await created.json()) as {
      data: { id: number; start: string; end: string; kind: string };
      manageUrl: string;
    };
    expect(data).toMatchObject({ kind: "video-call", start: slot.start, end: slot.end });
    const token = new URL(manageUrl).searchParams.get("token")!;

    expect((await manage(token)).status).toBe(200);
    const tampered = token.replace(/^\d+/, String(data.id + 1));
    expect((await manage(tampered)).status).toBe(403);
    expect((await manage(`${token.slice(0, -2)}AA`)).status).toBe(403);
    const expired = signManageToken(await manageSecret(db), data.id, new Date(Date.now() - 1000));
    expect((await manage(expired)).status).toBe(410);

    const invites = async () =>
      (
        await db
          .select()
          .from(outbox)
          .where(and(eq(outbox.kind, "booking"), eq(outbox.leadId, data.id)))
          .orderBy(asc(outbox.id))
      ).filter((message) => message.recipient === "visitor@example.com");
    const [confirmation] = await invites();
    expect(icsField(confirmation!.calendar!, "METHOD")).toBe("REQUEST");
    expect(icsField(confirmation!.calendar!, "SEQUENCE")).toBe("0");
    expect(icsField(confirmation!.calendar!, "DTSTART")).toBe(slot.start.replace(/[-:]/g, "").replace(/\.\d+/, ""));
    expect(confirmation!.body).toContain(manageUrl);

    const later = (await slots(`kind=video-call&from=${indiaDay(new Date(slot.start))}&days=7`)).body.data!.at(-1)!;
    const moved = await manage(token, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ start: later.start }),
    });
    expect(moved.status).toBe(200);
    const move = (await moved.json()) as { data: { booking: { start: string }; manageUrl: string } };
    expect(move.data.booking.start).toBe(later.start);
    const [, update] = await invites();
    expect(icsField(update!.calendar!, "UID")).toBe(icsField(confirmation!.calendar!, "UID"));
    expect(icsField(update!.calendar!, "SEQUENCE")).toBe("1");
    expect(icsField(update!.calendar!, "DTSTART")).toBe(later.start.replace(/[-:]/g, "").replace(/\.\d+/, ""));
    // The old time is free again, the new one taken.
    const claims = await db.select().from(slotClaims).where(eq(slotClaims.pool, "online"));
    expect(claims.find((claim) => claim.start.toISOString() === slot.start)!.booked).toBe(0);
    expect(claims.find((claim) => claim.start.toISOString() === later.start)!.booked).toBe(1);

    const newToken = new URL(move.data.manageUrl).searchParams.get("token")!;
    expect((await manage(newToken, { method: "DELETE" })).status).toBe(200);
    const [, , cancel] = await invites();
    expect(icsField(cancel!.calendar!, "METHOD")).toBe("CANCEL");
    expect(icsField(cancel!.calendar!, "UID")).toBe(icsField(confirmation!.calendar!, "UID"));
    expect(icsField(cancel!.calendar!, "SEQUENCE")).toBe("2");
    const [after] = await db
      .select()
      .from(slotClaims)
      .where(and(eq(slotClaims.pool, "online"), eq(slotClaims.start, new Date(later.start))));
    expect(after!.booked).toBe(0);
    expect((await manage(newToken, { method: "DELETE" })).status).toBe(409);
  });

  it("a booking made on a Tamil page is mailed in Tamil: its confirmation, move and invitation; staff still read English", async () => {
    const db = await target.db();
    const slot = await freeVideoSlot();
    const email = "tamil-visitor@example.com";
    const created = await book({ kind: "video-call", start: slot.start, email, lang: "ta" });
    expect(created.status).toBe(201);
    const { data, manageUrl } = (await created.json()) as { data: { id: number; lang: string }; manageUrl: string };
    expect(data.lang).toBe("ta");
    expect(new URL(manageUrl).pathname).toBe("/ta/book/manage");
    const messages = async () =>
      db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, "booking"), eq(outbox.leadId, data.id)))
        .orderBy(asc(outbox.id));
    const [confirmation, staff] = await messages();
    expect(confirmation!.recipient).toBe(email);
    expect(confirmation!.subject).toMatch(/^உங்கள் ஆலோசனை நேரம் முன்பதிவாகிவிட்டது: .+ \(இந்திய நேரம்\)$/);
    expect(confirmation!.body).toContain("வணக்கம் Priya Raghavan,");
    expect(confirmation!.body).toContain("டிசைனருடன் வீடியோ கால்");
    expect(confirmation!.body).toContain(manageUrl);
    expect(confirmation!.body).not.toMatch(/India time|Hello|To move or cancel/);
    expect(icsField(confirmation!.calendar!, "SUMMARY")).toContain("வீடியோ கால்");
    expect(icsField(confirmation!.calendar!, "DESCRIPTION")).toContain("மாடுலர் கிச்சன்");
    expect(staff!.recipient).toBeNull();
    expect(staff!.subject).toMatch(/^New booking: Priya Raghavan – Video call, .+ \(India time\)$/);

    const later = (await slots(`kind=video-call&from=${indiaDay(new Date(slot.start))}&days=7`)).body.data!.at(-1)!;
    const token = new URL(manageUrl).searchParams.get("token")!;
    const moved = await manage(token, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ start: later.start }),
    });
    expect(moved.status).toBe(200);
    const { data: move } = (await moved.json()) as { data: { manageUrl: string } };
    expect(new URL(move.manageUrl).pathname).toBe("/ta/book/manage");
    const update = (await messages()).filter((message) => message.recipient === email)[1]!;
    expect(update.subject).toMatch(/^உங்கள் ஆலோசனை நேரம் மாறியுள்ளது: /);
    expect(update.body).toContain(move.manageUrl);
  });

  it("queues one reminder the day before, only for a booking made earlier than that", async () => {
    const db = await target.db();
    // The other tests' bookings can fall in the same day, depending on the hour the suite runs: they are not this test's.
    await db.update(bookings).set({ reminderQueuedAt: new Date() }).where(isNull(bookings.reminderQueuedAt));
    const slot = await freeVideoSlot();
    const early = (await (await book({ kind: "video-call", start: slot.start, email: "early@example.com" })).json()) as {
      data: { id: number };
    };
    const late = (await (await book({ kind: "video-call", start: slot.start, email: "late@example.com" })).json()) as {
      data: { id: number };
    };
    const start = new Date(slot.start);
    await db
      .update(bookings)
      .set({ createdAt: new Date(start.getTime() - 3 * 86_400_000) })
      .where(eq(bookings.id, early.data.id));
    await db
      .update(bookings)
      .set({ createdAt: new Date(start.getTime() - 3_600_000 * 20) })
      .where(eq(bookings.id, late.data.id));
    const reminders = () => db.select().from(outbox).where(eq(outbox.kind, "booking"));
    const dayBefore = new Date(start.getTime() - 3_600_000 * 18);
    expect(await queueReminders(db, new Date(start.getTime() - 3_600_000 * 30))).toBe(0);
    expect(await queueReminders(db, dayBefore)).toBe(1);
    expect(await queueReminders(db, dayBefore)).toBe(0);
    const sent = (await reminders()).filter((message) => message.subject.startsWith("Reminder"));
    expect(sent.map((message) => [message.leadId, message.recipient])).toEqual([[early.data.id, "early@example.com"]]);
  });
});
