import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { site } from "../../src/config/site";
import { formatInr } from "../../src/lib/format";
import { emiPlan } from "../../src/lib/pricing/emi";
import { estimate } from "../../src/lib/pricing/estimate";
import { rateCardSchema } from "../../src/lib/pricing/rate-card";

const rateCard = rateCardSchema.parse(JSON.parse(readFileSync(new URL("../../content/pricing/rate-card.json", import.meta.url), "utf8")));

// Facts, filters and links that do not change with the screen: the phone run is enough.
test.skip(({ isMobile }) => !isMobile, "the same on every screen");

test.describe("case study", () => {
  test("shows its facts, its designer and the owners' review, and passes axe", async ({ page }) => {
    await page.goto("/projects/designer-kitchen");
    await expect(page.getByRole("heading", { level: 1, name: "Designer Kitchen" })).toBeVisible();
    const facts = page.locator("[data-project-facts]");
    await expect(facts).toContainText("₹2,95,000");
    await expect(facts).toContainText("₹3,08,000 (4.4% over the first estimate)");
    await expect(facts.getByRole("link", { name: "Velachery" })).toHaveAttribute("href", "/interior-designers-velachery");
    const designer = page.locator("[data-designer]");
    await expect(designer.getByRole("heading", { name: "Priya Raman" })).toBeVisible();
    await expect(designer).toContainText("Tamil, English, Hindi");
    const review = page.locator("[data-owner-review]");
    await expect(review).toContainText("Meena Subramanian");
    await expect(review.getByRole("link", { name: /Read the review \(Google, May 2025\)/ })).toHaveAttribute(
      "href",
      "/about#review-meena-subramanian-velachery",
    );
    await expectNoAxeViolations(page);
  });

  test("the gallery opens, steps and closes by keyboard, and focus comes back", async ({ page }) => {
    await page.goto("/projects/luxury-kitchen-design");
    const pictures = page.getByRole("button", { name: /^Enlarge picture \d of 3/ });
    await expect(pictures).toHaveCount(3);
    const first = pictures.first();
    await first.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Enlarged image" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("figcaption")).toContainText("(1 of 3)");
    await page.keyboard.press("ArrowRight");
    await expect(dialog.locator("figcaption")).toContainText("(2 of 3)");
    await expect(dialog.getByRole("img")).toHaveAttribute("alt", /island up close/);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.locator("figcaption")).toContainText("wet kitchen");
    await expect(dialog.locator("figcaption")).toContainText("(3 of 3)");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(pictures.nth(2)).toBeFocused();
  });
});

test.describe("/projects filters", () => {
  const visible = (page: Page) => page.locator("li[data-project]:visible");

  test("filter by each facet, keep the choice in the address, and read it back", async ({ page }) => {
    await page.goto("/projects");
    await expect(visible(page)).toHaveCount(9);
    const facet = (name: string) => page.getByRole("combobox", { name });

    await facet("Room").selectOption({ label: "Bathroom" });
    await expect(page).toHaveURL(/\?room=bathroom$/);
    // The bathroom project, and the complete home whose rooms include bathrooms.
    await expect(visible(page)).toHaveCount(3);
    await expect(page.locator("[data-project-count]")).toHaveText("3 of 9 projects match");

    await facet("Room").selectOption("");
    await facet("Style").selectOption({ label: "Traditional" });
    await expect(visible(page)).toHaveCount(1);
    await expect(visible(page)).toHaveAttribute("data-project", "traditional-home-coimbatore");

    await facet("Style").selectOption("");
    await facet("Budget").selectOption({ label: "₹6–12 lakh" });
    await expect(page).toHaveURL(/\?budget=6-12-lakh$/);
    expect(await visible(page).evaluateAll((items) => items.map((item) => item.dataset.project).sort())).toEqual([
      "elegant-living-room",
      "luxury-kitchen-design",
    ]);

    await facet("Budget").selectOption("");
    await facet("City").selectOption({ label: "Bengaluru" });
    await expect(visible(page)).toHaveCount(1);
    await expect(visible(page)).toHaveAttribute("data-project", "kids-bedroom-whitefield");

    await page.goto("/projects?city=chennai&room=kitchen");
    await expect(facet("City")).toHaveValue("chennai");
    await expect(visible(page)).toHaveCount(3);
    await expectNoAxeViolations(page);
  });

  test("without JavaScript it is the full list, without the filters", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/projects?room=bathroom");
    await expect(page.locator("li[data-project]:visible")).toHaveCount(9);
    await expect(page.locator("[data-project-filters]")).toBeHidden();
    await context.close();
  });
});

