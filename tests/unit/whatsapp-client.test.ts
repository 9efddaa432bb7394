import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startWhatsAppStandIn, templateRequestSchema, type WhatsAppStandIn } from "../../scripts/lib/whatsapp-stand-in";
import { LOCALES } from "../../src/i18n/locales";
import { sendTemplate, templateRequest, WhatsAppError, type TemplateMessage } from "../../src/server/whatsapp/client";
import { GRAPH_API_BASE, whatsappSending } from "../../src/server/whatsapp/config";
import { templateParams, TEMPLATES, type TemplateName } from "../../src/server/whatsapp/templates";

const sample = (template: TemplateName, lang: "en" | "ta" = "en"): TemplateMessage => ({
  to: "919840011111",
  template,
  lang,
  params: templateParams(template, Object.fromEntries(TEMPLATES[template].params.map((p) => [p, `${p}  value\nhere`])) as never),
});

describe("the Cloud API's request, by contract", () => {
  it("is the documented template message for every template and language", () => {
    for (const template of Object.keys(TEMPLATES) as TemplateName[])
      for (const lang of LOCALES) {
        const body = templateRequest(sample(template, lang));
        expect(templateRequestSchema.parse(body)).toEqual(body);
        expect(body).toMatchObject({ messaging_product: "whatsapp", to: "919840011111", type: "template" });
        expect(body.template).toMatchObject({ name: template, language: { code: lang } });
        expect(body.template.components[0]!.parameters).toHaveLength(TEMPLATES[template].params.length);
      }
  });

  it("takes its settings from the environment, with the current Graph API version by default", () => {
    expect(whatsappSending({})).toBeNull();
    expect(whatsappSending({ WHATSAPP_ACCESS_TOKEN: "t" })).toBeNull();
    expect(whatsappSending({ WHATSAPP_ACCESS_TOKEN: "t", WHATSAPP_PHONE_NUMBER_ID: "1" })).toEqual({
      base: GRAPH_API_BASE,
      token: "t",
      phoneNumberId: "1",
    });
    expect(GRAPH_API_BASE).toBe("https://graph.facebook.com/v26.0");
  });
});

describe("sending through the stand-in", () => {
  let api: WhatsAppStandIn;
  const config = () => ({ base: api.base, token: api.token, phoneNumberId: "100000000000001" });
  beforeAll(async () => {
    api = await startWhatsAppStandIn();
  });
  beforeEach(() => api.reset());
  afterAll(() => api.stop());

  it("answers the message's id and records the request", async () => {
    const id = await sendTemplate(config(), sample("receipt_request", "ta"));
    expect(id).toMatch(/^wamid\./);
    expect(api.received).toEqual([expect.objectContaining({ id, phoneNumberId: "100000000000001" })]);
    expect(api.received[0]!.body.template.language.code).toBe("ta");
  });

  it("reports a number WhatsApp cannot deliver to as final, with the API's words", async () => {
    const error = await sendTemplate(config(), { ...sample("receipt_request"), to: "919840000000" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WhatsAppError);
    expect(error).toMatchObject({ retry: false, message: expect.stringContaining("code 131026") });
  });

  it("reports a throttle and an outage as worth another try, with the Retry-After asked for", async () => {
    api.fail({ times: 1, status: 429, retryAfter: 7 });
    api.fail({ times: 1, status: 503 });
    await expect(sendTemplate(config(), sample("receipt_request"))).rejects.toMatchObject({ retry: true, retryAfterMs: 7000 });
    await expect(sendTemplate(config(), sample("receipt_request"))).rejects.toMatchObject({ retry: true, retryAfterMs: undefined });
    await expect(sendTemplate(config(), sample("receipt_request"))).resolves.toMatch(/^wamid\./);
  });

  it("gives up on a slow answer at its time limit, and on a wrong token for good", async () => {
    api.delay(2000);
    const started = Date.now();
    await expect(sendTemplate(config(), sample("receipt_request"), 200)).rejects.toMatchObject({
      retry: true,
      message: expect.stringContaining("did not answer"),
    });
    expect(Date.now() - started).toBeLessThan(1500);
    api.delay(0);
    await expect(sendTemplate({ ...config(), token: "wrong" }, sample("receipt_request"))).rejects.toMatchObject({
      retry: false,
      message: expect.stringContaining("code 190"),
    });
  });
});
