import { expect, test, type APIRequestContext } from "@playwright/test";
import { enquiryPage as en } from "../../src/i18n/en/enquiry-page";
import { enquiryPage as ta } from "../../src/i18n/ta/enquiry-page";
import { uniqueKey, uniquePerson, validConsultation } from "../support/leads";

const WORDS = { en, ta };

/** A consultation sent as the form sends it; the private link its answer carries, as a path on this site. */
async function newLead(request: APIRequestContext, lang: "en" | "ta") {
  const who = uniquePerson();
  const response = await request.post("/api/consultations", { data: { ...validConsultation, ...who, lang, idempotencyKey: uniqueKey() } });
  expect(response.status()).toBe(201);
  const { enquiryUrl } = (await response.json()) as { enquiryUrl: string };
  const url = new URL(enquiryUrl);
  return { ...who, path: `${url.pathname}${url.search}` };
}

for (const lang of ["en", "ta"] as const) {
  test(`the private page shows the enquiry and takes the person's choices (${lang})`, async ({ page, request }) => {
    const t = WORDS[lang];
    const lead = await newLead(request, lang);
    expect(lead.path).toMatch(lang === "ta" ? /^\/ta\/enquiry\?t=/ : /^\/enquiry\?t=/);
    const response = await page.goto(lead.path);
    expect(response!.headers()["x-robots-tag"]).toContain("noindex");
    expect(response!.headers()["cache-control"]).toBe("no-store");
    await expect(page.locator("meta[name=robots]")).toHaveAttribute("content", /noindex/);
    await expect(page.getByText(t.stages.new)).toBeVisible();
    await expect(page.getByText(lead.email)).toBeVisible();

    await page.getByLabel(t.channels.whatsapp).check();
    await page.getByLabel(t.windows.evening).check();
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(t.channels.whatsapp)).toBeChecked();

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: t.download }).click();
    expect((await download).suggestedFilename()).toBe("my-enquiry.json");

    await page.getByRole("button", { name: t.stop, exact: true }).click();
    await page.getByRole("button", { name: t.stopConfirm }).click();
    await expect(page.getByText(t.stages.withdrawn)).toBeVisible();

    await page.getByRole("button", { name: t.erase, exact: true }).click();
    await page.getByRole("button", { name: t.eraseConfirm }).click();
    await expect(page.getByText(t.erased)).toBeVisible();
    await page.reload();
    await expect(page.getByText(t.missing)).toBeVisible();
  });
}

test("an unknown link shows the same page as a deleted one", async ({ page }) => {
  await page.goto("/enquiry?t=AAAAAAAAAAAAAAAAAAAAAAAA");
  await expect(page.getByText(en.missing)).toBeVisible();
});
