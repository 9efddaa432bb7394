import { spawn, type ChildProcess } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { astroBin, copySite, root, type SiteCopy } from "../../support/site-copy";
import { servingStatus } from "../../support/serving";

/** `astro dev` on a copy of the site, whose content the test breaks and mends as an editor would. */
const port = Number(process.env.E2E_PORT ?? 8890) + 3;
const origin = `http://127.0.0.1:${port}`;
let copy: SiteCopy;
let dev: ChildProcess;

test.beforeAll(async () => {
  // Copying the site and starting the dev server (which cuts the web faces first) takes longer on a loaded machine.
  test.setTimeout(90_000);
  copy = await copySite({ source: true });
  const env = { ...process.env };
  delete env.DATABASE_URL;
  dev = spawn(process.execPath, [astroBin, "dev", "--port", String(port), "--host", "127.0.0.1"], {
    cwd: copy.dir,
    env,
    stdio: "ignore",
  });
  await expect.poll(() => servingStatus(origin), { timeout: 60_000 }).toBe(200);
});

test.afterAll(async () => {
  dev?.kill();
  await copy?.remove();
});

async function edit(file: string, change: (text: string) => string): Promise<void> {
  const path = join(copy.dir, file);
  await writeFile(path, change(await readFile(path, "utf8")));
}

test("the dev server shows a content mistake in the browser, and the page again once it is mended", async ({ page }) => {
  test.setTimeout(180_000);
  const heading = page.getByRole("heading", { level: 1, name: "Interior Designers in Adyar" });
  const overlay = page.locator("vite-error-overlay");
  // The first visit compiles the page, and Vite may reload it once after optimising dependencies.
  await page.goto(`${origin}/interior-designers-adyar`, { timeout: 120_000 });
  await expect(heading).toBeVisible({ timeout: 60_000 });

  // Saved while the page is open: the page reloads by itself and shows the problem.
  const original = await readFile(join(copy.dir, "content/areas/adyar.md"), "utf8");
  await edit("content/areas/adyar.md", (text) => text.replace(/^zone: .*\n/m, ""));
  await expect(overlay).toContainText('content/areas/adyar.md: "zone" is missing — choose one of: Central Chennai', { timeout: 30_000 });

  await writeFile(join(copy.dir, "content/areas/adyar.md"), original);
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await expect(overlay).toHaveCount(0);

  // Settings that no longer read as YAML, then the file saved back exactly as it was (an editor's undo).
  await edit("content/areas/adyar.md", (text) => text.replace(/^metaTitle: .*$/m, "metaTitle: Adyar interiors: kitchens and more"));
  await expect(overlay).toContainText("content/areas/adyar.md: the settings between the --- lines cannot be read", { timeout: 30_000 });
  await writeFile(join(copy.dir, "content/areas/adyar.md"), original);
  await expect(heading).toBeVisible({ timeout: 30_000 });

  // A link to a neighbourhood that does not exist, in another page's file, shows on every page.
  await edit("content/areas/besant-nagar.md", (text) => text.replace(/^nearby: \[adyar/m, "nearby: [adyr"));
  await expect(overlay).toContainText(
    '"nearby" → item 1 points to the neighbourhood "adyr", but there is no content/areas/adyr.md — did you mean "adyar"?',
    {
      timeout: 30_000,
    },
  );
});

test("the dev server warns over a page that the build's page checks would stop, and the page stays usable", async ({ page }) => {
  test.setTimeout(180_000);
  // The content as it really is, whatever the test before left broken.
  for (const file of ["content/areas/adyar.md", "content/areas/besant-nagar.md"]) {
    await writeFile(join(copy.dir, file), await readFile(join(root, file), "utf8"));
  }
  const overlay = page.locator("vite-error-overlay");
  const heading = page.getByRole("heading", { level: 1, name: "Interior Designers in Adyar" });
  await edit("content/areas/adyar.md", (text) =>
    text.replace(
      "## A neighbourhood with every kind of home",
      "We work in Adyar, Adyar and around.\n\n## A neighbourhood with every kind of home",
    ),
  );
  await expect
    .poll(
      async () => {
        await page.goto(`${origin}/interior-designers-adyar`, { timeout: 120_000 });
        return page.locator("main").getByText("We work in Adyar, Adyar and around.").count();
      },
      { timeout: 60_000 },
    )
    .toBe(1);
  await expect(overlay).toContainText("This page would stop the build", { timeout: 30_000 });
  await expect(overlay).toContainText('"Adyar" twice in a row');
  await expect(heading).toBeAttached();

  await edit("content/areas/adyar.md", (text) => text.replace("We work in Adyar, Adyar and around.\n\n", ""));
  await expect
    .poll(
      async () => {
        await page.goto(`${origin}/interior-designers-adyar`);
        await page.waitForTimeout(2000);
        return overlay.count();
      },
      { timeout: 60_000 },
    )
    .toBe(0);
});
