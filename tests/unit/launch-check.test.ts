import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { LAUNCH_SECRETS, LIMIT_SETTINGS, launchPlaceholders } from "../../scripts/lib/launch-check";
import { site } from "../../src/config/site";
import { WHATSAPP_SETTINGS } from "../../src/server/whatsapp/config";

const ready = {
  url: "https://www.aalayaminteriors.in",
  contact: {
    ...site.contact,
    phone: "+91 94440 56781",
    phoneHref: "tel:+919444056781",
    whatsappNumber: "919444056781",
    email: "hello@aalayaminteriors.in",
  },
  social: { facebook: "https://www.facebook.com/aalayam", instagram: "https://www.instagram.com/aalayam", twitter: "", linkedin: "" },
  emi: { lender: "HDFC Bank" },
};
const centres = [{ id: "adyar", phone: "+91 94440 56782" }];
const env = {
  SITE_URL: "https://www.aalayaminteriors.in",
  PUBLIC_META_PIXEL_ID: "1234",
  SMTP_URL: "smtp://studio:secret@smtp.example.net:587",
  STAFF_EMAIL: "leads@aalayaminteriors.in",
  BOOKING_TOKEN_SECRET: "a-long-random-secret",
  RATE_LIMIT_PEPPER: "another-long-random-secret",
};

describe("go-live check", () => {
  it("lists every placeholder the template ships with", () => {
    const left = launchPlaceholders(site, {}, [{ id: "omr", phone: "+91 98400 12347" }]).map((p) => p.what);
    expect(left).toEqual(
      expect.arrayContaining([
        "SITE_URL is not set",
        expect.stringContaining("example domain (https://www.example-interiors.in)"),
        expect.stringContaining("email address is on the example domain"),
        expect.stringContaining("contact.phone is a sample number"),
        expect.stringContaining("contact.whatsappNumber is a sample number"),
        "the omr centre's phone is a sample number (+91 98400 12347)",
        'the EMI lender is the template\'s made-up "Chennai Home Finance"',
        "no instagram profile (the footer leaves it out)",
        "no advertising pixel id (PUBLIC_META_PIXEL_ID)",
        "SMTP_URL is not set",
        "BOOKING_TOKEN_SECRET is not set",
        "RATE_LIMIT_PEPPER is not set",
      ]),
    );
  });

  it("names only what is left once the business has filled things in, as optional notes", () => {
    expect(launchPlaceholders(ready, env, centres)).toEqual([
      expect.objectContaining({ what: "no twitter profile (the footer leaves it out)", optional: true }),
      expect.objectContaining({ what: "no linkedin profile (the footer leaves it out)", optional: true }),
      expect.objectContaining({ what: expect.stringMatching(/^WhatsApp is off/), optional: true }),
    ]);
  });

  it("lists the WhatsApp settings still missing once any is set, and an API base that is not https", () => {
    const partial = { ...env, WHATSAPP_ACCESS_TOKEN: "token", WHATSAPP_API_BASE: "http://graph.example.net/v26.0" };
    const listed = launchPlaceholders(ready, partial, centres).filter((p) => /WHATSAPP/.test(p.what));
    expect(listed.every((p) => !p.optional)).toBe(true);
    expect(listed).toEqual([
      expect.objectContaining({ what: "WHATSAPP_PHONE_NUMBER_ID is not set (WhatsApp is half configured)" }),
      expect.objectContaining({ what: "WHATSAPP_APP_SECRET is not set (WhatsApp is half configured)" }),
      expect.objectContaining({ what: "WHATSAPP_VERIFY_TOKEN is not set (WhatsApp is half configured)" }),
      expect.objectContaining({ what: "WHATSAPP_API_BASE is not an https address (http://graph.example.net/v26.0)" }),
    ]);
    const whole = {
      ...env,
      WHATSAPP_ACCESS_TOKEN: "t",
      WHATSAPP_PHONE_NUMBER_ID: "1",
      WHATSAPP_APP_SECRET: "s",
      WHATSAPP_VERIFY_TOKEN: "v",
    };
    expect(launchPlaceholders(ready, whole, centres).filter((p) => /WhatsApp|WHATSAPP/.test(p.what))).toEqual([]);
  });

  it("flags a network's home page given as a profile", () => {
    const config = { ...ready, social: { ...ready.social, facebook: "https://www.facebook.com/" } };
    expect(launchPlaceholders(config, env, centres).map((p) => p.what)).toContain(
      "social.facebook is a network's home page, not a profile (https://www.facebook.com/)",
    );
  });

  it("flags a limit set to something that is not a count", () => {
    expect(launchPlaceholders(ready, { ...env, LEAD_RATE_LIMIT: "ten", CHAT_RATE_LIMIT: "600" }).map((p) => p.what)).toContain(
      "LEAD_RATE_LIMIT is not a whole number above 0 (ten)",
    );
  });

  it("every secret and limit it knows is documented in docs/operations.md", () => {
    const operations = readFileSync("docs/operations.md", "utf8");
    for (const name of [...Object.keys(LAUNCH_SECRETS), ...LIMIT_SETTINGS, ...Object.keys(WHATSAPP_SETTINGS), "WHATSAPP_API_BASE"])
      expect(operations, name).toContain(`\`${name}\``);
  });
});
