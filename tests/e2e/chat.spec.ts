import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

const launcher = (page: Page) => page.getByRole("button", { name: "Chat with us" });
const panel = (page: Page) => page.getByRole("dialog", { name: "Chat with us" });
const send = async (page: Page, text: string) => {
  await panel(page).getByRole("textbox").fill(text);
  await panel(page).getByRole("button", { name: "Send" }).click();
};

test("the chat's JavaScript loads only when the visitor reaches for it", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  await page.goto("/interior-designers-mylapore");
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((url) => /ChatWidget|client\./.test(url))).toEqual([]);
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
});

test("completes the guided flow, saving the lead, then answers a question in AI mode with a link", async ({ page }) => {
  await page.goto("/services");
  await launcher(page).click();
  const log = panel(page).getByRole("log");
  await expect(log).toContainText("May I know your name?");
  await send(page, "Divya Ramesh");
  await send(page, "12345");
  await expect(panel(page).getByRole("alert")).toHaveText("Please enter a 10-digit Indian mobile number, e.g. 98400 12345");
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/chat") && r.request().method() === "PATCH");
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
  await expect(panel(page).getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
  await expect(panel(page).getByRole("link", { name: "Book a consultation" })).toHaveAttribute("href", "/contact#book-consultation");

  await panel(page).getByRole("button", { name: "Ask anything" }).click();
  await send(page, "How long does a modular kitchen take?");
  await expect(log.getByRole("link", { name: /^Read more:/ }).last()).toBeVisible();
  await expect(log).toContainText(/4 to 6 weeks|4–6 weeks/);
});

test("works with the keyboard alone and passes axe while open", async ({ page }) => {
  await page.goto("/about");
  await launcher(page).focus();
  await page.keyboard.press("Enter");
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole("textbox")).toBeFocused();
  await page.keyboard.type("Arjun");
  await page.keyboard.press("Enter");
  await expect(panel(page).getByRole("log")).toContainText("Which mobile number");
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
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
