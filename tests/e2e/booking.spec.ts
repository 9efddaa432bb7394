import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { bookingForm } from "../../src/lib/forms/booking";
import { formatIndiaTime } from "../../src/lib/booking/display";
import { takeAPersonsTime } from "../support/fill-time";

const MAIL_DIR = ".data/e2e/mail";

/** The body of the visitor's .eml with quoted-printable soft breaks and escapes undone. */
async function mailTo(address: string, subject: RegExp): Promise<string> {
  for (const file of await readdir(MAIL_DIR).catch(() => [] as string[])) {
    const text = await readFile(join(MAIL_DIR, file), "utf8");
    if (!text.includes(`To: ${address}`) || !subject.test(text)) continue;
    return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return "";
}

async function signIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByLabel("Username").fill("e2e-admin");
  await page.getByLabel("Password").fill(process.env.E2E_ADMIN_PASSWORD!);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

test("a visitor books a video call, moves it from the emailed link, and the staff screen shows the new time", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "one booking per run is enough");
  test.setTimeout(90_000);
  const email = `e2e-${randomBytes(4).toString("hex")}@example.com`;
  await page.clock.install();
  await page.goto("/book?kind=video-call");
  const form = page.getByRole("form", { name: "Book a consultation time" });
  await form.hover();
  await expect(page.getByRole("radio", { name: /Video call with a designer/ })).toBeChecked();

  const slotRadios = page.locator('input[type="radio"][value$="Z"]');
  await expect(slotRadios.first()).toBeAttached();
  // A time some way into the week, so runs side by side rarely pick the same one.
  const count = await slotRadios.count();
  const chosen = slotRadios.nth(Math.floor(Math.random() * Math.min(count, 12)));
  const firstStart = (await chosen.getAttribute("value"))!;
  await chosen.focus();
  await page.keyboard.press("Space");
  await expect(chosen).toBeChecked();

  await form.getByLabel("Full name").fill("Divya Ramesh");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("98400 55555");
  await form.getByLabel("Service").selectOption({ index: 1 });
  await takeAPersonsTime(page);
  await form.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("heading", { name: "Your time is booked" })).toBeVisible();
  await expect(page.getByText(formatIndiaTime(firstStart), { exact: false }).first()).toBeVisible();

  let mail = "";
  await expect.poll(async () => (mail = await mailTo(email, /Subject: Your consultation is booked/)), { timeout: 15_000 }).not.toBe("");
  expect(mail).toContain("text/calendar");
  expect(mail).toMatch(/METHOD[:=]REQUEST/);
  const link = /https?:\/\/\S+\/book\/manage\?token=[\w.-]+/.exec(mail)![0];
  const url = new URL(link);

  await page.goto(url.pathname + url.search);
  await expect(page.getByTestId("booking-time")).toContainText(formatIndiaTime(firstStart));
  await expect(page.locator('input[type="radio"][value$="Z"]').first()).toBeAttached();
  const options = await page
    .locator('input[type="radio"][value$="Z"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const newStart = options.find((value) => value !== firstStart)!;
  await page.locator(`input[value="${newStart}"]`).check({ force: true });
  await page.getByRole("button", { name: "Move to this time" }).click();
  await expect(page.getByText("Your booking has moved")).toBeVisible();
  await expect(page.getByTestId("booking-time")).toContainText(formatIndiaTime(newStart));
  await expect.poll(() => mailTo(email, /Subject: Your consultation has moved/), { timeout: 15_000 }).toMatch(/SEQUENCE:1/);

  await signIn(page, "/admin/bookings");
  const row = page.getByRole("listitem").filter({ hasText: "Divya Ramesh" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(formatIndiaTime(newStart));
});

test(
  "/book with its time grid loaded has no accessibility violations and moves through times with the arrow keys",
  { tag: "@layout" },
  async ({ page }) => {
    await page.goto("/book?kind=video-call");
    await page.getByRole("form", { name: "Book a consultation time" }).hover();
    const times = page.locator('input[type="radio"][value$="Z"]');
    await expect(times.nth(1)).toBeAttached();
    await expectNoAxeViolations(page);
    await times.first().focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowRight");
    await expect(times.nth(1)).toBeChecked();
    await expect(times.nth(1)).toBeFocused();
  },
);

test("the booking form comes alive with the visitor's first gesture, or at once for a booking left unfinished here", async ({ page }) => {
  await page.goto("/book?kind=video-call");
  const times = page.locator('input[type="radio"][value$="Z"]');
  const name = page.getByRole("form", { name: "Book a consultation time" }).getByLabel("Full name");
  // Nothing has moved yet: once the page has loaded all it loads by itself, the form is still the server's markup.
  await page.waitForLoadState("networkidle");
  await expect(times).toHaveCount(0);
  await page.mouse.wheel(0, 200);
  await expect(times.first()).toBeAttached();
  await name.fill("Kavya Subramanian");

  // The details typed are kept on the device; coming back, the form takes them up without waiting for a gesture.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), bookingForm.island.draftKey)).toContain("Kavya Subramanian");
  await page.goto("/book?kind=video-call");
  await expect(name).toHaveValue("Kavya Subramanian");
  await expect(times.first()).toBeAttached();
});
