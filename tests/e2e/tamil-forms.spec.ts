import { expect, test } from "@playwright/test";
import { forms as en } from "../../src/i18n/en/forms";
import { forms as ta } from "../../src/i18n/ta/forms";
import type { LeadPage } from "../../src/lib/admin/leads";
import { takeAPersonsTime } from "../support/fill-time";

test("the consultation form on /ta/contact speaks Tamil, and its lead is stored as a Tamil lead", async ({ page, request, baseURL }) => {
  await page.clock.install();
  await page.goto("/ta/contact#book-consultation");
  const form = page.getByRole("form", { name: ta.consultation.formLabel });
  await expect(form).toHaveAttribute("data-hydrated", "true");

  await form.getByRole("button", { name: ta.consultation.submit }).click();
  for (const message of [ta.validation.nameTooShort, ta.validation.email, ta.validation.phone, ta.validation.service]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(form.getByText(en.validation.nameTooShort)).toHaveCount(0);

  const name = `கார்த்திகா சுந்தரம் ${Date.now()}`;
  await form.getByLabel(ta.fields.fullName).fill(name);
  await form.getByLabel(ta.fields.email).fill("karthika@example.com");
  await form.getByLabel(ta.fields.phone).fill("98400 12345");
  await form.getByLabel(ta.fields.service).selectOption({ label: ta.services["modular-kitchen"] });
  await expect(form.getByText(ta.validation.phone)).toHaveCount(0);
  await takeAPersonsTime(page);
  const posted = page.waitForResponse((response) => response.url().endsWith("/api/consultations"));
  await form.getByRole("button", { name: ta.consultation.submit }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ fullName: name, lang: "ta" });
  await expect(page.getByText(ta.consultation.thanksTitle)).toBeVisible();
  await expect(page).toHaveURL(/\/ta\/thank-you$/);

  // Staff find it under Tamil in the leads inbox.
  const signIn = await request.post("/api/admin/login", {
    data: { username: "e2e-admin", password: process.env.E2E_ADMIN_PASSWORD },
    headers: { Origin: baseURL! },
  });
  expect(signIn.status()).toBe(200);
  const inbox = await request.get(`/api/admin/leads?kind=consultation&lang=ta&q=${encodeURIComponent(name)}`);
  const { items } = ((await inbox.json()) as { data: LeadPage }).data;
  expect(items.map((item) => [item.name, item.lang])).toEqual([[name, "ta"]]);
});
