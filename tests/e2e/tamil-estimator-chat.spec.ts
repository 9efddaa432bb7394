import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { formatEstimateRange } from "../../src/lib/format";
import { formatPromise } from "../../src/lib/leads/promise";
import { defaultRooms, estimate } from "../../src/lib/pricing/estimate";
import { rateCardSchema } from "../../src/lib/pricing/rate-card";
import { storedChat, visitorId } from "../support/chat-page";
import { takeAPersonsTime } from "../support/fill-time";
import { staffLead } from "../support/staff-api";

// The Tamil words expected here are written out, not read from the catalogue: a key that fell back to English fails.
const rateCard = rateCardSchema.parse(JSON.parse(readFileSync(new URL("../../content/pricing/rate-card.json", import.meta.url), "utf8")));
const ALL_UNITS = { wardrobes: true, "tv-unit": true, "crockery-unit": true, "false-ceiling": true };

// The English flows run on both screens; their Tamil words do not change with the screen.
test.skip(({ isMobile }) => !isMobile, "the phone run is enough");

test("the estimator on /ta/price-estimator runs in Tamil and reaches a Tamil price summary", async ({ page, request, baseURL }) => {
  await page.clock.install();
  await page.goto("/ta/price-estimator");
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("உங்கள் இன்டீரியருக்கு எவ்வளவு ஆகும்? இரண்டே நிமிடத்தில் பாருங்கள்.");
  await expect(page.getByRole("rowheader", { name: "பூஜை அறை: ஃபிட்டிங்குகள், ஃபினிஷ்கள்" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "அடிக்கடி கேட்கப்படும் கேள்விகள்" })).toBeVisible();
  await expect(page.getByText("விலையைப் பார்க்க என் போன் எண்ணைத் தர வேண்டுமா?")).toBeVisible();
  await page.getByRole("link", { name: "மதிப்பீட்டைத் தொடங்குங்கள்" }).click();
  await page.waitForURL("**/ta/price-estimator/bhk-type");
  await expect(page).toHaveTitle(/^விலை மதிப்பீட்டுக் கருவி, படி 1 \/ 4: வீட்டு வகை/);

  // The island has read the visitor's saved answers (it is hydrated) before anything is chosen.
  const ready = () => expect(page.locator("[data-ready=true]")).toBeVisible();
  await ready();
  const progress = page.getByRole("navigation", { name: "மதிப்பீட்டின் படிகள்" });
  await expect(progress.getByRole("link", { name: "படி 2 அறைகள்" })).toHaveAttribute("href", "/ta/price-estimator/rooms");
  // The city list in Tamil; the estimate keeps the rate card's name as the value.
  await expect(page.locator("select[id$='-city'] option[value='Coimbatore']")).toHaveText("கோயம்புத்தூர்");
  await page.getByText("2 BHK", { exact: true }).click();
  await page.getByRole("link", { name: "அடுத்து" }).click();
  await page.waitForURL("**/ta/price-estimator/rooms");
  await ready();
  await expect(page.getByRole("group", { name: "படுக்கையறைகள்" }).getByRole("status")).toHaveText("2");
  await page.getByLabel("பூஜை அறை").check();
  await expect(page.getByRole("link", { name: "பின்செல்" })).toHaveAttribute("href", "/ta/price-estimator/bhk-type");
  await page.getByRole("link", { name: "அடுத்து" }).click();
  await page.waitForURL("**/ta/price-estimator/package");
  await ready();
  await page.getByText("எசென்ஷியல்ஸ்", { exact: true }).click();

  // The same answers priced by the estimator's own code, read as a Tamil reader reads a range: in lakh.
  const expected = estimate(
    { bhkType: "2 BHK", rooms: { ...defaultRooms("2 BHK"), pooja: 1 }, units: ALL_UNITS, packageId: "essentials" },
    rateCard,
  );
  const range = page.locator("[data-estimate-range]");
  await expect(range).toHaveText(formatEstimateRange(expected.low, expected.high, "ta"));
  await expect(range).toHaveText(/^₹\d+(\.\d+)? லட்சம் – ₹\d+(\.\d+)? லட்சம்$/);
  const summary = page.locator("[data-estimate]");
  await expect(summary.getByText("உங்கள் மதிப்பீடு · எசென்ஷியல்ஸ்")).toBeVisible();
  await expect(summary.getByRole("cell", { name: "பூஜை அறை", exact: true })).toBeVisible();
  await expect(summary.getByRole("rowheader", { name: "பெரும்பாலும் ஆகக்கூடிய மொத்தத் தொகை" })).toBeVisible();
  await expect(summary.getByText("ஆர்டர் புக்கிங்")).toBeVisible();
  await expect(page.getByRole("heading", { name: "மாதத் தவணையில் செலுத்துங்கள்" })).toBeVisible();

  await page.getByRole("link", { name: "என் மதிப்பீட்டைச் சேமிக்க அல்லது பகிர" }).click();
  await page.waitForURL("**/ta/price-estimator/contact");
  await expect(range).toHaveText(formatEstimateRange(expected.low, expected.high, "ta"));
  await expect(page.getByRole("form", { name: "உங்கள் தொடர்பு விவரங்கள்" })).toBeVisible();
  await expect(page.getByRole("link", { name: "என் பதில்களை மாற்ற" })).toHaveAttribute("href", "/ta/price-estimator/package");
  await expect(page.locator("main")).not.toContainText(/\bStep \d|Most likely total|Pay it monthly/);

  // The Tamil page sends the rate card's ids, not its Tamil words, and the server stores the price the visitor saw.
  const form = page.getByRole("form", { name: "உங்கள் தொடர்பு விவரங்கள்" });
  const name = `மீனா ${Date.now()}`;
  await form.getByLabel("பெயர்").fill(name);
  await form.getByLabel("போன் எண்").fill("9840044444");
  await form.getByLabel("இமெயில்").fill("meena@example.com");
  await takeAPersonsTime(page);
  const posted = page.waitForResponse((r) => r.url().endsWith("/api/estimates"));
  await form.getByRole("button", { name: "என் மதிப்பீட்டைச் சேமிக்க" }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    rooms: { ...defaultRooms("2 BHK"), pooja: 1 },
    package: "essentials",
    lang: "ta",
  });
  // Staff read it in English, with the price the visitor saw.
  const lead = await staffLead(request, baseURL!, "estimate", name);
  expect([lead.estimate!.low, lead.estimate!.high]).toEqual([expected.low, expected.high]);
  expect(lead.fields).toContainEqual({ label: "Rooms and units", value: expect.stringMatching(/^Kitchen, Living room, .*Pooja unit/) });
});

