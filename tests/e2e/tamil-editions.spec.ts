import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";

/** One page of each Tamil edition added with the booking, projects, centres, service, sitemap and TV unit templates. */
const PAGES = [
  "/ta/book",
  "/ta/projects",
  "/ta/projects/designer-kitchen",
  "/ta/experience-centres/adyar",
  "/ta/sitemap",
  "/ta/tv-units",
  "/ta/services/pooja-unit",
  "/ta/interior-designers-tambaram",
];

const TAMIL = /[\u0B80-\u0BFF]/;

test.describe("Tamil editions of the booking, project, centre, service and sitemap templates", () => {
  test.skip(({ isMobile }) => !isMobile, "the templates are the same on every screen");

  for (const path of PAGES) {
    test(`${path} is in Tamil, headings and all, with no console error and no axe violation`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      page.on("pageerror", (error) => errors.push(error.message));
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "ta");
      await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/(?!ta\b)/);
      // Every heading of the page's own content carries Tamil letters: an untranslated heading would not. Its text as
      // written, not as drawn: a part below the first screen is drawn a moment after load, and its drawn text is empty.
      const headings = await page.locator("main h1, main h2, main h3").allTextContents();
      expect(headings.length).toBeGreaterThan(0);
      for (const heading of headings) expect(heading, path).toMatch(TAMIL);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }

  test("the TV unit catalogue's filter says how many units it shows, in Tamil", async ({ page }) => {
    await page.goto("/ta/tv-units");
    const catalogue = page.locator("[data-tv-catalogue]");
    await catalogue.getByRole("button", { name: "1.8 மீ. வரை" }).click();
    await expect(catalogue.locator("[data-tv-count]")).toHaveText(/^\d+ டிவி யூனிட்கள் காட்டப்படுகின்றன$/);
  });
});
