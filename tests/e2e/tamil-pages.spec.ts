import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { site } from "../../src/config/site";
import { ta } from "../../src/i18n/ta";

/** The Tamil editions of the studio's own pages, the landing page and its thank-you page. */
const TAMIL_PAGES = [
  "/ta/about",
  "/ta/contact",
  "/ta/thank-you",
  "/ta/privacy-policy",
  "/ta/404",
  "/ta/landing",
  "/ta/locations",
  "/ta/landing-thank-you",
];

/**
 * Sections of shared components these pages hold, whose words the shared components' own conversion brings into
 * Tamil: the consultation section, the reviews and the neighbourhood directory's zone names.
 */
const SHARED_SECTIONS = ["section#book-consultation"];

const TAMIL = /[\u0B80-\u0BFF]/;
/** English words a Tamil heading may keep: the brand, and names Chennai readers use as they are. */
const KEPT_ENGLISH = new Set([...site.brand.split(" "), "WhatsApp", "OMR", "ECR"]);

/** The headings of the page's main content that are not in Tamil: none, or any English word besides those kept. */
async function untranslatedHeadings(page: Page): Promise<string[]> {
  const headings = await page
    .locator("main")
    .evaluate(
      (main, shared) =>
        [...main.querySelectorAll("h1, h2, h3, h4, h5, h6")]
          .filter((heading) => !shared.some((selector) => heading.closest(selector)))
          .map((heading) => (heading.textContent ?? "").replace(/\s+/g, " ").trim()),
      SHARED_SECTIONS,
    );
  expect(headings.length).toBeGreaterThan(0);
  return headings.filter(
    (heading) => !TAMIL.test(heading) || (heading.match(/[A-Za-z]{2,}/g) ?? []).some((word) => !KEPT_ENGLISH.has(word)),
  );
}

test.describe("Tamil editions of the page templates", () => {
  test.skip(({ isMobile }) => !isMobile, "the templates are the same on every screen");

  for (const path of TAMIL_PAGES) {
    test(`${path} is in Tamil and passes axe`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "ta");
      await expect(page).toHaveTitle(TAMIL);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", TAMIL);
      await expect(page.locator("main h1")).toHaveText(TAMIL);
      expect(await untranslatedHeadings(page)).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }

  // Each edition fetches one cut face, its first screen's, preloaded: Tamil pages no Latin face, the logo included,
  // and English pages no Tamil one.
  for (const [path, face] of [
    ["/ta", "noto-sans-tamil"],
    ["/", "fraunces-headings"],
  ] as const) {
    test(`${path} fetches one font, ${face}, preloaded`, async ({ page }) => {
      await page.goto(path);
      await page.locator("footer").scrollIntoViewIfNeeded();
      await page.waitForLoadState("networkidle");
      const fonts = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith(".woff2")),
      );
      expect(fonts).toEqual([expect.stringMatching(new RegExp(`/${face}\\.[\\w-]+\\.woff2$`))]);
      await expect(page.locator('head > link[rel="preload"][as="font"]')).toHaveAttribute("href", fonts[0]!);
      await expect(page.locator("header svg text")).toHaveCount(0);
    });
  }

  test("the English pages keep their English words", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(page.locator("main h1")).toHaveText("Designing homes that work as well as they look");
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { name: "Your rights" })).toBeVisible();
    await expect(page.getByText("Last updated: 28 November 2026")).toBeVisible();
  });

  test("an unknown address under /ta/ answers 404 with the Tamil not-found page", async ({ request }) => {
    const unknown = await request.get("/ta/no-such-page");
    expect(unknown.status()).toBe(404);
    const html = await unknown.text();
    expect(html).toMatch(/<html lang="ta"/);
    expect(html).toContain(ta.pages.notFound.heading);
    // Elsewhere the English not-found page still answers.
    const english = await request.get("/no-such-page");
    expect(english.status()).toBe(404);
    expect(await english.text()).toContain("Page Not Found");
  });

  test("an unknown Tamil neighbourhood goes to the Tamil Chennai page", async ({ request }) => {
    const unknown = await request.get("/ta/interior-designers-atlantis", { maxRedirects: 0 });
    expect(unknown.status()).toBe(301);
    expect(unknown.headers()["location"]).toMatch(/^(https?:\/\/[^/]+)?\/ta\/interior-designers-chennai$/);
    expect((await request.get("/ta/interior-designers-chennai", { maxRedirects: 0 })).status()).toBe(200);
  });
});
