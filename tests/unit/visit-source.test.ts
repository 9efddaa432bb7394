import { describe, expect, it } from "vitest";
import { parseVisitSource, visitSourceSchema } from "../../src/lib/leads/visit-source";
import { adyarFromGoogle } from "../support/visit-sources";

describe("a visit's source", () => {
  it("keeps the landing page, referrer host, campaign tags and click ids", () => {
    const sent = {
      first: adyarFromGoogle,
      last: { landingPage: "/price-estimator", utm_source: "newsletter" },
    };
    expect(parseVisitSource(sent)).toEqual(sent);
    expect(visitSourceSchema.safeParse(sent).success).toBe(true);
  });

  it("drops only the fields that are not valid, never the lead", () => {
    const parsed = parseVisitSource({
      first: {
        landingPage: "https://evil.example/x",
        referrer: "www.google.com/search?q=x",
        utm_campaign: "line\nbreak",
        utm_source: "x".repeat(151),
        fbclid: "ok-123",
        gclid: "<script>",
        extra: "ignored",
      },
    });
    expect(parsed).toEqual({ first: { fbclid: "ok-123" } });
  });

  it("is null when nothing usable was sent", () => {
    for (const value of [undefined, null, "x", 5, {}, { first: "x" }, { first: { utm_source: "\u0000" } }]) {
      expect(parseVisitSource(value)).toBeNull();
    }
  });

  it("keeps a last touch even when the first one is unusable", () => {
    expect(parseVisitSource({ first: { gclid: "bad id!" }, last: { utm_source: "fb" } })).toEqual({
      first: {},
      last: { utm_source: "fb" },
    });
  });
});
