import { expect, test, type Page } from "@playwright/test";
import { site } from "../../src/config/site";
import { launcher } from "../support/chat-page";
import { hydratedCarousel } from "../support/process-carousel";

// What a visitor on a phone sees: the action bar, room for the chat launcher, pictures that are there in time.
test.use({ viewport: { width: 390, height: 844 } });
test.skip(({ isMobile }) => !isMobile, "the action bar is for phones");

const bar = (page: Page) => page.getByRole("navigation", { name: "Call, WhatsApp or book" });

const PAGES = [
  { path: "/", named: "Home" },
  { path: "/modular-kitchen", named: "Modular Kitchens" },
  { path: "/interior-designers-adyar", named: "Adyar" },
  { path: "/price-estimator", named: "Price Estimator" },
];

for (const { path, named } of PAGES) {
  test(`${path}: call, WhatsApp and book are one tap away, clear of the chat launcher`, async ({ page }) => {
    await page.goto(path);
    const call = bar(page).getByRole("link", { name: "Call" });
    const whatsapp = bar(page).getByRole("link", { name: "WhatsApp" });
    const book = bar(page).getByRole("link", { name: "Book" });
    for (const action of [call, whatsapp, book]) await expect(action).toBeInViewport({ ratio: 1 });
    await expect(call).toHaveAttribute("href", site.contact.phoneHref);

    // The launcher stands above the bar, not under it; while a button or a price is under its corner it has stepped
    // aside (src/scripts/keep-clear.ts) and covers nothing.
    const barBox = (await bar(page).boundingBox())!;
    const resting = page.locator('button[data-replay="launcher"]:not([data-aside])');
    if ((await resting.count()) > 0) {
      const launcherBox = (await launcher(page).boundingBox())!;
      expect(launcherBox.y + launcherBox.height).toBeLessThanOrEqual(barBox.y);
    } else {
      await expect(launcher(page)).toBeHidden();
    }

    // WhatsApp opens a chat with the studio, the message already naming this page.
    let opened = "";
    await page.route("https://wa.me/**", async (route) => {
      opened = route.request().url();
      await route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" });
    });
    await whatsapp.click();
    await expect.poll(() => opened).toContain(`https://wa.me/${site.contact.whatsappNumber}?text=`);
    expect(new URL(opened).searchParams.get("text")).toContain(named);

    // Book leads to the page where a visitor picks a time.
    await page.goto(path);
    await book.click();
    await expect(page).toHaveURL(/\/book$/);
    await expect(page.getByRole("heading", { level: 1, name: "Book a time, not a callback" })).toBeVisible();
  });
}

test("the action bar keeps its room: the last footer link can be scrolled clear of it", async ({ page }) => {
  await page.goto("/modular-kitchen");
  const last = page.locator("footer a").last();
  await last.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const barBox = (await bar(page).boundingBox())!;
  const linkBox = (await last.boundingBox())!;
  expect(linkBox.y + linkBox.height).toBeLessThanOrEqual(barBox.y);
  expect(linkBox.height).toBeGreaterThanOrEqual(44);
});

test("the estimator's last checkbox can be ticked with the chat launcher on screen", async ({ page }) => {
  await page.goto("/price-estimator/bhk-type");
  await expect(page.locator('main [data-ready="true"]').first()).toBeAttached();
  await page.getByText("2 BHK", { exact: true }).click();
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/price-estimator\/rooms$/);
  await expect(launcher(page)).toBeVisible();
  const checkboxes = page.getByRole("checkbox");
  const last = checkboxes.last();
  const before = await last.isChecked();
  // Scrolled to as a phone's browser scrolls to it (to the bottom edge), the checkbox itself takes the tap.
  await last.evaluate((checkbox) => checkbox.scrollIntoView({ block: "end", behavior: "instant" }));
  const box = (await last.boundingBox())!;
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("label")?.textContent ?? "something else", {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
  expect(hit).toContain("False ceiling");
  await last.click({ timeout: 5000 });
  expect(await last.isChecked()).toBe(!before);
});

test("every step picture of the process carousel is loaded before the carousel shows it", async ({ page }) => {
  // No autoplay, so the steps change only when the test asks.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const carousel = await hydratedCarousel(page);
  await page.waitForLoadState("networkidle");
  // Records, the moment each step's picture enters the page, whether it is already loaded.
  await carousel.evaluate((root) => {
    const seen: boolean[] = [];
    (window as unknown as { stepPictures: boolean[] }).stepPictures = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node instanceof HTMLImageElement) seen.push(node.complete && node.naturalWidth > 0);
      }
    }).observe(root, { childList: true, subtree: true });
  });
  for (let step = 2; step <= 6; step++) {
    await carousel.getByRole("button", { name: new RegExp(`^Step ${step}:`) }).click();
    await expect(carousel.getByRole("group", { name: `${step} of 6` })).toBeVisible();
  }
  expect(await page.evaluate(() => (window as unknown as { stepPictures: boolean[] }).stepPictures)).toEqual([
    true,
    true,
    true,
    true,
    true,
  ]);
});
