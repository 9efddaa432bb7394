import { expect, test } from "@playwright/test";
import { site } from "../../src/config/site";

// On a desktop the action bar is gone: WhatsApp sits in the header, and the footer carries it on every screen.
test("WhatsApp is in the desktop header and in the footer; social links appear only when set", async ({ page, isMobile }) => {
  await page.goto("/services");
  const wa = `https://wa.me/${site.contact.whatsappNumber}?text=`;
  if (!isMobile) {
    await expect(page.getByRole("navigation", { name: "Call, WhatsApp or book" })).toBeHidden();
    await expect(page.locator("header").getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      new RegExp(`^${wa.replace(/[?.]/g, "\\$&")}`),
    );
  }
  await expect(page.locator("footer").getByRole("link", { name: "WhatsApp us" })).toHaveAttribute(
    "href",
    new RegExp(`^${wa.replace(/[?.]/g, "\\$&")}`),
  );
  const set = Object.values(site.social).filter(Boolean).length;
  await expect(
    page.locator(
      "footer a[href*='facebook.com'], footer a[href*='instagram.com'], footer a[href*='x.com'], footer a[href*='linkedin.com']",
    ),
  ).toHaveCount(set);
});

test("the phone field's example is not the studio's own number", async ({ page }) => {
  await page.goto("/contact");
  const phone = page.locator("#book-consultation").getByRole("textbox", { name: /phone/i });
  await expect(phone).toBeVisible();
  const digits = (value: string | null) => (value ?? "").replace(/\D/g, "").slice(-10);
  expect(digits(await phone.getAttribute("placeholder"))).not.toBe(digits(site.contact.phone));
});
