import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { chat as enChat } from "../../src/i18n/en/chat";
import { estimator as enEstimator } from "../../src/i18n/en/estimator";
import { notice as en } from "../../src/i18n/en/notice";
import { chat as taChat } from "../../src/i18n/ta/chat";
import { estimator as taEstimator } from "../../src/i18n/ta/estimator";
import { notice as ta } from "../../src/i18n/ta/notice";
import { localePath, type Locale } from "../../src/i18n/locales";
import type { NoticeForm } from "../../src/lib/privacy/consent";
import { launcher, panel, send } from "../support/chat-page";
import { walkToPackage } from "../support/estimator-walk";
import { takeAPersonsTime } from "../support/fill-time";

const WORDS = { en, ta };
const CHAT = { en: enChat, ta: taChat };
const ESTIMATOR = { en: enEstimator, ta: taEstimator };

/** The version the privacy notice itself shows: every form must send this one. */
async function publishedVersion(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/privacy-policy")).text();
  return /data-notice-version="([0-9a-z]{11})"/.exec(html)![1]!;
}

/** The notice beside a form: its words in the page's language, the link to the full notice, the version it records. */
async function expectNotice(scope: Locator, form: NoticeForm, locale: Locale, version: string) {
  const notice = scope.locator(`[data-privacy-notice="${form}"]`);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(WORDS[locale].text);
  await expect(notice.getByRole("link", { name: WORDS[locale].link })).toHaveAttribute("href", localePath("/privacy-policy", locale));
  await expect(notice.locator('input[name="noticeVersion"]')).toHaveValue(version);
}

/** A form's notice sits just before its submit button. */
async function expectBeforeSubmit(form: Locator, noticeForm: NoticeForm) {
  const order = await form.evaluate((element, name) => {
    const notice = element.querySelector(`[data-privacy-notice="${name}"]`)!;
    const submit = element.querySelector('button[type="submit"]')!;
    return notice.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING;
  }, noticeForm);
  expect(order).toBeTruthy();
}

const formOf = (page: Page, form: NoticeForm) => page.locator("form").filter({ has: page.locator(`[data-privacy-notice="${form}"]`) });

for (const locale of ["en", "ta"] as const) {
  test.describe(`the privacy notice at every form (${locale})`, () => {
    let version = "";
    test.beforeAll(async ({ request }) => {
      version = await publishedVersion(request);
    });

    for (const [path, form] of [
      ["/contact", "consultation"],
      ["/contact", "contact"],
      ["/landing", "landing"],
      ["/book", "booking"],
    ] as const) {
      test(`${form} on ${localePath(path, locale)}`, async ({ page }) => {
        await page.goto(localePath(path, locale));
        const scope = formOf(page, form);
        await scope.scrollIntoViewIfNeeded();
        await expectNotice(scope, form, locale, version);
        await expectBeforeSubmit(scope, form);
      });
    }

    test(`the estimator's contact step (${locale})`, async ({ page }) => {
      // The contact step opens once the home, rooms and package are chosen.
      const words = ESTIMATOR[locale];
      await walkToPackage(page, { home: "2 BHK", pkg: locale === "en" ? "Essentials" : "எசென்ஷியல்ஸ்", locale });
      await page.getByRole("link", { name: words.choose.saveOrShare }).click();
      await page.waitForURL("**/price-estimator/contact");
      const scope = formOf(page, "estimator");
      await expectNotice(scope, "estimator", locale, version);
      await expectBeforeSubmit(scope, "estimator");
    });

    test(`the popup (${locale})`, async ({ page }) => {
      await page.clock.install();
      await page.goto(localePath("/about", locale));
      await page.clock.fastForward("00:31"); // the popup opens by itself after 30 seconds on a page
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expectNotice(dialog, "popup", locale, version);
    });

    test(`the chat, before it asks for a number (${locale})`, async ({ page }) => {
      await page.clock.install();
      await page.goto(localePath("/services", locale));
      await takeAPersonsTime(page);
      await page.getByRole("button", { name: CHAT[locale].panel.open }).click();
      const chat = page.getByRole("dialog", { name: CHAT[locale].panel.title });
      await expect(chat.locator('[data-privacy-notice="chat"]')).toHaveCount(0);
      await chat.getByRole("textbox").fill("Divya");
      await chat.getByRole("textbox").press("Enter");
      await expectNotice(chat, "chat", locale, version);
    });
  });
}

test("a lead sends the version and form its notice showed, and the chat's number goes with the chat's", async ({ page, request }) => {
  const version = await publishedVersion(request);
  await page.clock.install();
  await page.goto("/contact#contact-form");
  const form = page.getByRole("form", { name: "Send us a message" });
  await expect(form).toHaveAttribute("data-hydrated", "true");
  await form.getByLabel("Name").fill("Notice Reader");
  await form.getByLabel("Email").fill("notice-reader@example.com");
  await form.getByLabel("Phone").fill("98400 66666");
  await form.getByLabel("Message").fill("Checking the notice");
  await takeAPersonsTime(page);
  const posted = page.waitForResponse((response) => response.url().endsWith("/api/contacts"));
  await form.getByRole("button", { name: "Send Message" }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ noticeVersion: version, noticeForm: "contact" });

  await launcher(page).click();
  await send(page, "Divya Ramesh");
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/chat") && r.request().postDataJSON()?.userPhone !== undefined);
  await send(page, "98400 77777");
  expect((await saved).request().postDataJSON()).toMatchObject({ noticeVersion: version, noticeForm: "chat" });
  await expect(panel(page)).toBeVisible();
});
