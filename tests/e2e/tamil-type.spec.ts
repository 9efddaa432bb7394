/**
 * Tamil set as Tamil: the header's navigation in one line on a 1280 px screen, a tidy header on a phone, no
 * letter-spacing pulling a vowel sign from its consonant, and initials made of whole letters.
 */
import { expect, test, type Page } from "@playwright/test";

const TAMIL_PAGES = ["/ta", "/ta/about", "/ta/contact", "/ta/services", "/ta/interior-designers-adyar"];

/** How far the header's row runs past its width, and how many lines its navigation takes. */
const headerFit = (page: Page) =>
  page.locator("header .container-page").evaluate((row) => {
    const items = [...row.querySelectorAll("nav li")].filter((item) => item.getBoundingClientRect().width > 0);
    return {
      overflow: row.scrollWidth - row.clientWidth,
      lines: new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size,
      height: Math.round(row.getBoundingClientRect().height),
    };
  });

test.describe("Tamil type", () => {
  for (const width of [1280, 1536]) {
    test(`the Tamil header's navigation fits one line at ${width} px`, async ({ page, isMobile }) => {
      test.skip(isMobile, "a desktop screen");
      await page.setViewportSize({ width, height: 800 });
      for (const path of TAMIL_PAGES) {
        await page.goto(path);
        await expect(page.locator("header nav").first(), path).toBeVisible();
        expect(await headerFit(page), path).toEqual({ overflow: 0, lines: 1, height: 64 });
      }
    });
  }

  test("the Tamil header keeps to its row on a phone and a tablet", async ({ page }) => {
    for (const width of [360, 412, 768, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/ta/about");
      const fit = await headerFit(page);
      expect([fit.overflow, fit.height], `${width} px`).toEqual([0, 64]);
    }
  });

  test("Tamil text is never letter-spaced; English keeps its spacing", async ({ page }) => {
    const spacing = (path: string) =>
      page.goto(path).then(() =>
        page
          .locator(".eyebrow")
          .first()
          .evaluate((element) => getComputedStyle(element).letterSpacing),
      );
    expect(await spacing("/ta")).toBe("normal");
    expect(await spacing("/")).not.toBe("normal");
    await page.goto("/ta/about");
    const spaced = await page.evaluate(() =>
      [...document.querySelectorAll("main *, header *")]
        .filter(
          (element) => element.closest("[lang]")?.getAttribute("lang") === "ta" && getComputedStyle(element).letterSpacing !== "normal",
        )
        .map((element) => element.textContent?.trim().slice(0, 30)),
    );
    expect(spaced).toEqual([]);
  });

  test("initials on Tamil pages are whole letters", async ({ page }) => {
    await page.goto("/ta/about");
    const cards = await page.locator("[data-designer]").evaluateAll((articles) =>
      articles.map((article) => ({
        name: article.querySelector(".text-xl")?.textContent?.trim() ?? "",
        initials: article.querySelector("span[aria-hidden='true']")?.textContent?.trim() ?? "",
      })),
    );
    const tamil = cards.filter((card) => /\p{Script=Tamil}/u.test(card.name));
    expect(tamil.length).toBeGreaterThan(0);
    // Each stand-in is the first whole letter (a consonant with its vowel sign or pulli) of the first two words.
    const letters = new Intl.Segmenter("ta", { granularity: "grapheme" });
    const first = (word: string) => [...letters.segment(word)][0]!.segment;
    for (const { name, initials } of tamil) {
      expect(initials, name).toBe(name.split(/\s+/).slice(0, 2).map(first).join(""));
    }
  });
});
