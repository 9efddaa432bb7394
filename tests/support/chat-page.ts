import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { Conversation } from "../../src/server/chat/conversations";
import { takeAPersonsTime } from "./fill-time";

/** The browser tests' helper server (scripts/e2e-server.ts), beside the site. */
const helper = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8890) + 1}`;

export const launcher = (page: Page) => page.getByRole("button", { name: "Chat with us" });
export const panel = (page: Page) => page.getByRole("dialog", { name: "Chat with us" });
export const closingMessage = (page: Page) =>
  panel(page)
    .getByRole("log")
    .getByText(/A designer will call you on/);
export const stillTrying = (page: Page) => panel(page).getByRole("status").filter({ hasText: "still trying" });

export async function send(page: Page, text: string): Promise<void> {
  await panel(page).getByRole("textbox").fill(text);
  await panel(page).getByRole("button", { name: "Send" }).click();
}

/**
 * Opens the chat and gives every answer of the guided flow; the last one finishes it. The page is on Playwright's
 * clock (`page.clock.install()` before `goto`): people take a moment before their first answer and bots do not (the
 * chat's time check), so the clock is moved on rather than the seconds waited out.
 */
export async function finishGuidedChat(page: Page, name: string, { beforeLastAnswer }: { beforeLastAnswer?: () => Promise<void> } = {}) {
  await takeAPersonsTime(page);
  await launcher(page).click();
  await send(page, name);
  await send(page, "98400 77777");
  await panel(page).getByRole("button", { name: "Instagram" }).click();
  await panel(page).getByRole("button", { name: "Modular Kitchen" }).click();
  const timelineSaved = page.waitForResponse(
    (r) => r.url().endsWith("/api/chat") && r.request().postDataJSON()?.userTimeline !== undefined,
  );
  await panel(page).getByRole("button", { name: "1–3 months" }).click();
  await timelineSaved;
  await beforeLastAnswer?.();
  await send(page, "Can I see acrylic finishes at Adyar?");
}

export const visitorId = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem("chat:state") ?? "{}") as { visitorId: string }).visitorId);

/** What the database holds for a conversation: its rows and the staff notifications queued for them. */
export async function storedChat(request: APIRequestContext, id: string): Promise<{ rows: Conversation[]; notifications: number }> {
  const response = await request.get(`${helper}/chat?visitorId=${id}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

/** Cuts or restores the site's database connections (a real outage, see scripts/lib/database-relay.ts). */
export async function setDatabase(request: APIRequestContext, state: "down" | "up"): Promise<void> {
  expect((await request.post(`${helper}/database/${state}`)).status()).toBe(204);
}
