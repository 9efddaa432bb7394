import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import chat from "../../functions/chat";
import consultations from "../../functions/consultations";
import { site } from "../../src/config/site";
import type { Database } from "../../src/server/db/client";
import { chatConversations, enquiries, enquiryEvents, outbox, privacyErasures } from "../../src/server/db/schema";
import { retentionPass } from "../../src/server/privacy/retention";
import { describeEachDatabase } from "../support/databases";
import { jsonRequest, testContext } from "../support/requests";
import { HUMAN_FILL_MS, uniqueKey, uniquePerson, validConsultation } from "../support/leads";

const HOUR = 3_600_000;
/** `months` calendar months before `date`, as the pass counts them. */
const monthsBefore = (date: Date, months: number) => {
  const earlier = new Date(date);
  earlier.setUTCMonth(earlier.getUTCMonth() - months);
  return earlier;
};

describeEachDatabase("privacy: retention", (target, it) => {
  let db: Database;
  beforeAll(async () => {
    db = await target.db();
  });

  /** An enquiry of a new person, made through the real form, whose last lead came at `lastTouchAt`. */
  async function enquiryAt(lastTouchAt: Date, fields: Record<string, unknown> = {}) {
    const who = uniquePerson();
    const response = await consultations(
      jsonRequest("/api/consultations", { ...validConsultation, ...who, idempotencyKey: uniqueKey(), ...fields }),
      testContext(),
    );
    expect(response.status).toBe(201);
    const [row] = await db
      .update(enquiries)
      .set({ lastTouchAt, createdAt: lastTouchAt })
      .where(eq(enquiries.email, (fields.email as string | undefined) ?? who.email))
      .returning({ id: enquiries.id });
    return { id: row!.id, ...who };
  }

  /** A chat with a number and no e-mail address: its enquiry has nobody to warn. */
  async function chatEnquiryAt(lastTouchAt: Date) {
    const { phone } = uniquePerson();
    const save = await chat(
      jsonRequest("/api/chat", {
        visitorId: uniqueKey(),
        seq: 1,
        fillMs: HUMAN_FILL_MS,
        userName: "Chat Person",
        userPhone: phone,
        conversationData: { messages: [{ from: "visitor", text: "Hello" }] },
      }),
      testContext(),
    );
    expect(save.status).toBe(201);
    const [row] = await db.update(enquiries).set({ lastTouchAt }).where(eq(enquiries.phone, phone)).returning({ id: enquiries.id });
    return row!.id;
  }

  const state = async (ids: number[]) =>
    new Map(
      (await db.select().from(enquiries).where(inArray(enquiries.id, ids))).map((row) => [
        row.id,
        row.erasedAt ? "erased" : row.retentionWarnedAt ? "warned" : "kept",
      ]),
    );

  it.smoke("warns 48 hours before the limit and erases exactly the enquiries past it", async () => {
    const now = new Date();
    const months = site.privacy.retentionMonths;
    const hours = site.privacy.warningHours;
    const limitFor = (at: Date) => monthsBefore(at, months);
    const past = await enquiryAt(new Date(limitFor(now).getTime() - 24 * HOUR)); // past the limit by a day
    const soon = await enquiryAt(new Date(limitFor(now).getTime() + (hours - 1) * HOUR), { lang: "ta" }); // reaches it in 47 h
    const later = await enquiryAt(new Date(limitFor(now).getTime() + (hours + 1) * HOUR)); // reaches it in 49 h
    const won = await enquiryAt(new Date(limitFor(now).getTime() - 24 * HOUR));
    await db.update(enquiries).set({ stage: "won" }).where(eq(enquiries.id, won.id));
    const called = await enquiryAt(new Date(limitFor(now).getTime() - 24 * HOUR));
    await db.insert(enquiryEvents).values({ enquiryId: called.id, type: "attempt", createdAt: new Date(now.getTime() - 30 * 24 * HOUR) });
    const noAddress = await chatEnquiryAt(new Date(limitFor(now).getTime() - HOUR));
    const ids = [past.id, soon.id, later.id, won.id, called.id, noAddress];

    // The first pass warns those within 48 hours of the limit (or past it) and erases only what it cannot warn.
    const first = await retentionPass(db, now);
    expect(Object.fromEntries(await state(ids))).toEqual({
      [past.id]: "warned",
      [soon.id]: "warned",
      [later.id]: "kept",
      [won.id]: "kept",
      [called.id]: "kept",
      [noAddress]: "erased",
    });
    expect(first).toMatchObject({ warned: 2, erased: 1 });
    const warnings = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "privacy"), inArray(outbox.leadId, [past.id, soon.id])));
    expect(warnings.map((message) => message.recipient).sort()).toEqual([past.email, soon.email].sort());
    const tamil = warnings.find((message) => message.recipient === soon.email)!;
    expect(tamil.subject).toContain("அழிக்கப்படும்");
    expect(tamil.body).toContain(site.contact.phone);

    // Again at once: nobody is warned twice. 47 hours on: the next one is warned, nothing is erased before its
    // warning is 48 hours old.
    expect(await retentionPass(db, new Date(now.getTime() + 60_000))).toMatchObject({ warned: 0, erased: 0 });
    expect(await retentionPass(db, new Date(now.getTime() + (hours - 1) * HOUR))).toMatchObject({ warned: 1, erased: 0 });
    expect((await state([later.id])).get(later.id)).toBe("warned");

    // 48 hours on: the warned ones are erased, the others stay.
    const second = await retentionPass(db, new Date(now.getTime() + hours * HOUR));
    expect(Object.fromEntries(await state(ids))).toEqual({
      [past.id]: "erased",
      [soon.id]: "erased",
      [later.id]: "warned",
      [won.id]: "kept",
      [called.id]: "kept",
      [noAddress]: "erased",
    });
    expect(second).toMatchObject({ warned: 0, erased: 2 });
    const records = await db.select().from(privacyErasures).where(inArray(privacyErasures.enquiryId, ids));
    expect(records.map((record) => record.by)).toEqual(["retention", "retention", "retention"]);
    // The erased person's warning went with the rest of their messages.
    expect(await db.select().from(outbox).where(eq(outbox.recipient, past.email))).toEqual([]);
  });

  it("keeps an enquiry whose person came back after the warning, and warns again from the new contact", async () => {
    const now = new Date();
    const back = await enquiryAt(new Date(monthsBefore(now, site.privacy.retentionMonths).getTime() - HOUR));
    expect((await retentionPass(db, now)).warned).toBeGreaterThanOrEqual(1);
    // A new lead from the same person an hour later: its enquiry's last contact is now.
    await db
      .update(enquiries)
      .set({ lastTouchAt: new Date(now.getTime() + HOUR) })
      .where(eq(enquiries.id, back.id));
    await retentionPass(db, new Date(now.getTime() + 72 * HOUR));
    expect((await state([back.id])).get(back.id)).toBe("warned");
    const [row] = await db.select().from(enquiries).where(eq(enquiries.id, back.id));
    expect(row!.erasedAt).toBeNull();
  });

  it("erases old leads that never joined an enquiry, and no newer one", async () => {
    const now = new Date();
    const visitor = async () => {
      const visitorId = uniqueKey();
      const save = await chat(
        jsonRequest("/api/chat", {
          visitorId,
          seq: 1,
          fillMs: HUMAN_FILL_MS,
          userName: "No Number",
          conversationData: { messages: [{ from: "visitor", text: "Hello" }] },
        }),
        testContext(),
      );
      expect(save.status).toBe(201);
      return visitorId;
    };
    const old = await visitor();
    const recent = await visitor();
    await db
      .update(chatConversations)
      .set({ createdAt: new Date(monthsBefore(now, site.privacy.retentionMonths).getTime() - HOUR) })
      .where(eq(chatConversations.visitorId, old));
    const result = await retentionPass(db, now);
    expect(result.unattached.chat).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(chatConversations).where(eq(chatConversations.visitorId, old))).toEqual([]);
    expect(await db.select().from(chatConversations).where(eq(chatConversations.visitorId, recent))).toHaveLength(1);
  });

  it("runs by hand with npm run privacy:retention, printing counts and nothing personal", async () => {
    const erased = await enquiryAt(new Date(monthsBefore(new Date(), site.privacy.retentionMonths).getTime() - 24 * HOUR));
    await db.update(enquiries).set({ email: null }).where(eq(enquiries.id, erased.id));
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/privacy-retention.ts"], {
      cwd: resolve(import.meta.dirname, "../.."),
      env: { ...process.env, DATABASE_URL: target.url },
    });
    expect(stdout).toMatch(/erased [1-9]\d* enquiries past the retention limit/);
    expect(stdout).not.toContain(erased.phone);
    expect((await state([erased.id])).get(erased.id)).toBe("erased");
  });
});
