/**
 * WhatsApp messages through the outbox, against the local stand-in of the Cloud API: sent once after they are queued,
 * retried as the API asks when it throttles, given up after the last try and shown with the API's error, never sent
 * twice by two overlapping senders; a number WhatsApp refuses never holds back an e-mail.
 */
import { eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import overview from "../../functions/admin-email";
import type { EmailOverview } from "../../src/lib/admin/email";
import type { Database } from "../../src/server/db/client";
import { outbox } from "../../src/server/db/schema";
import { deliverOutbox, WHATSAPP_MAX_ATTEMPTS } from "../../src/server/notify/outbox";
import { queueWhatsApp } from "../../src/server/whatsapp/queue";
import { adminRequest, signedInStaff } from "../support/admin";
import { describeEachDatabase } from "../support/databases";
import { pendingNotification } from "../support/outbox";
import { testContext } from "../support/requests";
import { useWhatsAppStandIn } from "../support/whatsapp";

const receipt = (to: string, leadId = 1) => ({
  kind: "consultation",
  leadId,
  to,
  template: "receipt_request" as const,
  lang: "en" as const,
  values: { name: "Kavitha", request: "a free design consultation", promise: "Mon 30 Nov, 11:30 am" },
});

async function queue(db: Database, ...notices: ReturnType<typeof receipt>[]): Promise<number[]> {
  await db.transaction((tx) => queueWhatsApp(tx as unknown as Database, notices));
  const rows = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.channel, "whatsapp")).orderBy(outbox.id);
  return rows.slice(-notices.length).map((row) => row.id);
}

const rowsOf = (db: Database, ids: number[]) => db.select().from(outbox).where(inArray(outbox.id, ids)).orderBy(outbox.id);
/** Makes the rows due now, as time passing would. */
const due = (db: Database, ids: number[]) =>
  db
    .update(outbox)
    .set({ nextAttemptAt: new Date(0) })
    .where(inArray(outbox.id, ids));

describeEachDatabase("WhatsApp through the outbox", (target, it) => {
  const { api } = useWhatsAppStandIn();

  it.smoke("sends a queued message once, in the site's phone form, and keeps WhatsApp's id", async () => {
    const db = await target.db();
    const [id] = await queue(db, receipt("+91 98400 11111"));
    await deliverOutbox(db);
    await deliverOutbox(db);
    expect(api().received).toHaveLength(1);
    const [sent] = api().received;
    expect(sent!.body).toMatchObject({ to: "919840011111", template: { name: "receipt_request", language: { code: "en" } } });
    expect(sent!.body.template.components![0]!.parameters.map((p) => p.text)).toEqual([
      "Kavitha",
      "a free design consultation",
      "Mon 30 Nov, 11:30 am",
    ]);
    const [row] = await rowsOf(db, [id!]);
    expect(row).toMatchObject({ status: "sent", providerId: sent!.id, attempts: 1 });
  });

  it("queues nothing for a number the phone rules cannot read, nor while WhatsApp is not configured", async () => {
    const db = await target.db();
    const before = (await db.select().from(outbox)).length;
    await db.transaction((tx) => queueWhatsApp(tx as unknown as Database, [receipt("12345")]));
    const token = process.env.WHATSAPP_ACCESS_TOKEN;
    delete process.env.WHATSAPP_ACCESS_TOKEN;
    try {
      await db.transaction((tx) => queueWhatsApp(tx as unknown as Database, [receipt("9840011111")]));
    } finally {
      process.env.WHATSAPP_ACCESS_TOKEN = token;
    }
    expect((await db.select().from(outbox)).length).toBe(before);
  });

  it("tries a throttled message again when Retry-After says, and then sends it", async () => {
    const db = await target.db();
    const [id] = await queue(db, receipt("9840022222"));
    api().fail({ times: 1, status: 429, retryAfter: 1 });
    const started = Date.now();
    expect(await deliverOutbox(db)).toEqual({ sent: 0, failed: 1 });
    const [throttled] = await rowsOf(db, [id!]);
    expect(throttled).toMatchObject({ status: "failed", givenUpAt: null, lastError: expect.stringContaining("code 130429") });
    // The next try waits for what the API asked (1 s), not the usual minute.
    expect(throttled!.nextAttemptAt.getTime() - started).toBeGreaterThanOrEqual(900);
    expect(throttled!.nextAttemptAt.getTime() - started).toBeLessThan(30_000);
    expect(await deliverOutbox(db)).toEqual({ sent: 0, failed: 0 });
    await new Promise((done) => setTimeout(done, throttled!.nextAttemptAt.getTime() - Date.now() + 50));
    expect(await deliverOutbox(db)).toEqual({ sent: 1, failed: 0 });
    expect(api().received).toHaveLength(1);
    expect((await rowsOf(db, [id!]))[0]).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("gives a failing message up after its last try, and shows it failed with the API's error", async () => {
    const db = await target.db();
    const [id] = await queue(db, receipt("9840033333"));
    api().fail({ times: 100, status: 503 });
    for (let attempt = 1; attempt <= WHATSAPP_MAX_ATTEMPTS + 2; attempt++) {
      await deliverOutbox(db, undefined, 20, id);
      await due(db, [id!]);
    }
    const [row] = await rowsOf(db, [id!]);
    expect(row).toMatchObject({ status: "failed", attempts: WHATSAPP_MAX_ATTEMPTS, givenUpAt: expect.any(Date) });
    const { cookie } = await signedInStaff(db);
    const screen = (
      (await (await overview(adminRequest("GET", "/api/admin/email", { cookie }), testContext())).json()) as { data: EmailOverview }
    ).data;
    expect(screen.outbox.find((item) => item.id === id)).toMatchObject({
      channel: "whatsapp",
      subject: "receipt_request",
      status: "failed",
      givenUp: true,
      lastError: expect.stringMatching(/WhatsApp refused the message \(503, code 131016\)/),
    });
  });

  it("fails a number WhatsApp refuses at once, and still sends the e-mail beside it", async () => {
    const db = await target.db();
    const mail = await pendingNotification(db, "Sent beside a refused number");
    const [id] = await queue(db, receipt("9840000000"));
    await deliverOutbox(db);
    const [refused] = await rowsOf(db, [id!]);
    expect(refused).toMatchObject({
      status: "failed",
      attempts: 1,
      givenUpAt: expect.any(Date),
      lastError: expect.stringContaining("131026"),
    });
    expect((await rowsOf(db, [mail]))[0]!.status).toBe("sent");
  });

  it("sends each message once when two senders overlap", async () => {
    const db = await target.db();
    const ids = await queue(db, ...["9840044441", "9840044442", "9840044443", "9840044444", "9840044445"].map((to) => receipt(to)));
    api().delay(150);
    const [a, b] = await Promise.all([deliverOutbox(db), deliverOutbox(db)]);
    expect(a.sent + b.sent).toBe(5);
    expect(
      api()
        .received.map((r) => r.body.to)
        .sort(),
    ).toEqual(["919840044441", "919840044442", "919840044443", "919840044444", "919840044445"]);
    expect((await rowsOf(db, ids)).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });
});
