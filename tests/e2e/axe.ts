import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { PAGE_PARTS } from "../../src/scripts/render-later";

/**
 * Waits until the parts of the page past its first screen have been rendered (`render-later`): until then a part has
 * a stand-in height, and axe would read colours and tap-target sizes off boxes that are not where they will be drawn.
 */
export async function waitForRenderedParts(page: Page): Promise<void> {
  await page.waitForFunction(
    (parts) => [...document.querySelectorAll(parts)].every((part) => getComputedStyle(part).contentVisibility !== "auto"),
    PAGE_PARTS,
  );
}

/** Axe finds nothing on the page, or in the part of it `include` selects. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  await waitForRenderedParts(page);
  const axe = new AxeBuilder({ page });
  const results = await (include ? axe.include(include) : axe).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}
