import { afterEach, describe, expect, it, vi } from "vitest";
import { CONSENT_KEY, PIXEL_START_DELAY_MS, readConsent, shouldLoadPixel, startPixel } from "../../src/scripts/ad-pixel";

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

  describe("the page view", () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    it("is queued at once, and the library that sends it is added 100 ms later, once", () => {
      vi.useFakeTimers();
      const added: { src: string; async: boolean }[] = [];
      const page: { fbq?: { queue: unknown[][] } } = {};
      vi.stubGlobal("window", Object.assign(page, { setTimeout }));
      vi.stubGlobal("document", {
        createElement: () => ({ src: "", async: false }),
        head: { append: (node: { src: string; async: boolean }) => added.push(node) },
      });

      startPixel("1234567890");
      expect(page.fbq?.queue).toEqual([
        ["init", "1234567890"],
        ["track", "PageView"],
      ]);
      vi.advanceTimersByTime(PIXEL_START_DELAY_MS - 1);
      expect(added).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(added).toEqual([{ src: "https://connect.facebook.net/en_US/fbevents.js", async: true }]);

      startPixel("1234567890");
      vi.advanceTimersByTime(PIXEL_START_DELAY_MS);
      expect(added).toHaveLength(1);
    });
  });
});