const tamilPanel = (page: Page) => page.getByRole("dialog", { name: "எங்களுடன் சாட் செய்ய" });

async function sendTamil(page: Page, text: string) {
  await tamilPanel(page).getByRole("textbox").fill(text);
  await tamilPanel(page).getByRole("button", { name: "அனுப்பு" }).click();
}

test("the chat on a Tamil page runs its guided flow in Tamil and answers a Tamil warranty question from the Tamil passage", async ({
  page,
  request,
}) => {
  await page.clock.install();
  await page.goto("/ta/about");
  await takeAPersonsTime(page);
  await page.getByRole("button", { name: "எங்களுடன் சாட் செய்ய" }).click();
  const log = tamilPanel(page).getByRole("log");
  await expect(log).toContainText("உங்கள் பெயரைத் தெரிந்துகொள்ளலாமா?");
  await sendTamil(page, "Meena");
  await expect(log).toContainText("நன்றி, Meena! எங்கள் டிசைனர் உங்களை எந்த மொபைல் எண்ணில் அழைக்கலாம்?");
  await sendTamil(page, "12345");
  await expect(tamilPanel(page).getByRole("alert")).toHaveText(/^10 இலக்க இந்திய மொபைல் எண்ணை உள்ளிடவும்/);
  await sendTamil(page, "98400 55555");
  await expect(log).toContainText("எங்களைப் பற்றி எப்படித் தெரிந்துகொண்டீர்கள்?");
  await tamilPanel(page).getByRole("button", { name: "நண்பர்கள் / உறவினர்கள் மூலம்" }).click();
  await tamilPanel(page).getByRole("button", { name: "மாடுலர் கிச்சன்" }).click();
  await tamilPanel(page).getByRole("button", { name: "1–3 மாதங்களில்" }).click();
  const finished = page.waitForResponse((r) => r.url().endsWith("/api/chat") && r.request().postDataJSON()?.completedFlow === true);
  await tamilPanel(page).getByRole("button", { name: "கேள்விகள் இல்லை" }).click();
  // The closing message gives the day and time of the call, in Tamil.
  const { promise } = (await (await finished).json()) as { promise: string };
  await expect(log).toContainText(`நன்றி, Meena! ${formatPromise(new Date(promise), "ta")}-க்குள் எங்கள் டிசைனர்`);
  await expect(tamilPanel(page).getByRole("link", { name: "WhatsApp-ல் சாட் செய்ய" })).toBeVisible();
  // Booking a time from a Tamil chat opens the Tamil booking page.
  await expect(tamilPanel(page).getByRole("link", { name: "ஒரு நேரத்தை முன்பதிவு செய்ய" })).toHaveAttribute("href", "/ta/book");

  // What is stored keeps the values every language shares, so the inbox reads the same for a Tamil lead.
  const { rows } = await storedChat(request, await visitorId(page));
  expect(rows[0]).toMatchObject({
    userSource: "Friend or family",
    userService: "modular-kitchen",
    userTimeline: "1–3 months",
    completedFlow: true,
  });

  await tamilPanel(page).getByRole("button", { name: "எதையும் கேளுங்கள்" }).click();
  const asked = page.waitForRequest((r) => r.url().endsWith("/api/chat/ask"));
  await sendTamil(page, "வாரண்டி எத்தனை வருடம்?");
  expect((await asked).postDataJSON()).toMatchObject({ question: "வாரண்டி எத்தனை வருடம்?", locale: "ta" });
  await expect(log).toContainText("முழுமையான 10 ஆண்டு வாரண்டி உண்டு");
  await expect(log.getByRole("link", { name: "மேலும் படிக்க: 10 ஆண்டு வாரண்டியில் எவையெல்லாம் அடங்கும்?" })).toHaveAttribute("href", "/ta/about");
});
