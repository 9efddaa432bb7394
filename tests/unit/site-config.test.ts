import { describe, expect, it } from "vitest";
import { hoursLabel } from "../../src/config/hours";
import { site } from "../../src/config/site";
import { siteSchema, type SiteConfig } from "../../src/config/site-schema";
import { layout as enLayout } from "../../src/i18n/en/layout";
import { layout as taLayout } from "../../src/i18n/ta/layout";

/** The site's own config as written, to change one value at a time. */
const written = (): SiteConfig => ({
  ...site,
  url: "https://www.aalayaminteriors.in/",
  contact: { ...site.contact, phone: "+91 98400 12345" },
  hours: { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], opens: "09:00", closes: "18:00" },
});

describe("the site config", () => {
  it("derives the call link and the WhatsApp number from the one phone number", () => {
    const parsed = siteSchema.parse({ ...written(), contact: { ...written().contact, phone: "094440 56781" } });
    expect(parsed.contact.phone).toBe("+91 94440 56781");
    expect(parsed.contact.phoneHref).toBe("tel:+919444056781");
    expect(parsed.contact.whatsappNumber).toBe("919444056781");
  });

  it("refuses a number that cannot be called or messaged", () => {
    expect(siteSchema.safeParse({ ...written(), contact: { ...written().contact, phone: "2441 1234" } }).success).toBe(false);
  });

  it("puts the hours in words from the days and times", () => {
    expect(siteSchema.parse(written()).hours.label).toBe("Monday to Saturday, 9:00 AM – 6:00 PM");
    const short = siteSchema.parse({ ...written(), hours: { days: ["Saturday", "Monday", "Wednesday"], opens: "10:30", closes: "12:00" } });
    expect(short.hours.label).toBe("Monday, Wednesday and Saturday, 10:30 AM – 12:00 PM");
  });

  it("refuses hours that close before they open, or an unknown day", () => {
    expect(siteSchema.safeParse({ ...written(), hours: { ...written().hours, opens: "19:00" } }).success).toBe(false);
    expect(siteSchema.safeParse({ ...written(), hours: { ...written().hours, days: ["Funday"] } }).success).toBe(false);
  });

  it("gives each edition the address in its own language, with the one PIN code", () => {
    const { addressIn } = siteSchema.parse(written()).contact;
    expect(addressIn.en).toEqual({
      street: site.contact.address.street,
      locality: "Chennai",
      region: "Tamil Nadu",
      postalCode: "600020",
      country: "IN",
    });
    expect(addressIn.ta).toEqual({ street: site.contact.address.ta.street, locality: "சென்னை", region: "தமிழ்நாடு", postalCode: "600020" });
    expect(addressIn.ta.street).toMatch(/^[\p{Script=Tamil}\d\s,]+$/u);
    const { ta: _ta, ...noTamil } = site.contact.address;
    expect(siteSchema.safeParse({ ...written(), contact: { ...written().contact, address: noTamil } }).success).toBe(false);
  });

  it("keeps the public origin without a trailing slash", () => {
    expect(siteSchema.parse(written()).url).toBe("https://www.aalayaminteriors.in");
  });

  it("shows the same hours in both languages' catalogues", () => {
    expect(enLayout.meta.hours).toBe(site.hours.label);
    expect(taLayout.meta.hours).toBe("திங்கள் முதல் சனி வரை, காலை 9:00 – மாலை 6:00");
    expect(hoursLabel({ days: ["Monday", "Tuesday", "Wednesday"], opens: "12:30", closes: "20:00" }, "ta")).toBe(
      "திங்கள் முதல் புதன் வரை, மதியம் 12:30 – இரவு 8:00",
    );
  });
});
