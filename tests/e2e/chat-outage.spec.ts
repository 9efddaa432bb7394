import { expect, test } from "@playwright/test";
import { closingMessage, finishGuidedChat, launcher, panel, setDatabase, stillTrying, storedChat, visitorId } from "../support/chat-page";

// These tests cut the site's database, so they run alone, after every other browser test (see playwright.config.ts).
test.describe.configure({ mode: "serial" });

test.afterEach(async ({ request }) => {
  await setDatabase(request, "up");
});

test("database down at the last answer: the visitor is told it is still trying, then the finished chat is stored once", async ({
  page,
  request,
}) => {
  await page.clock.install();
  await page.goto("/services");
  const failed = page.waitForResponse((r) => r.url().endsWith("/api/chat") && r.status() === 503);
  await finishGuidedChat(page, "Lakshmi Outage", { beforeLastAnswer: () => setDatabase(request, "down") });
  await failed;

  await expect(stillTrying(page)).toBeVisible();
  await expect(stillTrying(page).getByRole("link", { name: "+91 98400 12345" })).toHaveAttribute("href", "tel:+919840012345");
  await expect(stillTrying(page).getByRole("link", { name: "message us on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  await expect(closingMessage(page)).toHaveCount(0);
  const id = await visitorId(page);
  const during = await storedChat(request, id);
  expect(during.rows).toHaveLength(1);
  expect(during.rows[0]).toMatchObject({ completedFlow: false, userTimeline: "1–3 months" });
  expect(during.notifications).toBe(0);

  await setDatabase(request, "up");
  await expect(closingMessage(page)).toBeVisible({ timeout: 30_000 });
  await expect(stillTrying(page)).toHaveCount(0);
  const after = await storedChat(request, id);
  expect(after.rows).toHaveLength(1);
  expect(after.rows[0]).toMatchObject({ completedFlow: true, userQuestions: "Can I see acrylic finishes at Adyar?" });
  expect(after.notifications).toBe(1);
});

test("database down for the whole chat: the row appears once it is back, sent from the next page without opening the chat", async ({
  page,
  request,
}) => {
  await setDatabase(request, "down");
  await page.clock.install();
  await page.goto("/services");
  await finishGuidedChat(page, "Arul Whole Outage");
  await expect(stillTrying(page)).toBeVisible();
  const id = await visitorId(page);
  expect((await storedChat(request, id)).rows).toHaveLength(0);

  // The visitor moves on; the next page sends the waiting save on its own.
  await page.goto("/about");
  await expect(panel(page)).toBeHidden();
  await setDatabase(request, "up");
  await expect
    .poll(
      async () => {
        const { rows, notifications } = await storedChat(request, id);
        return { rows: rows.length, completed: rows[0]?.completedFlow, notifications };
      },
      { timeout: 30_000 },
    )
    .toEqual({ rows: 1, completed: true, notifications: 1 });
  await expect.poll(() => page.evaluate(() => localStorage.getItem("chat:pending"))).toBeNull();

  await launcher(page).click();
  await expect(closingMessage(page)).toBeVisible();
  await expect(stillTrying(page)).toHaveCount(0);
  expect((await storedChat(request, id)).rows).toHaveLength(1);
});
