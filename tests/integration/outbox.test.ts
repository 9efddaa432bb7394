import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { retryNotification } from "../../src/server/admin/email";
import { consultations, outbox } from "../../src/server/db/schema";
import { saveLead } from "../../src/server/leads";
import { mailTransport, type MailTransport } from "../../src/server/notify/mailer";
import { deliverOutbox, EMAIL_MAX_ATTEMPTS, retryDelayMs } from "../../src/server/notify/outbox";
import { consultationLead } from "../../src/server/submissions/consultations";
import { describeEachDatabase } from "../support/databases";
import { uniqueKey, validConsultation } from "../support/leads";

const lead = () => ({ ...validConsultation, idempotencyKey: uniqueKey(), requestHash: "test" });

describeEachDatabase("staff notifications", (target, it) => {
  it.smoke("are written in the same transaction as the lead: a failed notification leaves no lead behind", async () => {
    const db = await target.db();
    const key = uniqueKey();
    const broken = () => ({ subject: null as unknown as string, body: "x" });
    await expect(
      saveLead(
        db,
        { ...consultationLead, notification: broken },
        { ...validConsultation, idempotencyKey: key, requestHash: "test" },
        "10.0.0.1",
      ),
    ).rejects.toThrow();
    expect(await db.select().from(consultations).where(eq(consultations.idempotencyKey, key))).toEqual([]);
  });

  it.smoke("are delivered once, as .eml files in development, and never twice by concurrent senders", async () => {
    const db = await target.db();
    const { row } = await saveLead(db, consultationLead, lead(), "10.0.0.1");
    const results = await Promise.all([deliverOutbox(db), deliverOutbox(db)]);
    const [message] = await db.select().from(outbox).where(eq(outbox.leadId, row.id));
    expect(message).toMatchObject({ status: "sent", attempts: 1 });
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBeGreaterThanOrEqual(1);
    const folder = mailTransport().description.folder!;
    const files = (await readdir(folder)).filter((file) => file.endsWith(".eml"));
    const mails = await Promise.all(files.map((file) => readFile(join(folder, file), "utf8")));
    const ours = mails.filter((mail) => mail.includes(`Consultation #${row.id}, received ${row.createdAt.toISOString()}.`));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatch(/^To: hello@example-interiors\.in$/m);
    expect(ours[0]).toContain("Name: Priya Raghavan");
  });

  it("are kept and retried later with backoff when the mail server fails", async () => {
    const db = await target.db();
    const { row } = await saveLead(db, consultationLead, lead(), "10.0.0.1");
    const failing: MailTransport = {
      description: { kind: "smtp", host: "mail.invalid", from: "x" },
      send: async () => Promise.reject(new Error("550 mailbox unavailable")),
    };
    await deliverOutbox(db, failing);
    // The staff's notification: queued before the person's receipt.
    const [failed] = await db.select().from(outbox).where(eq(outbox.leadId, row.id)).orderBy(asc(outbox.id));
    expect(failed).toMatchObject({ status: "failed", attempts: 1, lastError: "550 mailbox unavailable" });
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);

    // Not due yet: a second run leaves it alone; once due, it is sent.
    const sent: string[] = [];
    const working: MailTransport = { description: { kind: "file", from: "x" }, send: async (m) => (sent.push(m.subject), "ok") };
    await deliverOutbox(db, working);
    expect(sent).toEqual([]);
    await db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, failed!.id));
    await deliverOutbox(db, working);
    expect(sent).toEqual([expect.stringContaining("Priya Raghavan")]);
  });

  it("gives an e-mail up after its last try, until staff retry it", async () => {
    const db = await target.db();
    const { row } = await saveLead(db, consultationLead, lead(), "10.0.0.1");
    const [message] = await db.select().from(outbox).where(eq(outbox.leadId, row.id)).orderBy(asc(outbox.id));
    const bounced: MailTransport = {
      description: { kind: "smtp", host: "mail.invalid", from: "x" },
      send: async () => Promise.reject(new Error("550 mailbox unavailable")),
    };
    for (let attempt = 1; attempt <= EMAIL_MAX_ATTEMPTS + 2; attempt++) {
      await deliverOutbox(db, bounced, 20, message!.id);
      await db
        .update(outbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(outbox.id, message!.id));
    }
    const [givenUp] = await db.select().from(outbox).where(eq(outbox.id, message!.id));
    expect(givenUp).toMatchObject({ status: "failed", attempts: EMAIL_MAX_ATTEMPTS, givenUpAt: expect.any(Date) });
    // Given up, staff can still send it by hand once the address or the server is mended.
    const working: MailTransport = { description: { kind: "file", from: "x" }, send: async () => "ok" };
    expect(await retryNotification(db, message!.id, working)).toMatchObject({ ok: true });
    const [sent] = await db.select().from(outbox).where(eq(outbox.id, message!.id));
    expect(sent).toMatchObject({ status: "sent", attempts: EMAIL_MAX_ATTEMPTS + 1 });
  });
});

it("waits longer after each failure, capped at a day", () => {
  expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
  expect(retryDelayMs(40)).toBe(86_400_000);
});
