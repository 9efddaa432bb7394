import { expect, test } from "@playwright/test";
import { waitForRenderedParts } from "./axe";

const viewport = (isMobile: boolean) => (isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 });

test("one meaning for Book: the consultation block offers a time booked now, apart from a call-back request", async ({
  page,
  isMobile,
}) => {
  await page.setViewportSize(viewport(isMobile));
  await page.goto("/contact#book-consultation");
  await waitForRenderedParts(page);
  const section = page.locator("#book-consultation");
  const pick = section.getByRole("link", { name: "See free times" });
  await expect(pick).toBeVisible();
  await expect(pick).toHaveAttribute("href", "/book");
  // The form that follows says what it is: a request for a call, not an appointment.
  await expect(section.locator("[data-callback-note]")).toHaveText(/sends a request, not an appointment/);
  await expect(section.getByRole("heading", { name: "Or ask us to call you back" })).toBeVisible();
  if (isMobile) await expect(page.locator("[data-action-bar] [data-action=book]")).toHaveAttribute("href", "/book");

  await pick.click();
  await page.waitForURL("**/book");
  await expect(page.getByRole("form", { name: "Book a consultation time" })).toBeVisible();
});

test("a centre's page books a visit to that centre: the times in one page, a week in words, the choice summed up", async ({
  page,
  isMobile,
}) => {
  await page.setViewportSize(viewport(isMobile));
  await page.goto("/experience-centres/adyar");
  await expect(page.locator("[data-centre-map] svg[role=img]")).toBeVisible();
  await page.getByRole("link", { name: "Pick a time to visit" }).click();
  await page.waitForURL("**/book?kind=centre-visit&centre=adyar");
  const form = page.getByRole("form", { name: "Book a consultation time" });
  await form.hover();
  await expect(page.getByRole("radio", { name: /Visit/ })).toBeChecked();
  await expect(form.getByRole("combobox", { name: "Experience centre" })).toHaveValue("adyar");
  // The kinds are offered once, in the form.
  await expect(page.getByText("60 minutes")).toHaveCount(1);

  const times = form.getByRole("group", { name: "2. Choose a time" });
  await expect(times.getByText(/^\d{1,2} [A-Z][a-z]{2} – \d{1,2} [A-Z][a-z]{2} · India time/)).toBeVisible();
  await expect(times.getByText(/\d{4}-\d{2}-\d{2}/)).toHaveCount(0);
  const first = times.getByRole("radio").first();
  await first.check({ force: true });
  await expect(form.locator("[data-chosen-time]")).toContainText(/Your choice: .*Adyar, .* \(India time\), 60 minutes\./);
  // No box scrolled inside the page.
  const scrollBoxes = await times.evaluate(
    (group) =>
      [...group.querySelectorAll("*")].filter((element) => ["auto", "scroll"].includes(getComputedStyle(element).overflowY)).length,
  );
  expect(scrollBoxes).toBe(0);
});
