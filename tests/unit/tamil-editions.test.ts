import { describe, expect, it } from "vitest";
import { ARTWORK, ARTWORK_KEYS } from "../../src/config/artwork";
import { ARTWORK_TA } from "../../src/config/artwork-ta";
import { textLang } from "../../src/i18n/locales";
import { trailingSlashRedirects } from "../../src/integrations/trailing-slash";
import { artworkAlt } from "../../src/lib/artwork";

describe("the Tamil edition's addresses and words", () => {
  it("redirects each Tamil page's slashed address to the page, and nothing else", () => {
    expect(trailingSlashRedirects(["ta", "ta/contact", "contact", "", "ta/price-estimator/rooms", "ta/404", "tamil-nadu"])).toBe(
      "/ta/  /ta  301\n/ta/contact/  /ta/contact  301\n/ta/price-estimator/rooms/  /ta/price-estimator/rooms  301\n",
    );
  });

  it("marks Latin words on a Tamil page as English, and nothing on an English page", () => {
    expect(textLang("Premium Bedroom Suites", "ta")).toBe("en");
    expect(textLang("அடையாறு", "ta")).toBeUndefined();
    expect(textLang("OMR எக்ஸ்பீரியன்ஸ் சென்டர்", "ta")).toBeUndefined();
    expect(textLang("Premium Bedroom Suites", "en")).toBeUndefined();
  });

  it("describes every picture in Tamil on Tamil pages", () => {
    for (const key of ARTWORK_KEYS) {
      expect(artworkAlt(key)).toBe(ARTWORK[key]);
      expect(artworkAlt(key, "ta"), key).toBe(ARTWORK_TA[key]);
      expect(ARTWORK_TA[key], key).toMatch(/\p{Script=Tamil}/u);
    }
  });
});
