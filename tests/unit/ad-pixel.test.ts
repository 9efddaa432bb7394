import { describe, expect, it } from "vitest";
import { CONSENT_KEY, PIXEL_START_DELAY_MS, readConsent, shouldLoadPixel } from "../../src/scripts/ad-pixel";

const storage = (value: string | null) => ({ getItem: (key: string) => (key === CONSENT_KEY ? value : null) });

describe("advertising pixel consent", () => {
  it("loads the pixel only when it is configured and the visitor allowed it", () => {
    expect(shouldLoadPixel("123", "granted")).toBe(true);
    expect(shouldLoadPixel("123", "denied")).toBe(false);
    expect(shouldLoadPixel("123", null)).toBe(false);
    expect(shouldLoadPixel(undefined, "granted")).toBe(false);
  });

  it("reads only the two known choices", () => {
    expect(readConsent(storage("granted"))).toBe("granted");
    expect(readConsent(storage("denied"))).toBe("denied");
    expect(readConsent(storage("maybe"))).toBeNull();
    expect(readConsent(storage(null))).toBeNull();
  });

  it("starts the library 100 ms after queueing the page view (spec §9)", () => {
    expect(PIXEL_START_DELAY_MS).toBe(100);
  });
});
