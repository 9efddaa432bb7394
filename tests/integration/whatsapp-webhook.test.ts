/**
 * The WhatsApp webhook through its real handler: the subscription check, the signature on the raw body, the
 * documented shape, status updates reaching their outbox rows, messages joining their person's enquiry or starting
 * one of the kind "WhatsApp" with the ad they came from, "stop", and replays that change nothing twice.
 */
import { count, eq } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import consultations from "../../functions/consultations";
import webhook from "../../functions/whatsapp-webhook";
import { hubSignature, inboundMessage, statusUpdate } from "../../scripts/lib/whatsapp-stand-in";
import type { Database } from "../../src/server/db/client";
import { enquiries, enquiryTouches, outbox, users, whatsappMessages, whatsappOptOuts } from "../../src/server/db/schema";
import { deliverOutbox } from "../../src/server/notify/outbox";
import { queueWhatsApp } from "../../src/server/whatsapp/queue";
import { signedInStaff } from "../support/admin";
import { describeEachDatabase } from "../support/databases";
import fc from "fast-check";
import { anyValue, PAYLOADS, text } from "../support/hostile-input";
import { jsonRequest, testContext } from "../support/requests";
import { uniqueKey, validConsultation } from "../support/leads";
import { useWhatsAppStandIn } from "../support/whatsapp";

const URL_ = "http://localhost/api/whatsapp/webhook";

let numberSeq = 0;
/** A WhatsApp number (12 digits, as WhatsApp writes an Indian one) no other test uses. */
const freshNumber = () => `9197${String(41_000_000 + ++numberSeq * 13).padStart(8, "0")}`;

