import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The home page's process carousel, scrolled to and hydrated. Its island hydrates once seen, and the page renders the
 * parts past its first screen one a frame after load (`render-later`), each taking its real size then: on a busy
 * machine a jump to the carousel made while the parts above it were still taking theirs left it off the screen (the
 * screen showed the reviews below it) and it was never seen. So it is scrolled to again until it is.
 */
export async function hydratedCarousel(page: Page): Promise<Locator> {
  const carousel = page.getByRole("region", { name: "From design to move-in, step by step" });
  await expect(async () => {
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute("data-ready", "true", { timeout: 3_000 });
  }).toPass({ timeout: 40_000 });
  return carousel;
}
