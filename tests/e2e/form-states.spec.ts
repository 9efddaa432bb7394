import { expect, test, type Page } from "@playwright/test";
import { site } from "../../src/config/site";
import { KEPT_AFTER_MS } from "../../src/islands/lead/useLeadForm";
import { takeAPersonsTime } from "../support/fill-time";

/** The toasts on the page: each island has its own region, and a toast is an item (an alert or a status) in one. */
const toasts = (page: Page) => page.getByRole("list", { name: "Notifications (F8)" }).locator("li");

async function fillConsultation(page: Page) {
  const form = page.getByRole("form", { name: "Book a free consultation" });
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute("data-hydrated", "true");
  await form.getByLabel("Full name").fill("Meena Sundaram");
  await form.getByLabel("Email").fill("meena@example.com");
  await form.getByLabel("Phone").fill("9840077777");
  await form.getByLabel("Service").selectOption("modular-kitchen");
  return form;
}

test("one toast at a time: a second form's failure replaces the first form's toast", async ({ page }) => {
  const refuse = {
    status: 400,
    contentType: "application/json",
    body: JSON.stringify({ error: "Please correct the highlighted fields." }),
  };
  await page.route("**/api/consultations", (route) => route.fulfill(refuse));
  await page.route("**/api/contacts", (route) => route.fulfill(refuse));
  await page.goto("/contact");
  const consultation = await fillConsultation(page);
  const contact = page.getByRole("form", { name: "Send us a message" });
  await contact.scrollIntoViewIfNeeded();
  await expect(contact).toHaveAttribute("data-hydrated", "true");
  await contact.getByLabel("Name").fill("Meena Sundaram");
  await contact.getByLabel("Phone").fill("9840077777");
  await contact.getByLabel("Email").fill("meena@example.com");
  await contact.getByLabel("Message").fill("Do you work in Besant Nagar on weekends?");

  // Both forms filled first, then sent one after the other: well inside a toast's five seconds.
  await consultation.getByRole("button", { name: "Book Consultation" }).click();
  await expect(consultation.locator("li[role=alert]")).toHaveCount(1);
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(contact.locator("li[role=alert]")).toHaveCount(1);
  // Counted at once, not awaited: the first toast would leave by itself once its five seconds are up.
  expect(await toasts(page).count()).toBe(1);
});

test("a server that keeps failing: after a bounded time the form says the details are kept and gives the number to call", async ({
  page,
}) => {
  let up = false;
  await page.route("**/api/consultations", (route) =>
    up ? route.continue() : route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"unavailable"}' }),
  );
  await page.clock.install();
  await page.goto("/contact#book-consultation");
  const form = await fillConsultation(page);
  await takeAPersonsTime(page);
  const button = form.getByRole("button", { name: "Book Consultation" });
  await button.click();
  await expect(form.getByRole("button", { name: "Processing..." })).toBeDisabled();
  await page.clock.fastForward(KEPT_AFTER_MS + 1000);
  const notice = form.getByRole("alert").filter({ hasText: "Your details are kept on this device and will be sent" });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("link", { name: site.contact.phone })).toHaveAttribute("href", site.contact.phoneHref);
  await expect(button).toBeEnabled();

  // The visitor leaves; the server recovers; the next time the form loads it sends what it kept, without a press.
  up = true;
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/consultations") && r.status() === 201);
  await page.reload();
  await (await saved).finished();
  await page.waitForURL("**/thank-you");
});