describeEachDatabase("WhatsApp webhook", (target, it) => {
  const { api } = useWhatsAppStandIn();
  let db: Database;
  beforeAll(async () => {
    db = await target.db();
  });

  const post = (payload: unknown, signature?: string | null) => {
    const raw = typeof payload === "string" ? payload : JSON.stringify(payload);
    const headers: Record<string, string> = { "content-type": "application/json" };
    const signed = signature === undefined ? hubSignature(api().appSecret, raw) : signature;
    if (signed !== null) headers["x-hub-signature-256"] = signed;
    return webhook(new Request(URL_, { method: "POST", headers, body: raw }), testContext());
  };
  const tally = async () => ({
    messages: (await db.select({ n: count() }).from(whatsappMessages))[0]!.n,
    enquiries: (await db.select({ n: count() }).from(enquiries))[0]!.n,
    outbox: (await db.select({ n: count() }).from(outbox))[0]!.n,
  });

  it.smoke("answers the subscription check's challenge only for the right verify token", async () => {
    const check = (token: string) =>
      webhook(new Request(`${URL_}?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`), testContext());
    const right = await check("stand-in-verify");
    expect([right.status, await right.text()]).toEqual([200, "1158201444"]);
    expect((await check("wrong")).status).toBe(403);
    expect((await check("stand-in-verif")).status).toBe(403);
  });

  it.smoke("starts an enquiry of the kind WhatsApp from a signed message of an unknown number, with its ad as the source", async () => {
    const from = freshNumber();
    const referral = {
      source_url: "https://fb.me/3cr4Wqqkk",
      source_id: "120211111111111111",
      source_type: "ad",
      headline: "Modular kitchens in Adyar",
      body: "Book a free design consultation",
      ctwa_clid: "ARAkLkA8rmlFeiCktEJQ-QTwRiyYHAFDLMNDBH0CD3qpjd0HR4irJ6LEkR7JwFF4XvnO2E4Nx0-eM-GABDLOPaOdRMv-_zfUQ2a",
    };
    const payload = inboundMessage({ from, text: "Hi, I want a kitchen quote", name: "Kavitha Raman", referral });
    const response = await post(payload);
    expect(response.status).toBe(200);
    const [message] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.phone, from));
    expect(message).toMatchObject({ name: "Kavitha Raman", text: "Hi, I want a kitchen quote", referral });
    const [touch] = await db.select().from(enquiryTouches).where(eq(enquiryTouches.leadId, message!.id));
    expect(touch!.kind).toBe("whatsapp");
    const [enquiry] = await db.select().from(enquiries).where(eq(enquiries.id, touch!.enquiryId));
    expect(enquiry).toMatchObject({ phone: from, name: "Kavitha Raman", stage: "new" });
    expect(enquiry!.source).toMatchObject({
      utm_source: "whatsapp",
      utm_medium: "click-to-whatsapp",
      utm_campaign: referral.headline,
      utm_content: referral.source_id,
      referrer: "fb.me",
    });
    const mails = await db.select().from(outbox).where(eq(outbox.leadId, message!.id));
    expect(mails.map((m) => m.subject)).toContain("WhatsApp message from Kavitha Raman");

    // WhatsApp delivers a call again when it missed our answer: nothing changes the second time.
    const before = await tally();
    expect((await post(payload)).status).toBe(200);
    expect(await tally()).toEqual(before);
  });

  it("refuses a call whose signature does not match its raw body, and changes nothing", async () => {
    const payload = inboundMessage({ from: freshNumber(), text: "Hello" });
    const raw = JSON.stringify(payload);
    const before = await tally();
    const wrongSecret = hubSignature("not-the-app-secret", raw);
    const otherBody = hubSignature(api().appSecret, `${raw} `);
    for (const signature of [
      wrongSecret,
      otherBody,
      null,
      "sha256=",
      "sha1=abc",
      `sha256=${"0".repeat(64)}`,
      hubSignature(api().appSecret, raw).toUpperCase(),
    ]) {
      expect((await post(raw, signature)).status, String(signature)).toBe(401);
    }
    expect(await tally()).toEqual(before);
  });

  it("answers 400 to a signed body that is not the documented shape, and never 500 to a hostile one", async () => {
    const hostile = PAYLOADS.map((payload) => JSON.stringify({ object: "whatsapp_business_account", entry: payload }));
    for (const body of [
      "not json",
      "{}",
      "[]",
      "null",
      '{"object":"page","entry":[]}',
      '{"object":"whatsapp_business_account","entry":[{"changes":"x"}]}',
      ...hostile,
    ]) {
      const response = await post(body);
      expect(response.status, body.slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.status, body.slice(0, 80)).toBeLessThan(500);
    }
    // Hostile values in every field of a message: taken (stored as text) or refused, never a 500.
    await fc.assert(
      fc.asyncProperty(text, text, text, anyValue, text, async (from, words, name, referral, id) => {
        const payload = inboundMessage({ from, text: words, name, id: id || undefined, referral: referral as never });
        const status = (await post(payload)).status;
        return status === 200 || status === 400;
      }),
      { numRuns: 60 },
    );
    // A valid call it does not need (another field) is taken quickly, so WhatsApp does not retry it.
    const other = { object: "whatsapp_business_account", entry: [{ id: "1", changes: [{ field: "account_update", value: {} }] }] };
    expect((await post(other)).status).toBe(200);
  });

  it("moves a sent message's row forward with its status updates, never back, and records a failure's reason", async () => {
    const [a, b] = [freshNumber(), freshNumber()];
    await db.transaction((tx) =>
      queueWhatsApp(
        tx as unknown as Database,
        [a, b].map((to) => ({
          kind: "consultation",
          leadId: 1,
          to: `+${to}`,
          template: "receipt_request" as const,
          lang: "en" as const,
          values: { name: "Kavitha", request: "a free design consultation", promise: "Mon 30 Nov, 11:30 am" },
        })),
      ),
    );
    await deliverOutbox(db);
    const idOf = (to: string) => api().received.find((r) => r.body.to === to)!.id;
    const rowOf = async (to: string) =>
      (
        await db
          .select()
          .from(outbox)
          .where(eq(outbox.providerId, idOf(to)))
      )[0]!;
    for (const status of ["sent", "delivered", "read", "delivered"])
      expect((await post(statusUpdate({ id: idOf(a), status, recipient: a }))).status).toBe(200);
    expect(await rowOf(a)).toMatchObject({ status: "sent", delivery: "read" });
    const failed = statusUpdate({
      id: idOf(b),
      status: "failed",
      recipient: b,
      error: { code: 131026, title: "Message undeliverable", details: "Receiver is incapable of receiving this message" },
    });
    expect((await post(failed)).status).toBe(200);
    expect((await post(failed)).status).toBe(200);
    expect(await rowOf(b)).toMatchObject({
      status: "failed",
      delivery: "failed",
      givenUpAt: expect.any(Date),
      lastError: expect.stringContaining("code 131026"),
    });
    // An update about a message the site never sent is taken and ignored.
    expect((await post(statusUpdate({ id: "wamid.unknown", status: "read", recipient: a }))).status).toBe(200);
  });

  it("adds a message from a number with an open enquiry to its timeline and alerts its owner", async () => {
    const number = freshNumber();
    const response = await consultations(
      jsonRequest("/api/consultations", { ...validConsultation, phone: `+91 ${number.slice(2)}`, idempotencyKey: uniqueKey() }),
      testContext(),
    );
    expect(response.status).toBe(201);
    const owner = await signedInStaff(db);
    const [ownerRow] = await db
      .update(users)
      .set({ email: "meena@example.com", whatsapp: "919840055555", whatsappAlerts: true })
      .where(eq(users.username, owner.username))
      .returning();
    const [enquiry] = await db
      .select()
      .from(enquiries)
      .where(eq(enquiries.openKey, `p:${number}`));
    await db.update(enquiries).set({ ownerId: ownerRow!.id }).where(eq(enquiries.id, enquiry!.id));

    expect((await post(inboundMessage({ from: number, text: "Can you call after 6?" }))).status).toBe(200);
    const touches = await db.select().from(enquiryTouches).where(eq(enquiryTouches.enquiryId, enquiry!.id));
    expect(touches.map((t) => t.kind).sort()).toEqual(["consultation", "whatsapp"]);
    const alerts = await db.select().from(outbox).where(eq(outbox.leadId, enquiry!.id));
    expect(alerts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ channel: "email", recipient: "meena@example.com", subject: "WhatsApp message from Priya" }),
        expect.objectContaining({ channel: "whatsapp", recipient: "919840055555", subject: "staff_whatsapp_message" }),
      ]),
    );
    const whatsappAlert = alerts.find((a) => a.channel === "whatsapp")!;
    // Nothing personal beyond first name, service and locality, and the link to the enquiry.
    expect(whatsappAlert.params).toEqual([
      "Priya",
      "Modular Kitchen",
      "place not given",
      expect.stringMatching(new RegExp(`/admin/enquiries\\?id=${enquiry!.id}$`)),
    ]);
  });

  it("ends a person's WhatsApp receipts when they write stop", async () => {
    const number = freshNumber();
    expect((await post(inboundMessage({ from: number, text: "STOP" }))).status).toBe(200);
    expect(await db.select().from(whatsappOptOuts).where(eq(whatsappOptOuts.phone, number))).toHaveLength(1);
  });
});