test("a neighbourhood page lists the work there, then the nearest projects with their distance", async ({ page }) => {
  await page.goto("/interior-designers-velachery");
  const section = page.locator("[data-nearby-projects]");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("Our work in and around Velachery");
  const cards = section.locator("li[data-project]");
  await expect(cards.first()).toHaveAttribute("data-project", "designer-kitchen");
  await expect(cards.first().locator("[data-distance]")).toHaveText("In Velachery");
  await expect(cards.first().getByRole("img")).toBeVisible();
  await expect(cards.nth(1).locator("[data-distance]")).toHaveText(/^\d+\.\d km away, in /);
  await expect(cards.nth(1).getByRole("img")).toHaveCount(0);

  await page.goto("/interior-designers-tambaram");
  await expect(page.locator("[data-nearby-projects] h2")).toHaveText("Our projects nearest to Tambaram");
  await expect(page.locator("[data-nearby-projects] [data-distance]").first()).toHaveText(/km away/);
});

test("an experience centre page has its hours, a map link and its designers, and passes axe", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("link", { name: /^Anna Nagar: address, hours/ }).click();
  await expect(page).toHaveURL(/\/experience-centres\/anna-nagar$/);
  await expect(page.locator("[data-hours]")).toHaveText(site.hours.label);
  await expect(page.locator("[data-map-link]")).toHaveAttribute("href", /google\.com\/maps\/search\/\?api=1&query=13\.085,80\.2101/);
  await expect(page.getByRole("heading", { name: "Arjun Krishnan" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("/about shows the designers and links each review's source and the public review page", async ({ page }) => {
  await page.goto("/about");
  await expect(page.locator("[data-designer]")).toHaveCount(4);
  // A term and its value read apart, as text too (copied, or read aloud).
  expect(await page.locator("[data-designer]").first().textContent()).toMatch(/Specialities: \S/);
  // No review in the content has a public address yet: each says so, and the rating above them is the config's.
  await expect(page.locator("#review-rohit-agarwal-anna-nagar [data-review-source]")).toContainText(
    "Google review (no public link to this review) · October 2024",
  );
  await expect(page.locator("[data-review-source] a[rel=noopener]")).toHaveCount(0);
  await expect(page.locator("[data-reviews-link]")).toContainText(
    `Rated ${site.reviews.rating} out of 5 from ${site.reviews.count} reviews on ${site.reviews.label}.`,
  );
  await expect(page.locator("[data-reviews-link] a")).toHaveAttribute("href", site.reviews.url);
  await expectNoAxeViolations(page);
});

test.describe("estimate", () => {
  const answers = {
    bhkType: "2 BHK",
    rooms: { kitchen: 1, "living-room": 1, bedroom: 2, bathroom: 2 },
    units: { wardrobes: true },
    packageId: "premium",
  } as const;
  const figure = estimate({ ...answers, rooms: { ...answers.rooms }, units: { ...answers.units } }, rateCard);

  test.beforeEach(async ({ page }) => {
    await page.addInitScript((stored) => localStorage.setItem("estimator:answers", JSON.stringify(stored)), answers);
    await page.goto("/price-estimator/contact");
    await expect(page.locator("[data-emi-plan]")).toBeVisible();
  });

  test("the EMI figures are the tested function's, for every tenure", async ({ page }) => {
    await expect(page.locator("[data-estimate-range]").first()).toHaveText(`${formatInr(figure.low)} – ${formatInr(figure.high)}`);
    for (const months of site.emi.tenuresMonths) {
      await page.locator("[data-emi-tenure]").selectOption(String(months));
      const plan = emiPlan(figure.total, site.emi.annualRatePct, months);
      await expect(page.locator("[data-emi-monthly]")).toHaveText(formatInr(plan.monthly));
      await expect(page.locator("[data-emi-interest]")).toHaveText(formatInr(plan.totalInterest));
    }
    await expect(page.locator("[data-emi-plan]")).toContainText(site.emi.lender);
    await expect(page.locator("[data-emi-plan]")).toContainText("Indicative");
    await expectNoAxeViolations(page);
  });

  test("prints as one A4 page with the line items, the stages, the rate-card version and a valid-until date", async ({ page }) => {
    await page.emulateMedia({ media: "print" });
    const printed = page.locator("[data-print-estimate]");
    await expect(printed).toBeVisible();
    await expect(page.locator("header").first()).toBeHidden();
    await expect(page.locator("[data-emi-plan]")).toBeHidden();
    await expect(printed).toContainText(`Rate card ${rateCard.version}`);
    await expect(printed).toContainText(/Valid until \d{1,2} \w+ 20\d\d/);
    await expect(printed).toContainText(`90 sq ft of cabinet front at ${formatInr(rateCard.cabinetRates.premium)}`);
    await expect(printed).toContainText("Installation & Handover");
    for (const line of figure.lines) await expect(printed).toContainText(formatInr(line.amount));
    const pdf = await page.pdf({ format: "A4", printBackground: true });
    const pages = pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? [];
    expect(pages).toHaveLength(1);
  });
});
