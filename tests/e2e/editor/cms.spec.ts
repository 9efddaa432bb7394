import { execFile, spawn, type ChildProcess } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { LOCAL_BACKEND_PORT } from "../../../src/cms/config";
import { freePort } from "../../../scripts/lib/free-port";
import { astroBin, copySite, type SiteCopy } from "../../support/site-copy";

/**
 * This test's own local proxy (decap-server), writing to a copy of the site, never to the real content/. Its port is
 * one the system has just handed out, so it never meets the fixed ports of the servers running beside it.
 */
let proxyPort: number;
let copy: SiteCopy;
let proxy: ChildProcess;

test.beforeAll(async () => {
  proxyPort = await freePort();
  copy = await copySite({ source: true });
  proxy = spawn(process.execPath, [createRequire(import.meta.url).resolve("decap-server/dist/index.js")], {
    env: { ...process.env, PORT: String(proxyPort), BIND_HOST: "127.0.0.1", GIT_REPO_DIRECTORY: copy.dir, MODE: "fs" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((listening, failed) => {
    proxy.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("listening")) listening();
    });
    proxy.on("exit", (code) => failed(new Error(`decap-server stopped (${code})`)));
  });
});

test.afterAll(async () => {
  proxy?.kill();
  await copy?.remove();
});

test("the web editor stays out of search and runs under a policy of its own", async ({ request }) => {
  const response = await request.get("/cms/");
  expect(response.status()).toBe(200);
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  const policy = response.headers()["content-security-policy"] ?? "";
  expect(policy).toContain(`connect-src 'self' blob: https://api.github.com http://localhost:${LOCAL_BACKEND_PORT}`);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /cms");
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  expect(sitemap).toContain("/interior-designers-adyar");
  expect(sitemap).not.toContain("/cms");
  // The site's own pages keep their stricter policy: nothing of the editor's leaks to them.
  expect((await request.get("/")).headers()["content-security-policy"] ?? "").not.toContain("api.github.com");
});

test("an editor creates a neighbourhood page in the web editor, and a fresh build publishes it", async ({ page }) => {
  test.setTimeout(180_000);
  // The page talks to the local proxy on its usual port; this test's proxy listens on a port of its own.
  await page.route(`http://localhost:${LOCAL_BACKEND_PORT}/api/v1`, async (route) => {
    await route.fulfill({ response: await route.fetch({ url: `http://127.0.0.1:${proxyPort}/api/v1` }) });
  });
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });

  await page.goto("/cms/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Neighbourhoods", exact: true }).click();
  // Decap labels the button "＋ neighbourhood".
  await page.getByRole("link", { name: /neighbourhood$/ }).click();

  const choose = async (label: string, option: string) => {
    await page.getByLabel(label, { exact: true }).fill(option);
    await page.getByRole("option", { name: option, exact: true }).click();
  };
  await page.getByLabel("Title in Google").fill("Interior Designers in Kalakshetra Colony");
  await page
    .getByLabel("Description in Google")
    .fill("Kitchens, wardrobes and full-home interiors for Kalakshetra Colony homes, a short drive from our Adyar centre.");
  await page.getByLabel("Name", { exact: true }).fill("Kalakshetra Colony");
  await page.getByLabel("Slug", { exact: true }).fill("kalakshetra-colony");
  await page
    .getByLabel("Description", { exact: true })
    .fill("Quiet streets of independent houses and low-rise flats between Besant Nagar and Thiruvanmiyur.");
  await choose("Picture at the top", "hero-living");
  await choose("City", "Chennai");
  await choose("Zone", "South Chennai");
  await choose("Kinds of homes", "apartment");
  await choose("Nearby neighbourhoods", "Besant Nagar");
  await choose("Nearby neighbourhoods", "Thiruvanmiyur");
  await choose("Nearest experience centre", "Aalayam Interiors Experience Centre, Adyar");
  await page.getByLabel("Distance to the centre (km)").fill("2.5");
  await page.getByLabel("Latitude", { exact: true }).fill("12.9931");
  await page.getByLabel("Longitude", { exact: true }).fill("80.2602");
  await page.getByRole("button", { name: "Add landmarks" }).click();
  await page.getByLabel("Item", { exact: true }).fill("Kalakshetra Foundation");
  for (const [question, answer] of [
    ["Do you work in Kalakshetra Colony?", "Yes, every week, from our Adyar experience centre."],
    ["Can I see material samples nearby?", "Yes, at our Adyar experience centre, 2.5 km away."],
  ]) {
    await page.getByRole("button", { name: "Add faqs" }).click();
    await page.getByLabel("Question").last().fill(question!);
    await page.getByLabel("Answer").last().fill(answer!);
  }
  await page.locator("[data-slate-editor]").click();
  await page.keyboard.type("Kalakshetra Colony is a quiet neighbourhood of independent houses near the sea.");

  // A PIN code outside Tamil Nadu and Karnataka is refused before anything is saved.
  await page.getByLabel("PIN code").fill("110001");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Check this field: 6 digits: 60xxxx to 64xxxx in Tamil Nadu")).toBeVisible();
  // Decap's text box keeps what was there when only filled again.
  await page.getByLabel("PIN code").clear();
  await page.getByLabel("PIN code").fill("600041");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();

  const file = join(copy.dir, "content/areas/kalakshetra-colony.md");
  await expect.poll(() => readFile(file, "utf8").catch(() => ""), { timeout: 15_000 }).toContain("slug: kalakshetra-colony");
  const saved = await readFile(file, "utf8");
  expect(saved).toMatch(/^pincode: "600041"$/m);
  expect(saved).toMatch(/^nearby:\n {2}- besant-nagar\n {2}- thiruvanmiyur$/m);
  expect(saved).toMatch(/^centre: adyar$/m);
  expect(saved).toMatch(/^city: chennai$/m);
  expect(saved).toContain("Kalakshetra Colony is a quiet neighbourhood");

  const env = { ...process.env };
  delete env.DATABASE_URL;
  await promisify(execFile)(process.execPath, [astroBin, "build"], { cwd: copy.dir, env, maxBuffer: 64 * 1024 * 1024 });
  const html = await readFile(join(copy.dir, "dist/interior-designers-kalakshetra-colony.html"), "utf8");
  expect(html).toMatch(/<h1[^>]*>Interior Designers in Kalakshetra Colony/);
  expect(html).toContain('href="/interior-designers-besant-nagar"');
  expect(html).toContain("Kalakshetra Foundation");
  expect(refused).toEqual([]);
});
