import { expect, test } from "@playwright/test";
import { fill } from "../../src/i18n/fill";
import { forms } from "../../src/i18n/en/forms";
import { formatPromise } from "../../src/lib/leads/promise";
import { takeAPersonsTime } from "../support/fill-time";

/** The browser tests' helper server (scripts/e2e-server.ts), which reports a lead's stored row. */
const helper = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8890) + 1}`;

test("a lead keeps the tags of the link the visit began with, and the visitor is told the day and time of the call", async ({
  page,
  request,
}) => {
  await page.clock.install();
  // Arriving from a Google ad on a neighbourhood page…
  await page.goto(
    "/interior-designers-velachery?utm_source=google&utm_medium=cpc&utm_campaign=velachery-kitchens&utm_term=modular+kitchen&gclid=Cj0KCQ-test_1",
    { referer: "https://www.google.com/" },
  );
  await expect(page.locator("h1")).toBeVisible();
  // The page keeps it once loaded (polled from here: the page's own timers are on Playwright's clock).
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("visit:source"))).not.toBeNull();
  // …then on to another page of the site, where the consultation form is sent.
  await page.goto("/contact#book-consultation");
  const form = page.getByRole("form", { name: "Book a free consultation" });
  await expect(form).toHaveAttribute("data-hydrated", "true");
  const name = `Vasanthi Raman ${Date.now()}`;
  await form.getByLabel("Full name").fill(name);
  await form.getByLabel("Email").fill("vasanthi@example.com");
  await form.getByLabel("Phone").fill("9840071717");
  await form.getByLabel("Service").selectOption("modular-kitchen");
  await takeAPersonsTime(page);
  const posted = page.waitForResponse((r) => r.url().endsWith("/api/consultations") && r.request().method() === "POST");
  await form.getByRole("button", { name: "Book Consultation" }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  const { promise } = (await response.json()) as { promise: string };

  // The in-form thank-you panel says when the call will come, in words, before the page moves on.
  const sentence = fill(forms.promise.call, { when: formatPromise(new Date(promise), "en") });
  await expect(page.getByRole("status").getByText(sentence)).toBeVisible();
  await expect(page.getByText(forms.consultation.thanksNext)).toBeVisible();
  // So does the thank-you page it goes on to.
  await page.clock.fastForward(2000);
  await page.waitForURL("**/thank-you");
  await expect(page.getByText(sentence)).toBeVisible();

  const stored = await (await request.get(`${helper}/lead?kind=consultation&name=${encodeURIComponent(name)}`)).json();
  expect(stored.visitSource).toEqual({
    first: {
      landingPage: "/interior-designers-velachery",
      referrer: "www.google.com",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "velachery-kitchens",
      utm_term: "modular kitchen",
      gclid: "Cj0KCQ-test_1",
    },
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the thank-you page keeps its general words when it cannot show the time", async ({ page }) => {
    await page.goto("/thank-you?by=2026-11-30T05:30:00.000Z");
    await expect(page.getByText("Our team will contact you within 24 hours to confirm your consultation.")).toBeVisible();
    await expect(page.getByText(/A designer will call you by/)).toBeHidden();
  });
});
