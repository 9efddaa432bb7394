import { expect, test, type Locator, type Page } from "@playwright/test";
import { takeAPersonsTime } from "../support/fill-time";

/** The consultation form on /contact, once its island has hydrated. */
async function consultationForm(page: Page) {
  await page.clock.install();
  await page.goto("/contact#book-consultation");
  const form = page.getByRole("form", { name: "Book a free consultation" });
  await expect(form).toHaveAttribute("data-hydrated", "true");
  return form;
}

/** A person's valid answers, asking about the given service. */
async function fillIn(form: Locator, service: string) {
  await form.getByLabel("Full name").fill("Meena Sundar");
  await form.getByLabel("Email").fill("meena@example.com");
  await form.getByLabel("Phone").fill("9840012345");
  await form.getByLabel("Service").selectOption(service);
}

test("the home page loads with its title, hero and consultation form", { tag: "@layout" }, async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Aalayam Interiors/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
  expect(errors).toEqual([]);
});

test("the 404 page answers 404 with the spec's texts and buttons", async ({ page }) => {
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("not-found | Aalayam Interiors");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("We're sorry, the page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Homepage" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/contact");
});

test.describe("consultation form at /contact#book-consultation", () => {
  test("shows the spec's messages on submit, then re-validates on change", async ({ page }) => {
    const form = await consultationForm(page);
    await form.getByRole("button", { name: "Book Consultation" }).click();
    await expect(form.getByText("Name must be at least 3 characters")).toBeVisible();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByText("Phone number must be at least 10 digits")).toBeVisible();
    await expect(form.getByText("Please select a service")).toBeVisible();
    await form.getByLabel("Full name").fill("Meena Sundar");
    await expect(form.getByText("Name must be at least 3 characters")).toBeHidden();
  });

  test("books a consultation, shows the success toast and lands on /thank-you", async ({ page }) => {
    const form = await consultationForm(page);
    await fillIn(form, "modular-kitchen");
    await takeAPersonsTime(page);
    const posted = page.waitForResponse((r) => r.url().endsWith("/api/consultations") && r.request().method() === "POST");
    await form.getByRole("button", { name: "Book Consultation" }).click();
    expect((await posted).status()).toBe(201);
    await expect(page.getByText("Consultation Booked")).toBeVisible();
    await page.waitForURL("**/thank-you");
    await expect(page.getByText("within 24 hours")).toBeVisible();
  });

  test("shows an error toast in the spec's format when the server refuses", async ({ page }) => {
    await page.route("**/api/consultations", (route) => route.fulfill({ status: 503, body: "" }));
    const form = await consultationForm(page);
    await fillIn(form, "tv-units");
    await form.getByRole("button", { name: "Book Consultation" }).click();
    const toast = page.getByRole("alert");
    await expect(toast).toContainText("Error");
    await expect(toast).toContainText("503: Service Unavailable");
    await expect(page).toHaveURL(/\/contact/);
  });
});

test("the list APIs answer { data: [...] } from the seeded database", async ({ request }) => {
  for (const path of ["/api/services", "/api/projects", "/api/testimonials"]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    const body = (await response.json()) as { data: unknown[] };
    expect(body.data.length).toBeGreaterThan(0);
  }
});

test("netlify.toml's headers reach static pages", async ({ request }) => {
  const page = await request.get("/contact");
  expect(page.headers()["x-content-type-options"]).toBe("nosniff");
  expect(page.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
});
