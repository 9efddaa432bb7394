import { expect, test } from "@playwright/test";
import { waitForRenderedParts } from "./axe";
import { PAGE_PARTS } from "../../src/scripts/render-later";

// What a phone draws first: a wider screen only shows more of the page at once.
test.skip(({ isMobile }) => !isMobile, "a phone's first screen");

test("the home page's lower pictures load as they are scrolled to, not with the first screen", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const requested = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname));
  expect(requested.some((path) => path.includes("/hero-"))).toBe(true);
  const lower = page.locator('main section:not(:first-child) img[loading="lazy"]');
  const sources = await lower.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).srcset));
  expect(sources.length).toBeGreaterThan(10);
  expect(requested.filter((path) => sources.some((srcset) => srcset.includes(path)))).toEqual([]);

  for (const image of await lower.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
});

test("the home page's slide show loads no script file: its script is written into the page", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("[data-hero]")).toHaveAttribute("data-ready", "true");
  // Astro's page script (link prefetching) is the one file; a slide-show module would load beside the first picture.
  const files = await page.locator("script[src]").evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src));
  expect(files).toHaveLength(1);
});

interface FirstScreenLog {
  frame: number;
  /** Each part of the page when its HTML has been read, and whether its rendering waits. */
  atStart: { part: string; waits: boolean }[];
  /** The parts let go, in order, with the frame each was let go in. */
  letGo: { part: string; frame: number }[];
}

for (const path of ["/ta/interior-designers-adyar", "/projects/designer-kitchen"]) {
  test(`${path}: the parts below the first screen wait for the first screen, then are rendered one a frame`, async ({ page }) => {
    await page.addInitScript((parts) => {
      const log: FirstScreenLog = { frame: 0, atStart: [], letGo: [] };
      Object.assign(window, { firstScreenLog: log });
      const tick = () => {
        log.frame++;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      const name = (part: Element) => part.id || part.getAttribute("aria-labelledby") || part.tagName.toLowerCase();
      new MutationObserver((records) => {
        for (const { target } of records) {
          if (target instanceof HTMLElement && target.matches(parts)) log.letGo.push({ part: name(target), frame: log.frame });
        }
      }).observe(document, { subtree: true, attributeFilter: ["style"] });
      document.addEventListener("DOMContentLoaded", () => {
        log.atStart = [...document.querySelectorAll(parts)]
          .filter((part) => part.checkVisibility())
          .map((part) => ({ part: name(part), waits: getComputedStyle(part).contentVisibility === "auto" }));
      });
    }, PAGE_PARTS);
    await page.goto(path);
    await waitForRenderedParts(page);
    const log = await page.evaluate(() => (window as unknown as { firstScreenLog: FirstScreenLog }).firstScreenLog);

    // The header and the first part of main are drawn at once; from the second part down to the footer, all wait.
    const header = log.atStart.findIndex(({ part }) => part === "header");
    const mainStart = header + 2;
    expect(log.atStart.slice(header, mainStart + 1).map(({ waits }) => waits)).toEqual([false, false, false]);
    expect(log.atStart.slice(mainStart + 1).find(({ waits }) => !waits)?.part ?? "none").toBe("nav");
    const waiting = log.atStart.filter(({ waits }) => waits).map(({ part }) => part);
    expect(waiting).toContain("location-links-title");
    expect(waiting.at(-1)).toBe("footer");
    // They are let go top first, each in a frame of its own, and without the visitor scrolling.
    const letGo = log.letGo.filter(({ part }) => waiting.includes(part));
    expect(letGo.map(({ part }) => part)).toEqual(waiting);
    const frames = letGo.map(({ frame }) => frame);
    expect(frames).toEqual([...new Set(frames)].sort((a, b) => a - b));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.locator("footer address").evaluate((address) => address.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
  });
}

test("the parts below the first screen wait for the first screen to be painted, however late that is", async ({ page }) => {
  // Nothing is painted until 300 ms after the page has loaded: the first contentful paint comes after the load event.
  await page.addInitScript((parts) => {
    const log = { loaded: 0, letGo: [] as number[] };
    Object.assign(window, { latePaintLog: log });
    const hide = document.createElement("style");
    hide.textContent = "html { visibility: hidden !important }";
    new MutationObserver((_, observer) => {
      if (!document.head) return;
      observer.disconnect();
      document.head.prepend(hide);
    }).observe(document, { childList: true, subtree: true });
    addEventListener("load", () => {
      log.loaded = performance.now();
      setTimeout(() => hide.remove(), 300);
    });
    new MutationObserver((records) => {
      for (const { target } of records) if (target instanceof HTMLElement && target.matches(parts)) log.letGo.push(performance.now());
    }).observe(document, { subtree: true, attributeFilter: ["style"] });
  }, PAGE_PARTS);
  await page.goto("/ta/interior-designers-adyar");
  await waitForRenderedParts(page);
  const { loaded, letGo, painted } = await page.evaluate(() => ({
    ...(window as unknown as { latePaintLog: { loaded: number; letGo: number[] } }).latePaintLog,
    painted: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
  }));
  expect(painted).toBeGreaterThan(loaded + 250);
  expect(letGo.length).toBeGreaterThan(3);
  expect(Math.min(...letGo)).toBeGreaterThan(painted);
});
