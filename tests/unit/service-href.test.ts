import { describe, expect, it } from "vitest";
import { serviceHref } from "../../src/lib/service-href";

describe("serviceHref (service card link rule)", () => {
  it.each(["living-room", "modular-kitchen", "bedroom-design"])("sends %s to its top-level page", (slug) => {
    expect(serviceHref(slug)).toBe(`/${slug}`);
  });

  it.each(["foyer-designs", "kids-bedroom", "bathroom", "living-room-service"])("sends %s to /services/{slug}", (slug) => {
    expect(serviceHref(slug)).toBe(`/services/${slug}`);
  });
});
