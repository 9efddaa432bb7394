import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { CHAT_LIMITS, MOBILE_MESSAGE } from "../../src/lib/forms/chat";
import { closingMessage, finishGuidedChat, launcher, panel, send, stillTrying, storedChat, visitorId } from "../support/chat-page";
import { takeAPersonsTime } from "../support/fill-time";

test("the chat's JavaScript loads only when the visitor reaches for it", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  await page.goto("/interior-designers-mylapore");
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((url) => /ChatWidget|client\./.test(url))).toEqual([]);
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
});

test("a launcher whose code failed to arrive loads it again on the next tap", async ({ page }) => {
  await page.goto("/interior-designers-mylapore");
  const island = page.locator("astro-island", { has: launcher(page) });
  const chunk = new URL((await island.getAttribute("component-url")) ?? "", page.url()).pathname;
  // The phone drops off the network while the chat's code is on its way, and again for Astro's one retry of it.
  let dropped = 0;
  await page.route(
    (url) => url.pathname === chunk,
    (route) => (dropped++ < 2 ? route.abort("internetdisconnected") : route.continue()),
  );
  await launcher(page).click();
  await expect.poll(() => dropped).toBe(2);
  await expect(panel(page)).toHaveCount(0);
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
});

test("completes the guided flow, saving the lead, then answers a question in AI mode with a link", async ({ page }) => {
  await page.clock.install();
  await page.goto("/services");
  await takeAPersonsTime(page);
  await launcher(page).click();
  const log = panel(page).getByRole("log");
  await expect(log).toContainText("May I know your name?");
  await send(page, "Divya Ramesh");
  await send(page, "12345");
  await expect(panel(page).getByRole("alert")).toHaveText(MOBILE_MESSAGE);
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/chat") && r.request().postDataJSON()?.userPhone !== undefined);
  await send(page, "98400 77777");
  expect((await saved).status()).toBe(200);
  await panel(page).getByRole("button", { name: "Instagram" }).click();
  await panel(page).getByRole("button", { name: "Modular Kitchen" }).click();

  // Change a previous answer, then carry on.
  await panel(page).getByRole("button", { name: "Edit source answer" }).click();
  await panel(page).getByRole("button", { name: "Google search" }).click();
  await panel(page).getByRole("button", { name: "1–3 months" }).click();
  const completed = page.waitForResponse((r) => r.url().endsWith("/api/chat") && r.request().postDataJSON()?.completedFlow === true);
  await send(page, "Can I see acrylic finishes at Adyar?");
  const body = (await completed).request().postDataJSON();
  expect(body).toMatchObject({
    userName: "Divya Ramesh",
    userSource: "Google search",
    userService: "modular-kitchen",
    userTimeline: "1–3 months",
  });
  await expect(closingMessage(page)).toBeVisible();
  await expect(panel(page).getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
  await expect(panel(page).getByRole("link", { name: "Book a time" })).toHaveAttribute("href", "/book");

  await panel(page).getByRole("button", { name: "Ask anything" }).click();
  await send(page, "How long does a modular kitchen take?");
  await expect(log.getByRole("link", { name: /^Read more:/ }).last()).toBeVisible();
  await expect(log).toContainText(/4 to 6 weeks|4–6 weeks/);
});

test("works with the keyboard alone and passes axe while open", { tag: "@layout" }, async ({ page }) => {
  await page.goto("/about");
  await launcher(page).focus();
  await page.keyboard.press("Enter");
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole("textbox")).toBeFocused();
  await page.keyboard.type("Arjun");
  await page.keyboard.press("Enter");
  await expect(panel(page).getByRole("log")).toContainText("Which mobile number");
  await expectNoAxeViolations(page, '[role="dialog"]');
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
});

test("the chatbot test page shows which passages answered", async ({ page }) => {
  await page.goto("/chatbot-test");
  const chat = page.getByRole("region", { name: "Chat with us" });
  await chat.getByRole("button", { name: "Ask anything" }).click();
  await chat.getByRole("textbox").fill("kitchen evlo aagum");
  await chat.getByRole("button", { name: "Send" }).click();
  await expect(chat.getByText("Answered by built-in retrieval")).toBeVisible();
  await expect(chat.getByRole("list", { name: "Retrieved passages" }).getByRole("listitem").first()).toBeVisible();
  await expect(chat.getByRole("log")).toContainText("₹");
});

test("a finished chat the network cannot deliver says so, offers the phone and WhatsApp, and is stored once the network is back", async ({
  page,
  request,
}) => {
  let down = false;
  await page.route("**/api/chat", (route) => (down ? route.abort("internetdisconnected") : route.continue()));
  await page.clock.install();
  await page.goto("/about");
  await finishGuidedChat(page, "Meena Network", { beforeLastAnswer: async () => void (down = true) });

  await expect(stillTrying(page)).toBeVisible();
  await expect(stillTrying(page).getByRole("link", { name: "+91 98400 12345" })).toHaveAttribute("href", "tel:+919840012345");
  await expect(stillTrying(page).getByRole("link", { name: "message us on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  await expect(closingMessage(page)).toHaveCount(0);
  const id = await visitorId(page);
  expect((await storedChat(request, id)).rows[0]).toMatchObject({ completedFlow: false });

  down = false;
  await expect(closingMessage(page)).toBeVisible({ timeout: 20_000 });
  await expect(stillTrying(page)).toHaveCount(0);
  const { rows, notifications } = await storedChat(request, id);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ completedFlow: true, userName: "Meena Network", userQuestions: "Can I see acrylic finishes at Adyar?" });
  expect(notifications).toBe(1);
});

test("a conversation longer than a save may carry is trimmed to its newest messages and stored", async ({ page, request }) => {
  const id = `long${Date.now()}`;
  const long = Array.from({ length: 100 }, (_, i) => ({
    from: i % 2 ? "bot" : "visitor",
    text: `Message ${i}: ${"a long question about wardrobes and kitchens ".repeat(30)}`,
    at: new Date().toISOString(),
  }));
  await page.addInitScript(([key, state]) => localStorage.getItem(key) ?? localStorage.setItem(key, state), [
    "chat:state",
    JSON.stringify({ visitorId: id, messages: long, answers: { name: "Long Talker" }, aiMode: false, seq: 0 }),
  ] as const);
  await page.goto("/services");
  await launcher(page).click();
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/chat"));
  await send(page, "98400 11111");
  expect((await saved).status()).toBe(201);

  const [row] = (await storedChat(request, id)).rows;
  const messages = (row!.conversationData as { messages: { text: string }[] }).messages;
  expect(new TextEncoder().encode(JSON.stringify(row!.conversationData)).byteLength).toBeLessThan(CHAT_LIMITS.saveBytes);
  expect(messages.length).toBeLessThan(long.length);
  expect(messages.at(-2)!.text).toBe("98400 11111");
  expect(messages.at(-1)!.text).toBe("How did you hear about us?");
  expect(row).toMatchObject({ userName: "Long Talker", userPhone: "98400 11111" });
});
