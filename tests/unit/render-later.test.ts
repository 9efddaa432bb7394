import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initRenderLater, PAGE_PARTS } from "../../src/scripts/render-later";

/** A part of the page: whether the stylesheet defers it, and the style the script sets on it. */
const part = (name: string, deferred: boolean) => ({ name, deferred, style: { contentVisibility: "" } });
type Part = ReturnType<typeof part>;

/** A page with the given parts, its load event, its paint entries and its frames, all moved by the test. */
function stubPage(parts: Part[], { paintTiming = true } = {}) {
  const listeners: Record<string, () => void> = {};
  const frames: (() => void)[] = [];
  const observers: ((list: { getEntries: () => { name: string }[] }) => void)[] = [];
  const page = { readyState: "loading", selector: "" };
  vi.stubGlobal("document", {
    get readyState() {
      return page.readyState;
    },
    querySelectorAll: (selector: string) => {
      page.selector = selector;
      return parts;
    },
  });
  vi.stubGlobal("addEventListener", (type: string, listener: () => void) => (listeners[type] = listener));
  vi.stubGlobal("getComputedStyle", (element: Part) => ({ contentVisibility: element.deferred ? "auto" : "visible" }));
  vi.stubGlobal("requestAnimationFrame", (callback: () => void) => frames.push(callback));
  vi.stubGlobal("performance", { getEntriesByType: () => [] });
  vi.stubGlobal(
    "PerformanceObserver",
    class {
      static supportedEntryTypes = paintTiming ? ["paint"] : [];
      constructor(callback: (typeof observers)[number]) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    page,
    load: async () => {
      page.readyState = "complete";
      listeners.load?.();
      await vi.runAllTimersAsync();
    },
    paint: async (name: string) => {
      for (const observer of observers) observer({ getEntries: () => [{ name }] });
      await vi.runAllTimersAsync();
    },
    /** Draws one frame: runs the callbacks waiting for it, then the tasks they queued. */
    frame: async () => {
      for (const callback of frames.splice(0)) callback();
      await vi.runAllTimersAsync();
    },
    rendered: () => parts.filter(({ style }) => style.contentVisibility === "visible").map(({ name }) => name),
  };
}

describe("render-later", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("lets the deferred parts go once the page has loaded and been painted, one a frame, top first", async () => {
    const page = stubPage([part("hero", false), part("article", true), part("faq", true), part("footer", true)]);
    initRenderLater();
    await page.load();
    await page.frame();
    expect(page.rendered()).toEqual([]);
    await page.paint("first-paint");
    await page.frame();
    expect(page.rendered()).toEqual([]);
    await page.paint("first-contentful-paint");
    expect(page.page.selector).toBe(PAGE_PARTS);
    await page.frame();
    expect(page.rendered()).toEqual(["article"]);
    await page.frame();
    expect(page.rendered()).toEqual(["article", "faq"]);
    await page.frame();
    await page.frame();
    expect(page.rendered()).toEqual(["article", "faq", "footer"]);
  });

  it("waits for the load event when the first screen was painted before it", async () => {
    const page = stubPage([part("article", true)]);
    initRenderLater();
    await page.paint("first-contentful-paint");
    await page.frame();
    expect(page.rendered()).toEqual([]);
    await page.load();
    await page.frame();
    expect(page.rendered()).toEqual(["article"]);
  });

  it("starts at the load event where the browser does not report paints", async () => {
    const page = stubPage([part("article", true), part("footer", true)], { paintTiming: false });
    initRenderLater();
    await page.load();
    await page.frame();
    await page.frame();
    expect(page.rendered()).toEqual(["article", "footer"]);
  });
});
