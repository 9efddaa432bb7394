import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { messages } from "../../src/i18n/catalogue";
import { formatIndiaTime } from "../../src/lib/booking/display";
import { takeAPersonsTime } from "../support/fill-time";

const MAIL_DIR = ".data/e2e/mail";
const ta = messages("ta");

/** A MIME message as a person reads it: encoded words in the headers and base64 or quoted-printable parts decoded. */
function readable(raw: string): string {
  const word = /=\?UTF-8\?([BQ])\?([^?]*)\?=/gi;
  const qp = (text: string) =>
    Buffer.from(
      text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
  const headers = raw
    .replace(/(\?=)\s+(?==\?UTF-8\?)/gi, "$1")
    .replace(word, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : qp(text.replace(/_/g, " ")),
    );
  return headers.replace(
    /Content-Transfer-Encoding: (base64|quoted-printable)\r?\n((?:[^\r\n]+\r?\n)*)\r?\n([\s\S]*?)(?=\r?\n--|$)/gi,
    (_, encoding: string, more: string, body: string) =>
      `${more}\n${encoding.toLowerCase() === "base64" ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8") : qp(body)}`,
  );
}

/** The visitor's email to `address`, read, or "" while it has not been written. */
async function mailTo(address: string): Promise<string> {
  for (const file of await readdir(MAIL_DIR).catch(() => [] as string[])) {
    const text = readable(await readFile(join(MAIL_DIR, file), "utf8"));
    if (text.includes(`To: ${address}`)) return text;
  }
  return "";
}

test("a visitor books a time on the Tamil booking page, in Tamil, and gets the confirmation and invitation in Tamil", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "one booking per run is enough");
  test.setTimeout(90_000);
  const email = `e2e-ta-${randomBytes(4).toString("hex")}@example.com`;
  await page.clock.install();
  await page.goto("/ta/book?kind=video-call");
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ta.booking.page.heading);
  const form = page.getByRole("form", { name: ta.booking.form.label });
  await form.hover();
  await expect(page.getByRole("radio", { name: new RegExp(ta.booking.kinds["video-call"].label) })).toBeChecked();

  const slotRadios = page.locator('input[type="radio"][value$="Z"]');
  await expect(slotRadios.first()).toBeAttached();
  const count = await slotRadios.count();
  const chosen = slotRadios.nth(Math.floor(Math.random() * Math.min(count, 12)));
  const start = (await chosen.getAttribute("value"))!;
  // The grid reads in Tamil: the times as the site says them ("காலை 9:30").
  await expect(page.locator(`label:has(input[value="${start}"])`)).toContainText(formatIndiaTime(start, "ta"));
  await chosen.focus();
  await page.keyboard.press("Space");

  await form.getByLabel(ta.forms.fields.fullName).fill("திவ்யா ரமேஷ்");
  await form.getByLabel(ta.forms.fields.email).fill(email);
  // One booking per person: a number no other test books with.
  await form.getByLabel(ta.forms.fields.phone).fill(`98400 ${String(randomBytes(2).readUInt16BE() % 100_000).padStart(5, "0")}`);
  await form.getByLabel(ta.forms.fields.service).selectOption({ index: 1 });
  await takeAPersonsTime(page);
  await form.getByRole("button", { name: ta.booking.form.submit }).click();
  await expect(page.getByRole("heading", { name: ta.booking.form.bookedTitle })).toBeVisible();
  await expect(page.getByText(formatIndiaTime(start, "ta"), { exact: false }).first()).toBeVisible();

  let mail = "";
  await expect.poll(async () => (mail = await mailTo(email)), { timeout: 15_000 }).not.toBe("");
  expect(mail).toContain(`Subject: ${ta.booking.email.subjects.confirmed}: `);
  expect(mail).toContain("வணக்கம் திவ்யா ரமேஷ்,");
  expect(mail).toContain(`${ta.booking.kinds["video-call"].label}: `);
  expect(mail).toContain(formatIndiaTime(start, "ta"));
  expect(mail).not.toMatch(/India time|Hello |To move or cancel/);
  // The calendar invitation's own words are Tamil too.
  expect(mail).toMatch(/SUMMARY:.*வீடியோ கால்/);
  const link = /https?:\/\/\S+\/ta\/book\/manage\?token=[\w.-]+/.exec(mail)![0];
  const url = new URL(link);

  await page.goto(url.pathname + url.search);
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await expect(page.getByTestId("booking-time")).toContainText(formatIndiaTime(start, "ta"));
  await expect(page.getByRole("button", { name: ta.booking.manage.cancel })).toBeVisible();
});
