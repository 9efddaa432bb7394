import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { FEATURED_ORDER } from "../../src/config/home";
import { LINKED_PLACES } from "../../src/config/linked-places";
import { hydratedCarousel } from "../support/process-carousel";

const hero = (page: Page) => page.locator("[data-hero]");
const currentSlide = (page: Page) => hero(page).locator('[data-hero-slide]:not([aria-hidden="true"])');

test.beforeEach(async ({ page }) => {
  // The carousel's timing runs on Playwright's clock: the autoplay test moves it on rather than waiting.
  await page.clock.install();
  await page.goto("/");
  await expect(hero(page)).toHaveAttribute("data-ready", "true");
});

test("logs no console error and passes axe with no violations", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  await page.reload();
  await page.locator("#book-consultation").scrollIntoViewIfNeeded();
  await page.getByRole("region", { name: "From design to move-in, step by step" }).waitFor();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test.describe("hero carousel", () => {
  test("has the three slides, wraps both ways and jumps with the dots", async ({ page }) => {
    await hero(page).hover(); // pauses autoplay
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 of 3: Transform Your Living Spaces");
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "3 of 3: Elegance in Every Detail");
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 of 3: Transform Your Living Spaces");
    await page.getByRole("button", { name: "Slide 2: Design That Inspires" }).click();
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "2 of 3: Design That Inspires");
    await expect(page.getByRole("button", { name: "Slide 2: Design That Inspires" })).toHaveAttribute("aria-current", "true");
  });

  test("advances by itself every 5 seconds and stops when paused", async ({ page }) => {
    const label = () => currentSlide(page).getAttribute("aria-label");
    await page.mouse.move(0, 0);
    // From here the page's time moves only when the test moves it.
    await page.clock.pauseAt(Date.now() + 1000);
    const first = Number((await label())!.split(" ")[0]);
    await page.clock.runFor(5000);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", new RegExp(`^${(first % 3) + 1} of 3`));
    const shown = await label();
    await page.getByRole("button", { name: "Pause automatic slide show" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(15_000);
    expect(await label()).toBe(shown);
  });

  test("first image is the prioritised, sized LCP candidate", async ({ page }) => {
    const first = hero(page).locator("img").first();
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(first).toHaveAttribute("loading", "eager");
    await expect(first).toHaveAttribute("width", /\d+/);
    await expect(first).toHaveAttribute("height", /\d+/);
  });

  test("clicking the slide image opens a full-screen overlay closed by a click or Escape", async ({ page }) => {
    await hero(page).hover();
    await page.getByRole("button", { name: /^Enlarge image: A warm living room/ }).click();
    const dialog = page.getByRole("dialog", { name: "Enlarged image" });
    await expect(dialog).toBeVisible();
    await page.mouse.click(10, 10);
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: /^Enlarge image: A warm living room/ }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: /^Enlarge image: A warm living room/ })).toBeFocused();
  });
});

test("services: the first three services, three tiles and Start Now", async ({ page }) => {
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Our Products and Services" }) });
  const links = section.locator("ul").first().getByRole("link");
  await expect(links).toHaveCount(3);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
    "/modular-kitchen",
    "/bedroom-design",
    "/living-room",
  ]);
  for (const tile of ["Design & Planning", "Complete & Purchase", "Setting up"]) {
    await expect(section.getByRole("heading", { name: tile })).toBeVisible();
  }
  await expect(section.getByRole("link", { name: "Start Now" })).toHaveAttribute("href", "/contact#book-consultation");
});

test("service grid links the spec's 15 pages in order", async ({ page }) => {
  const hrefs = await page.locator("[data-service-grid] a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual([
    "/modular-kitchen",
    "/storage-wardrobe",
    "/crockery-units",
    "/space-saving-furniture",
    "/tv-units",
    "/study-tables",
    "/false-ceiling-designs",
    "/services/lights",
    "/services/wallpaper",
    "/services/wall-paint",
    "/services/bathroom",
    "/services/pooja-unit",
    "/services/foyer-designs",
    "/services/movable-furniture",
    "/services/kids-bedroom",
  ]);
});

