import { expect, type Page } from "@playwright/test";
import { estimator as en } from "../../src/i18n/en/estimator";
import { estimator as ta } from "../../src/i18n/ta/estimator";
import { localePath, type Locale } from "../../src/i18n/locales";

/**
 * Walks the estimator as a visitor does, from the home type through the rooms to the package step, and chooses
 * `pkg` there (its name as the page shows it). Each step waits for the island to have read the visitor's saved
 * answers (it is hydrated) before choosing, so no click lands on server-rendered markup that is about to be replaced.
 */
export async function walkToPackage(page: Page, { home, pkg, locale = "en" }: { home: string; pkg: string; locale?: Locale }) {
  const next = page.getByRole("link", { name: { en, ta }[locale].choose.next, exact: true });
  const ready = () => expect(page.locator("[data-ready=true]")).toBeVisible({ timeout: 30_000 });
  await page.goto(localePath("/price-estimator/bhk-type", locale));
  await ready();
  await page.getByText(home, { exact: true }).click();
  await next.click();
  await page.waitForURL("**/price-estimator/rooms");
  await ready();
  await next.click();
  await page.waitForURL("**/price-estimator/package");
  await ready();
  await page.getByText(pkg, { exact: true }).click();
  await expect(page.locator("[data-estimate-range]")).toContainText("₹");
}
