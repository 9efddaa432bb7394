import type { Page } from "@playwright/test";
import { MIN_FILL_MS } from "../../src/server/leads";

/**
 * People take a moment to fill a form or answer the chat; bots do not. The page reports the time since it loaded by
 * its own clock and the server drops anything sooner than MIN_FILL_MS, so a test opens the page on Playwright's clock
 * (`page.clock.install()` before `goto`) and moves that clock on rather than waiting the seconds out.
 */
export async function takeAPersonsTime(page: Page): Promise<void> {
  await page.clock.fastForward(MIN_FILL_MS + 100);
}
