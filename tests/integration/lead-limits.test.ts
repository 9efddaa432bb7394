import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { expect } from "vitest";
import bookConsultation from "../../functions/consultations";
import sendContact from "../../functions/contacts";
import { queueInboxAlarm } from "../../src/server/notify/inbox-alarm";
import { consultations, contacts, outbox, rateLimits, trapDrops } from "../../src/server/db/schema";
import * as leadsFunction from "../../functions/admin-leads";
import type { LeadPage } from "../../src/lib/admin/leads";
import { adminRequest, signedInStaff } from "../support/admin";
import { leadRateLimit } from "../../src/server/rate-limit";
import { describeEachDatabase } from "../support/databases";
import { chatVisitor } from "../support/chat-saves";
import { inFreshLimiterWindow } from "../support/limiter-window";
import { callFunction, formRequest, jsonRequest, testContext } from "../support/requests";
import { HUMAN_FILL_MS, uniqueKey, validConsultation, validContact } from "../support/leads";

const post = (body: unknown, ip: string) => bookConsultation(jsonRequest("/api/consultations", body), testContext(ip));

describeEachDatabase("lead limits never refuse a person", (target, it) => {
  it.smoke("stores all 50 valid leads from one address in a minute; those over the limit are flagged, not mailed", async () => {
    const db = await target.db();
    const ip = "100.64.12.34"; // a carrier-grade NAT gateway
    inFreshLimiterWindow(leadRateLimit().windowSeconds);
    const keys = Array.from({ length: 50 }, uniqueKey);
    const statuses: number[] = [];
    for (const [i, key] of keys.entries())
      statuses.push((await post({ ...validConsultation, fullName: `Visitor ${i} Kumar`, idempotencyKey: key }, ip)).status);
    expect(statuses).toEqual(keys.map(() => 201));

    const rows = await db.select().from(consultations).where(inArray(consultations.idempotencyKey, keys));
    expect(rows).toHaveLength(50);
    expect(rows.filter((row) => !row.suspected)).toHaveLength(10);
    const mailed = await db
      .select({ n: count() })
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, "consultation"),
          // The staff notifications (the visitors' receipts have a recipient).
          isNull(outbox.recipient),
          inArray(
            outbox.leadId,
            rows.map((row) => row.id),
          ),
        ),
      );
    expect(mailed[0]!.n).toBe(10);
  });

  it("counts a retry of the same submission once, and keys an IPv6 client by its /64", async () => {
    const db = await target.db();
    inFreshLimiterWindow(leadRateLimit().windowSeconds);
    const key = uniqueKey();
    for (let i = 0; i < 12; i++)
      expect([201, 200]).toContain((await post({ ...validConsultation, idempotencyKey: key }, "100.64.99.1")).status);
    const [only] = await db.select().from(consultations).where(eq(consultations.idempotencyKey, key));
    expect(only!.suspected).toBe(false);

    // Twelve addresses of one /64 share a count; the /64 next door does not.
    const rotated = Array.from({ length: 12 }, (_, i) => `2401:4900:1c2a:7f00:${(i + 1).toString(16)}::${i + 7}`);
    const flags: boolean[] = [];
    for (const ip of rotated) {
      const response = await post({ ...validConsultation, idempotencyKey: uniqueKey() }, ip);
      const id = ((await response.json()) as { data: { id: number } }).data.id;
      flags.push((await db.select().from(consultations).where(eq(consultations.id, id)))[0]!.suspected);
    }
    expect(flags).toEqual([...Array(10).fill(false), true, true]);
    const neighbour = await post({ ...validConsultation, idempotencyKey: uniqueKey() }, "2401:4900:1c2a:7f01::1");
    const id = ((await neighbour.json()) as { data: { id: number } }).data.id;
    expect((await db.select().from(consultations).where(eq(consultations.id, id)))[0]!.suspected).toBe(false);
  });

  it("stores nothing of 50 bot-trap posts, counts them, and keeps no address in the limiter", async () => {
    const db = await target.db();
    const before = (await db.select({ n: count() }).from(contacts))[0]!.n;
    const ip = "203.0.113.77";
    for (let i = 0; i < 50; i++) {
      const body = i % 2 ? { ...validContact, website: "http://spam.example" } : { ...validContact, fillMs: 200 };
      expect((await sendContact(jsonRequest("/api/contacts", { ...body, idempotencyKey: uniqueKey() }), testContext(ip))).status).toBe(202);
    }
    expect((await db.select({ n: count() }).from(contacts))[0]!.n).toBe(before);
    const traps = await db.select().from(trapDrops).where(eq(trapDrops.kind, "contact"));
    expect(Object.fromEntries(traps.map((row) => [row.reason, row.count]))).toEqual({ honeypot: 25, "too-fast": 25 });

    const keys = await db.select({ key: rateLimits.key }).from(rateLimits);
    expect(keys.length).toBeGreaterThan(0);
    for (const { key } of keys) expect(key).not.toMatch(/\d+\.\d+\.\d+\.\d+|[0-9a-f]{1,4}:[0-9a-f]{1,4}:/);
  });

  it("forgets windows that have ended", async () => {
    const db = await target.db();
    await db
      .insert(rateLimits)
      .values({ key: "stale", windowStart: new Date(Date.now() - 3_600_000), expiresAt: new Date(Date.now() - 3_000_000), count: 3 });
    // A client's first lead of a new window tidies up.
    await post({ ...validConsultation, idempotencyKey: uniqueKey() }, `198.51.100.${Math.floor(Math.random() * 250)}`);
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, "stale"))).toEqual([]);
  });

  it("answers the same key with other details 409, revealing nothing of the first submission", async () => {
    const db = await target.db();
    const key = uniqueKey();
    const first = await post({ ...validConsultation, idempotencyKey: key }, "192.0.2.10");
    expect(first.status).toBe(201);
    const other = {
      fullName: "Someone Else",
      email: "else@example.com",
      phone: "9840099999",
      service: "bathroom",
      idempotencyKey: key,
      fillMs: HUMAN_FILL_MS,
    };
    const conflict = await post(other, "192.0.2.11");
    expect(conflict.status).toBe(409);
    const text = await conflict.text();
    expect(JSON.parse(text)).toMatchObject({ code: "idempotency-conflict", error: expect.stringMatching(/different details/) });
    for (const value of Object.values(validConsultation)) if (typeof value === "string") expect(text).not.toContain(value);
    const rows = await db.select().from(consultations).where(eq(consultations.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fullName).toBe(validConsultation.fullName);
    // The same details again are a retry: the first booking, 200.
    expect((await post({ ...validConsultation, idempotencyKey: key }, "192.0.2.10")).status).toBe(200);
  });

  it("shows suspected leads to staff apart from the inbox, with the day's bot drops", async () => {
    const db = await target.db();
    const { cookie } = await signedInStaff(db);
    const list = async (query = "") =>
      (
        (await (await callFunction(leadsFunction, adminRequest("GET", `/api/admin/leads${query}`, { cookie }))).json()) as {
          data: LeadPage;
        }
      ).data;
    const before = await list();
    const ip = "100.64.200.9";
    const keys = Array.from({ length: 12 }, uniqueKey);
    for (const key of keys) await post({ ...validConsultation, fullName: "Flood Tester", idempotencyKey: key }, ip);
    await post({ ...validConsultation, website: "http://spam.example" }, ip);

    const inbox = await list("?limit=100");
    const suspected = await list("?suspected=yes&limit=100");
    expect(inbox.items.every((lead) => !lead.suspected)).toBe(true);
    expect(suspected.items.length).toBeGreaterThanOrEqual(2);
    expect(suspected.items.every((lead) => lead.suspected)).toBe(true);
    expect(suspected.review.suspected).toBe(before.review.suspected + 2);
    expect(suspected.review.trappedToday).toBe(before.review.trappedToday + 1);
    // Unread counts are the inbox's: the ten normal leads, not the two flagged ones.
    expect(inbox.unread.consultation).toBe(before.unread.consultation + 10);
  });

  it("past the ceiling, further suspected leads from one network are refused with 429 in plain words; other leads keep being stored", async () => {
    const db = await target.db();
    process.env.LEAD_CEILING_PER_HOUR = "20";
    try {
      const ip = "100.64.50.50";
      const sent = await Promise.all(
        Array.from({ length: 30 }, (_, i) => post({ ...validConsultation, fullName: `Flood ${i} Kumar`, idempotencyKey: uniqueKey() }, ip)),
      );
      expect(sent.map((response) => response.status)).toEqual(Array(30).fill(201));
      const refused = await post({ ...validConsultation, idempotencyKey: uniqueKey() }, ip);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await refused.json()) as { error: string }).error).toMatch(/very large number of messages from your network.*call us on/);
      const tamil = await post({ ...validConsultation, lang: "ta", idempotencyKey: uniqueKey() }, ip);
      expect(((await tamil.json()) as { error: string }).error).toMatch(/நெட்வொர்க்/);
      // The chat's own limit counts apart: its first conversations are stored, the first suspected one is refused.
      const chats: number[] = [];
      for (let i = 0; i < 11; i++) {
        chats.push((await chatVisitor().save(1, {}, ip)).status);
      }
      expect(chats).toEqual([...Array(10).fill(201), 429]);
      const page = await bookConsultation(
        formRequest("/api/consultations", { ...validConsultation, fillMs: HUMAN_FILL_MS, idempotencyKey: uniqueKey() }),
        testContext(ip),
      );
      expect(page.status).toBe(429);
      expect(await page.text()).toMatch(/call us on/);
      expect(await db.select().from(consultations).where(eq(consultations.fullName, "Flood 0 Kumar"))).toHaveLength(1);
      // A family elsewhere is not touched by it.
      expect((await post({ ...validConsultation, idempotencyKey: uniqueKey() }, "100.64.50.51")).status).toBe(201);
    } finally {
      delete process.env.LEAD_CEILING_PER_HOUR;
    }
  });

  it("tells the staff once a day, through the outbox, when the day's leads pass the alarm's number", async () => {
    const db = await target.db();
    const alarms = () => db.select().from(outbox).where(eq(outbox.kind, "alarm"));
    process.env.LEAD_ALARM_DAILY = "1000000";
    try {
      expect(await queueInboxAlarm(db)).toBe(false);
      process.env.LEAD_ALARM_DAILY = "3";
      for (let i = 0; i < 4; i++) await post({ ...validConsultation, idempotencyKey: uniqueKey() }, `198.51.100.${i + 1}`);
      expect(await queueInboxAlarm(db)).toBe(true);
      expect(await queueInboxAlarm(db)).toBe(false);
      const [alarm, ...more] = await alarms();
      expect(more).toEqual([]);
      expect(alarm).toMatchObject({ recipient: null, subject: expect.stringMatching(/^Unusual number of leads today: \d+$/) });
      expect(alarm!.body).toMatch(/consultations: \d+/);
    } finally {
      delete process.env.LEAD_ALARM_DAILY;
    }
  });
});
