import { describe, expect, it } from "vitest";
import { STAFF_ONLY_PREFIXES, isUnlisted } from "../../src/lib/routes";

describe("pages the sitemap leaves out (src/lib/routes.ts)", () => {
  it("leaves out the staff screens, the web editor and the API, which robots.txt closes too", () => {
    expect(STAFF_ONLY_PREFIXES).toEqual(["/admin", "/cms", "/api/"]);
    for (const path of ["/admin", "/admin/leads", "/cms/", "/api/chat"]) expect(isUnlisted(path), path).toBe(true);
  });

  it("leaves out previews, experiments, a visitor's own pages and thank-you pages, in both languages", () => {
    for (const path of [
      "/book/manage",
      "/landing/test",
      "/location-preview",
      "/simple-location",
      "/chatbot-test",
      "/404",
      "/thank-you",
      "/ta/thank-you",
    ])
      expect(isUnlisted(path), path).toBe(true);
  });

  it("lists every public page", () => {
    for (const path of ["/", "/ta", "/contact", "/book", "/interior-designers-adyar", "/landing", "/services/pooja-unit"])
      expect(isUnlisted(path), path).toBe(false);
  });
});
