import { eq } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import consultations from "../../functions/consultations";
import contacts from "../../functions/contacts";
import { NOTICE_VERSION } from "../../src/lib/privacy/notice";
import type { Database } from "../../src/server/db/client";
import { chatConversations, consultations as consultationTable, contacts as contactTable } from "../../src/server/db/schema";
import { leadFields } from "../../src/server/lead-kinds";
import { describeEachDatabase } from "../support/databases";
import { chatVisitor } from "../support/chat-saves";
import { formRequest, jsonRequest, testContext } from "../support/requests";
import { uniqueKey, uniquePerson, validConsultation, validContact } from "../support/leads";

describeEachDatabase("privacy: the consent record", (target, it) => {
  let db: Database;
  beforeAll(async () => {
    db = await target.db();
  });

  it.smoke("stores the notice version, the form and the time with a lead, and staff read it", async () => {
    const who = uniquePerson();
    const before = Date.now();
    const response = await consultations(
      jsonRequest("/api/consultations", {
        ...validConsultation,
        ...who,
        idempotencyKey: uniqueKey(),
        noticeVersion: NOTICE_VERSION,
        noticeForm: "popup",
      }),
      testContext(),
    );
    expect(response.status).toBe(201);
    const [row] = await db.select().from(consultationTable).where(eq(consultationTable.email, who.email));
    expect(row!.consent).toMatchObject({ version: NOTICE_VERSION, form: "popup" });
    expect(new Date(row!.consent!.at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const shown = leadFields("consultation", row!).find((field) => field.label === "Privacy notice seen");
    expect(shown?.value).toContain(`version ${NOTICE_VERSION}, popup form`);
  });

  it("records it from a form posted without JavaScript, under the form's own name when none is sent", async () => {
    const who = uniquePerson();
    const response = await contacts(
      formRequest("/api/contacts", { ...validContact, ...who, idempotencyKey: uniqueKey(), noticeVersion: NOTICE_VERSION }),
      testContext(),
    );
    expect(response.status).toBe(303);
    const [row] = await db.select().from(contactTable).where(eq(contactTable.email, who.email));
    expect(row!.consent).toMatchObject({ version: NOTICE_VERSION, form: "contact" });
  });

  it("refuses a malformed version in plain words and stores nothing; a lead without one is kept, unrecorded", async () => {
    const who = uniquePerson();
    const bad = await consultations(
      jsonRequest("/api/consultations", { ...validConsultation, ...who, idempotencyKey: uniqueKey(), noticeVersion: "<script>" }),
      testContext(),
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/correct/i);
    expect(await db.select().from(consultationTable).where(eq(consultationTable.email, who.email))).toEqual([]);
    const old = await consultations(
      jsonRequest("/api/consultations", { ...validConsultation, ...who, idempotencyKey: uniqueKey() }),
      testContext(),
    );
    expect(old.status).toBe(201);
    const [row] = await db.select().from(consultationTable).where(eq(consultationTable.email, who.email));
    expect(row!.consent).toBeNull();
    expect(leadFields("consultation", row!).find((field) => field.label === "Privacy notice seen")?.value).toBe("not recorded");
  });

  it("records the notice the chat showed before it took the number, and keeps the first", async () => {
    const { visitorId, save } = chatVisitor({ userName: "Chat Person" });
    expect((await save(1, {})).status).toBe(201);
    const { phone } = uniquePerson();
    expect((await save(2, { userPhone: phone, noticeVersion: NOTICE_VERSION, noticeForm: "chat" })).status).toBe(200);
    expect((await save(3, { userPhone: phone, noticeVersion: "00000000000", noticeForm: "chat" })).status).toBe(200);
    const [row] = await db.select().from(chatConversations).where(eq(chatConversations.visitorId, visitorId));
    expect(row!.consent).toMatchObject({ version: NOTICE_VERSION, form: "chat" });
  });
});
