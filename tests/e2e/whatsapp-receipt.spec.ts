import { expect, test } from "@playwright/test";
import { site } from "../../src/config/site";
import { fill } from "../../src/i18n/fill";
import { enquiries } from "../../src/i18n/en/enquiries";
import { staff } from "../../src/i18n/en/staff";
import { forms as ta } from "../../src/i18n/ta/forms";
import { takeAPersonsTime } from "../support/fill-time";

/** The browser tests' helper server (scripts/e2e-server.ts), which reports what the WhatsApp stand-in received. */
const helper = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8890) + 1}`;

interface Received {
  body: { to: string; template: { name: string; language: { code: string }; components: { parameters: { text: string }[] }[] } };
}

test("ticking the WhatsApp box on a Tamil form sends the receipt as a Tamil template", async ({ page, request }) => {
  await page.clock.install();
  await page.goto("/ta/contact#book-consultation");
  const form = page.getByRole("form", { name: ta.consultation.formLabel });
  await expect(form).toHaveAttribute("data-hydrated", "true");

  const box = form.getByLabel(fill(ta.fields.whatsappReceipts, { brand: site.brand }));
  await expect(box).not.toBeChecked();
  const phone = `97${String(Date.now()).slice(-8)}`;
  await form.getByLabel(ta.fields.fullName).fill("கார்த்திகா சுந்தரம்");
  await form.getByLabel(ta.fields.email).fill("karthika@example.com");
  await form.getByLabel(ta.fields.phone).fill(phone);
  await form.getByLabel(ta.fields.service).selectOption({ label: ta.services["modular-kitchen"] });
  await box.check();
  await takeAPersonsTime(page);
  const posted = page.waitForResponse((response) => response.url().endsWith("/api/consultations"));
  await form.getByRole("button", { name: ta.consultation.submit }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ whatsappReceipts: true, lang: "ta" });

  // The receipt is sent right after the answer, through the outbox.
  await expect
    .poll(async () => {
      const received = (await (await request.get(`${helper}/whatsapp`)).json()) as Received[];
      return received
        .filter((message) => message.body.to === `91${phone}`)
        .map((message) => [message.body.template.name, message.body.template.language.code]);
    })
    .toEqual([["receipt_request_link", "ta"]]);
  const [receipt] = ((await (await request.get(`${helper}/whatsapp`)).json()) as Received[]).filter(
    (message) => message.body.to === `91${phone}`,
  );
  expect(receipt!.body.template.components[0]!.parameters[0]!.text).toBe("கார்த்திகா");
});

test("a designer turns on their own WhatsApp alerts on the staff screen", async ({ page }) => {
  const words = staff.accounts.whatsapp;
  await page.goto("/admin/staff");
  await page.getByLabel("Username").fill("e2e-designer");
  await page.getByLabel("Password").fill(process.env.E2E_ADMIN_PASSWORD!);
  await page.getByRole("button", { name: "Sign in" }).click();
  const own = page.getByRole("form", { name: words.title });
  await own.getByLabel(words.number).fill("98400 12");
  await own.getByLabel(words.optIn).check();
  await own.getByRole("button", { name: words.save }).click();
  await expect(own.getByText(enquiries.errors.whatsappNumber)).toBeVisible();
  await own.getByLabel(words.number).fill("+91 98400 12345");
  await own.getByRole("button", { name: words.save }).click();
  await expect(own.getByText(staff.accounts.saved)).toBeVisible();
  const accounts = (await (await page.request.get("/api/admin/staff")).json()) as {
    data: { username: string; whatsapp: string; whatsappAlerts: boolean }[];
  };
  expect(accounts.data.find((account) => account.username === "e2e-designer")).toMatchObject({
    whatsapp: "919840012345",
    whatsappAlerts: true,
  });
});