test.describe("highlighted projects", () => {
  test("six fixed cards in Chennai, filters and a lightbox closed by ×, backdrop or Escape", async ({ page }) => {
    const section = page.locator("[data-project-filter]");
    const titles = await section.getByRole("heading", { level: 3 }).allTextContents();
    expect(titles).toHaveLength(6);
    expect(titles).toEqual(FEATURED_ORDER);
    await expect(section.getByText("Chennai, Tamil Nadu")).toHaveCount(6);

    await expect(section.getByRole("link", { name: "Kitchen", exact: true })).toHaveAttribute("href", "/modular-kitchen");
    await expect(section.getByRole("link", { name: "Bedroom", exact: true })).toHaveAttribute("href", "/bedroom-design");
    await expect(section.getByRole("link", { name: "Living Room", exact: true })).toHaveAttribute("href", "/living-room");
    await section.getByRole("button", { name: "Bathroom", exact: true }).click();
    await expect(section.getByRole("button", { name: "Bathroom", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(section.getByRole("button", { name: "All", exact: true })).toHaveAttribute("aria-pressed", "false");
    await expect(section.getByRole("heading", { level: 3 })).toHaveCount(6);
    await expect(section.getByRole("link", { name: "See All Projects" })).toHaveAttribute("href", "/projects");

    const dialog = page.getByRole("dialog", { name: "Enlarged image" });
    const open = () => section.getByRole("button", { name: "Enlarge image: Designer Kitchen" }).click();
    await open();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close image" }).click();
    await expect(dialog).toBeHidden();
    await open();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await open();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test("testimonials show stars with a label and initials without an avatar", async ({ page }) => {
  const section = page.locator("section", { has: page.getByRole("heading", { name: "What Our Clients Say" }) });
  await expect(section.getByRole("img", { name: /^Rated [1-5] out of 5$/ }).first()).toBeVisible();
  await expect(section.locator("figcaption span[aria-hidden]").first()).toHaveText(/^[A-Z]{1,2}$/);
});

test.describe("process carousel", () => {
  test("jumps, wraps both ways, and a manual change turns the progress off", async ({ page }) => {
    const carousel = await hydratedCarousel(page);
    await expect(carousel.getByRole("progressbar")).toBeVisible();
    await carousel.getByRole("button", { name: "Step 4: Finalise Your Design" }).click();
    await expect(carousel.getByRole("heading", { name: "Finalise Your Design" })).toBeVisible();
    await expect(carousel.getByRole("progressbar")).toHaveCount(0);
    await carousel.getByRole("button", { name: "Step 1: Design Consultation" }).click();
    await carousel.getByRole("button", { name: "Previous step" }).click();
    await expect(carousel.getByRole("heading", { name: "Installation & Handover" })).toBeVisible();
    await carousel.getByRole("button", { name: "Next step" }).click();
    await expect(carousel.getByRole("heading", { name: "Design Consultation" })).toBeVisible();
  });

  test("autoplay advances every 3 seconds with a progress bar, and can be toggled", async ({ page }) => {
    // The page's clock, stopped: the test moves time itself, so a busy machine cannot stretch or squeeze 3 seconds.
    await page.clock.install({ time: new Date("2026-01-05T10:00:00+05:30") });
    await page.clock.pauseAt(new Date("2026-01-05T10:00:01+05:30"));
    await page.goto("/");
    const carousel = await hydratedCarousel(page);
    await page.mouse.move(0, 0);
    await page.clock.runFor(2900);
    await expect(carousel.getByRole("heading", { name: "Design Consultation" })).toBeVisible();
    await page.clock.runFor(200);
    await expect(carousel.getByRole("heading", { name: "Book Your Order" })).toBeVisible();
    await carousel.getByRole("button", { name: "Pause autoplay" }).click();
    await expect(carousel.getByRole("progressbar")).toHaveCount(0);
    await carousel.getByRole("button", { name: "Autoplay" }).click();
    await expect(carousel.getByRole("progressbar")).toBeVisible();
  });
});

test("closing links go to the consultation form", async ({ page }) => {
  await expect(page.getByRole("link", { name: "SCHEDULE A CONSULTATION" })).toHaveAttribute("href", "/contact#book-consultation");
  await expect(page.getByRole("link", { name: "Book a Consultation" })).toHaveAttribute("href", "/contact#book-consultation");
  await expect(page.getByRole("link", { name: "Explore Our Services" })).toHaveAttribute("href", "/services");
  await expect(page.getByRole("link", { name: "Book Free Consultation" }).first()).toHaveAttribute("href", "/contact#book-consultation");
});

test("location block lists the 18 places and View All Locations", async ({ page }) => {
  const block = page.locator("section", { has: page.getByRole("heading", { name: "Interior Design Services in Tamil Nadu & Bangalore" }) });
  const hrefs = await block.locator("li a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(hrefs).toHaveLength(18);
  expect(hrefs).toEqual([...LINKED_PLACES.cities, ...LINKED_PLACES.areas].map((place) => `/interior-designers-${place}`));
  await expect(block.getByRole("link", { name: "View All Locations" })).toHaveAttribute("href", "/sitemap");
});

test("scroll-to-top appears past 300 px and takes the visitor back up", async ({ page }) => {
  const button = page.getByRole("button", { name: "Scroll to top" });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test("an image that fails to load shows 'Image unavailable' in its place", async ({ page }) => {
  await page.route(/\/_astro\/kitchen-modern\.[^/]+\.(avif|webp|jpg)$/, (route) => route.abort());
  await page.goto("/");
  const card = page
    .locator("section", { has: page.getByRole("heading", { name: "Our Products and Services" }) })
    .getByRole("listitem")
    .first();
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText("Image unavailable")).toBeVisible();
});
