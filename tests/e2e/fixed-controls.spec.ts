import { expect, test, type Page } from "@playwright/test";
import { KEEP_CLEAR } from "../../src/scripts/keep-clear";
import { walkToPackage } from "../support/estimator-walk";
import { waitForRenderedParts } from "./axe";

test.use({ reducedMotion: "reduce" });

/** A page of every template, in both languages where the template has a Tamil edition. */
const TEMPLATES = [
  "/",
  "/services",
  "/modular-kitchen",
  "/services/pooja-unit",
  "/projects",
  "/projects/designer-kitchen",
  "/about",
  "/contact",
  "/price-estimator",
  "/book",
  "/experience-centres/adyar",
  "/interior-design-coimbatore",
  "/interior-designers-chennai",
  "/interior-designers-adyar",
  "/locations",
  "/thank-you",
  "/ta",
  "/ta/price-estimator",
];

/** The phone and the desktop widths the rule is held to. */
const viewport = (isMobile: boolean) => (isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 });

/**
 * Every place where a visible floating control (position: fixed, a button or a link; the action bar keeps its own room
 * below the page) overlaps a button or a text holding a rupee figure, at the current scroll position.
 */
function overlaps(page: Page): Promise<string[]> {
  return page.evaluate((keepClear) => {
    // Seen on the screen: not hidden, transparent or inside a closed <details>, and with a size.
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && box.width > 0 && box.height > 0;
    };
    const floating = [...document.querySelectorAll("body *")].filter(
      (element) =>
        getComputedStyle(element).position === "fixed" &&
        element.matches("button, a") &&
        !element.closest("[data-action-bar], dialog") &&
        visible(element),
    );
    const targets: { name: string; box: DOMRect }[] = [];
    for (const element of document.querySelectorAll(keepClear)) {
      if (!element.closest("[data-action-bar], dialog") && !floating.some((f) => f.contains(element)) && visible(element))
        targets.push({ name: `button "${element.textContent?.trim().slice(0, 40)}"`, box: element.getBoundingClientRect() });
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.nodeValue?.includes("₹") || !node.parentElement || !visible(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) targets.push({ name: `text "${node.nodeValue.trim().slice(0, 40)}"`, box });
    }
    const meet = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return floating.flatMap((control) => {
      const box = control.getBoundingClientRect();
      return targets
        .filter((target) => meet(box, target.box))
        .map((target) => `${control.getAttribute("aria-label") ?? control.textContent} covers ${target.name} at y=${Math.round(scrollY)}`);
    });
  }, KEEP_CLEAR);
}

/** Scrolls the page from top to bottom a screen at a time and collects every overlap seen on the way. */
async function scrollThrough(page: Page): Promise<string[]> {
  const found: string[] = [];
  const { height, screen } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, screen: innerHeight }));
  for (let y = 0; y <= height; y += Math.round(screen * 0.5)) {
    // With motion reduced (below) a control steps aside at once instead of sliding for 0.2 s: the observers report
    // after the next frame, so two frames and a task later the screen shows where every control settled.
    await page.evaluate(
      (top) =>
        new Promise((settled) => {
          scrollTo(0, top);
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(settled, 0)));
        }),
      y,
    );
    found.push(...(await overlaps(page)));
  }
  return found;
}

for (const path of TEMPLATES) {
  test(`no floating control covers a button or a price on ${path}`, async ({ page, isMobile }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport(isMobile));
    await page.goto(path);
    await waitForRenderedParts(page);
    expect(await scrollThrough(page)).toEqual([]);
  });
}

test("the estimate's total is never under a floating control", async ({ page, isMobile }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(viewport(isMobile));
  await walkToPackage(page, { home: "3 BHK", pkg: "Premium" });
  expect(await scrollThrough(page)).toEqual([]);
});

test("the rate card shows all three packages on the screen", async ({ page, isMobile }) => {
  await page.setViewportSize(viewport(isMobile));
  await page.goto("/price-estimator");
  const table = page.getByRole("table");
  await table.scrollIntoViewIfNeeded();
  const width = viewport(isMobile).width;
  const headers = table.getByRole("columnheader");
  await expect(headers).toHaveCount(4);
  for (const cell of [...(await headers.all()), ...(await table.getByRole("row").last().getByRole("cell").all())]) {
    const box = (await cell.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
});
