import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hubSignature, inboundMessage, statusUpdate } from "../../scripts/lib/whatsapp-stand-in";
import { site } from "../../src/config/site";
import { fill } from "../../src/i18n/fill";
import { forms as ta } from "../../src/i18n/ta/forms";
import { consultationForm } from "../../src/lib/forms/consultation";
import { formPage } from "../../src/server/html";
import { HttpError } from "../../src/server/http";
import { readWebhook, subscriptionCheck, validSignature, webhookSchema } from "../../src/server/whatsapp/webhook";
import { staffValues } from "../../src/server/whatsapp/staff-alerts";

const SECRET = "unit-app-secret";
const signed = (raw: string, signature = hubSignature(SECRET, raw)) =>
  new Request("http://localhost/api/whatsapp/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", "x-hub-signature-256": signature },
    body: raw,
  });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as HttpError,
  );

describe("the webhook's checks", () => {
  beforeEach(() => {
    process.env.WHATSAPP_APP_SECRET = SECRET;
    process.env.WHATSAPP_VERIFY_TOKEN = "unit-verify";
  });
  afterEach(() => {
    delete process.env.WHATSAPP_APP_SECRET;
    delete process.env.WHATSAPP_VERIFY_TOKEN;
  });

  it("accepts only sha256= and the HMAC of the exact bytes", () => {
    const raw = Buffer.from('{"a":1}');
    expect(validSignature(SECRET, raw, hubSignature(SECRET, '{"a":1}'))).toBe(true);
    expect(validSignature(SECRET, raw, hubSignature(SECRET, '{"a": 1}'))).toBe(false);
    expect(validSignature(SECRET, raw, hubSignature("other", '{"a":1}'))).toBe(false);
    expect(validSignature(SECRET, raw, null)).toBe(false);
    expect(validSignature(SECRET, raw, "sha256=abc")).toBe(false);
    expect(validSignature(SECRET, raw, hubSignature(SECRET, '{"a":1}').replace("sha256=", "sha1="))).toBe(false);
  });

  it("answers the subscription check only with the verify token, and only for subscribe", async () => {
    const ask = (query: string) => subscriptionCheck(new URL(`http://localhost/api/whatsapp/webhook?${query}`));
    const right = ask("hub.mode=subscribe&hub.verify_token=unit-verify&hub.challenge=99");
    expect([right.status, await right.text()]).toEqual([200, "99"]);
    expect(ask("hub.mode=unsubscribe&hub.verify_token=unit-verify&hub.challenge=99").status).toBe(403);
    expect(ask("hub.mode=subscribe&hub.verify_token=unit-verify").status).toBe(403);
    expect(ask("hub.mode=subscribe&hub.challenge=99").status).toBe(403);
    delete process.env.WHATSAPP_VERIFY_TOKEN;
    expect(ask("hub.mode=subscribe&hub.verify_token=&hub.challenge=99").status).toBe(403);
  });

  it("reads a signed call of the documented shape, without NUL, and refuses the rest with 401, 400 or 413", async () => {
    const call = await readWebhook(
      signed(JSON.stringify(inboundMessage({ from: "919840011111", text: "nul\u0000byte", name: "Kavitha" }))),
    );
    expect(call.entry[0]!.changes[0]!.value.messages![0]!.text!.body).toBe("nulbyte");
    expect(webhookSchema.safeParse(statusUpdate({ id: "wamid.x", status: "read", recipient: "919840011111" })).success).toBe(true);
    expect((await failure(readWebhook(signed("{}", hubSignature("wrong", "{}")))))?.status).toBe(401);
    delete process.env.WHATSAPP_APP_SECRET;
    expect((await failure(readWebhook(signed("{}"))))?.status).toBe(401);
    process.env.WHATSAPP_APP_SECRET = SECRET;
    expect((await failure(readWebhook(signed("not json"))))?.status).toBe(400);
    expect((await failure(readWebhook(signed('{"object":"page","entry":[]}'))))?.status).toBe(400);
    expect(
      (await failure(readWebhook(signed(JSON.stringify({ object: "whatsapp_business_account", pad: "x".repeat(300_000), entry: [] })))))
        ?.status,
    ).toBe(413);
  });
});

describe("what WhatsApp messages may say", () => {
  it("a staff alert names the first name, the service, the locality and the enquiry's link only", () => {
    expect(staffValues({ id: 7, name: " Kavitha  Raman ", service: "modular-kitchen", area: "Adyar", city: "Chennai" })).toEqual({
      name: "Kavitha",
      service: "Modular Kitchen",
      place: "Adyar",
      link: `${site.url}/admin/enquiries?id=7`,
    });
    expect(staffValues({ id: 8, name: null, service: null, area: null, city: null })).toMatchObject({
      name: "A visitor",
      service: "interiors",
      place: "place not given",
    });
  });
});

describe("the WhatsApp box", () => {
  it("reads a plain form's 'on', the islands' booleans, and nothing as not ticked", () => {
    const schema = consultationForm.schemas.en.shape.whatsappReceipts;
    expect(schema.parse("on")).toBe(true);
    expect(schema.parse(true)).toBe(true);
    expect(schema.parse(false)).toBe(false);
    expect(schema.parse("")).toBe(false);
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.safeParse("yes").success).toBe(false);
  });

  it("is offered again, ticked, on the no-JavaScript error page, in the page's language", async () => {
    const page = formPage({
      locale: "ta",
      status: 400,
      title: "t",
      message: "m",
      resubmit: { action: "/api/consultations", values: { fullName: "K", whatsappReceipts: "on" } },
      formPath: "/ta/contact",
      fields: consultationForm.page,
    });
    const html = await page.text();
    expect(html).toContain('type="checkbox" value="on" checked');
    expect(html).toContain(fill(ta.fields.whatsappReceipts, { brand: site.brand }));
  });
});
