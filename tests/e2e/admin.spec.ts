import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_SECTION_NAMES, ADMIN_SECTIONS, sectionHref } from "../../src/islands/admin/sections";
import { takeAPersonsTime } from "../support/fill-time";

const password = process.env.E2E_ADMIN_PASSWORD!;
const port = Number(process.env.E2E_PORT ?? 8890);
const hookOrigin = `http://127.0.0.1:${port + 1}`;

async function signIn(page: Page, path = "/admin"): Promise<void> {
  await page.goto(path);
  await page.getByLabel("Username").fill("e2e-admin");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

  test("admin pages show nothing but the sign-in form until signed in, and refuse a wrong password", async ({ page, request }) => {
    const html = await (await request.get("/admin/leads")).text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(html).not.toMatch(/@example\.com|Mark as read/);

    await page.goto("/admin/leads");
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Leads" })).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.getByLabel("Username").fill("e2e-admin");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("The username or password is not correct.");
    await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  });
});

test("every admin section has its own static noindex page and a link in the navigation", async ({ page, request }) => {
  for (const name of ADMIN_SECTION_NAMES) {
    const response = await request.get(sectionHref(name));
    expect(response.status(), name).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${ADMIN_SECTIONS[name].title} – Admin`);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  }
  await signIn(page, sectionHref("test-email"));
  const links = page.getByRole("navigation", { name: "Admin" }).getByRole("link");
  expect(await links.evaluateAll((anchors) => anchors.map((a) => [a.textContent, a.getAttribute("href")]))).toEqual(
    ADMIN_SECTION_NAMES.map((name) => [ADMIN_SECTIONS[name].label, sectionHref(name)]),
  );
  await expect(links.filter({ hasText: ADMIN_SECTIONS["test-email"].label })).toHaveAttribute("aria-current", "page");
});

for (const host of ["localhost", "127.0.0.1"]) {
  test(`staff sign in at http://${host}:PORT`, async ({ page }) => {
    await signIn(page, `http://${host}:${port}/admin`);
    await expect(page.getByRole("heading", { name: "Welcome, e2e-admin" })).toBeVisible();
  });
}

test("a sign-in posted from another site, or from a page on another name for this machine, is refused", async ({ request }) => {
  const data = { username: "e2e-admin", password };
  const foreign = await request.post("/api/admin/login", { headers: { Origin: "https://evil.example" }, data });
  expect(foreign.status()).toBe(403);
  expect(foreign.headers()["set-cookie"]).toBeUndefined();
  // DNS rebinding: the page's origin and the Host header agree, but neither is this site's.
  const rebound = await request.post("/api/admin/login", {
    headers: { Origin: `http://evil.example:${port}`, Host: `evil.example:${port}` },
    data,
  });
  expect(rebound.status()).toBe(403);
});

test("a lead from the public form appears unread; staff open it, mark it read and export it", async ({ page }) => {
  const name = `Selvi <b>Murugan</b> ${randomBytes(3).toString("hex")}`;
  await page.clock.install();
  await page.goto("/contact#book-consultation");
  const form = page.getByRole("form", { name: "Book a free consultation" });
  await expect(form).toHaveAttribute("data-hydrated", "true");
  await form.getByLabel("Full name").fill(name);
  await form.getByLabel("Email").fill("selvi@example.com");
  await form.getByLabel("Phone").fill("9840012345");
  await form.getByLabel("Service").selectOption("modular-kitchen");
  await takeAPersonsTime(page);
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/consultations") && r.status() === 201);
  await form.getByRole("button", { name: "Book Consultation" }).click();
  await saved;

  await signIn(page, "/admin/leads");
  await page.getByLabel("Search leads").fill(name);
  const open = page.getByRole("button", { name: new RegExp(name.replace(/[<>/]/g, ".")) });
  await expect(open).toBeVisible();
  const row = page
    .getByRole("listitem")
    .filter({ has: open })
    .or(page.getByRole("row").filter({ has: open }));
  await expect(row.getByText("Unread", { exact: true })).toBeVisible();
  // What the visitor typed is shown as text: the tags are visible characters, not markup.
  await expect(row.locator("b")).toHaveCount(0);

  await open.click();
  const detail = page.getByRole("dialog");
  await expect(detail.getByText(name, { exact: true }).first()).toBeVisible();
  await expect(detail.getByRole("link", { name: /Call/ })).toHaveAttribute("href", /^tel:/);
  await expect(detail.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", "https://wa.me/919840012345");
  await detail.getByRole("button", { name: "Mark as read" }).click();
  await expect(detail.getByRole("button", { name: "Mark as unread" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(row.getByText("Unread", { exact: true })).toHaveCount(0);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await (await download).path();
  const csv = await readFile(file);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = csv.toString("utf8");
  const exported = text.split("\r\n").find((line) => line.includes(name));
  expect(exported, "the lead's row in the export").toMatch(
    /^Consultation,.*,'?9840012345,selvi@example\.com,Modular Kitchen,,English,Read,/,
  );
});

test("staff filter the inbox by the language of the lead's page, and the filter stays in the address", async ({ page, request }) => {
  const tag = `t${randomBytes(3).toString("hex")}`;
  const lead = { email: "lang@example.com", phone: "9840012345", service: "modular-kitchen", fillMs: 5000 };
  for (const [fullName, lang] of [
    [`மீனா ${tag}`, "ta"],
    [`Meena ${tag}`, "en"],
  ]) {
    const response = await request.post("/api/consultations", { data: { ...lead, fullName, lang, idempotencyKey: `lang-${tag}-${lang}` } });
    expect(response.status()).toBe(201);
  }

  await signIn(page, "/admin/leads");
  await page.getByLabel("Search leads").fill(tag);
  const tamil = page.getByRole("button", { name: new RegExp(`மீனா ${tag}`) });
  const english = page.getByRole("button", { name: new RegExp(`Meena ${tag}`) });
  await expect(tamil).toBeVisible();
  await expect(english).toBeVisible();
  await expect(page.getByRole("row").filter({ has: tamil }).getByText("Tamil", { exact: true })).toBeVisible();

  await page.getByLabel("Language").selectOption("ta");
  await expect(english).toHaveCount(0);
  await expect(tamil).toBeVisible();
  await expect(page).toHaveURL(/[?&]lang=ta\b/);
  await page.reload();
  await expect(page.getByLabel("Language")).toHaveValue("ta");
  await expect(tamil).toBeVisible();
  await expect(english).toHaveCount(0);
  await page.getByLabel("Language").selectOption("en");
  await expect(english).toBeVisible();
  await expect(tamil).toHaveCount(0);
});

test("a chat saved with a message time that is not a date opens, and reopens, with that message as stored text", async ({ page }) => {
  const name = `Kumaran ${randomBytes(3).toString("hex")}`;
  const saved = await page.request.post("/api/chat", {
    data: {
      visitorId: `e2e${randomBytes(8).toString("hex")}`,
      fillMs: 30_000,
      seq: 1,
      userName: name,
      userPhone: "9840066666",
      conversationData: {
        messages: [
          { from: "bot", text: "May I know your name?", at: new Date().toISOString() },
          { from: "visitor", text: name, at: "not a date" },
        ],
      },
    },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);

  await signIn(page, "/admin/leads");
  const list = await page.request.get(`/api/admin/leads?kind=chat&q=${encodeURIComponent(name)}`);
  const [chat] = ((await list.json()) as { data: { items: { id: number }[] } }).data.items;
  await page.goto(`/admin/leads?lead=chat-${chat!.id}`);
  for (const visit of ["opened", "reloaded"]) {
    const detail = page.getByRole("dialog");
    await expect(detail.getByRole("heading", { name }), visit).toBeVisible();
    await expect(detail.getByText("May I know your name?")).toBeVisible();
    await expect(detail.getByText("This part of the conversation could not be read. As stored:")).toBeVisible();
    await expect(detail.getByText(/"at":"not a date"/)).toBeVisible();
    await expect(page.getByText("This screen stopped working")).toHaveCount(0);
    if (visit === "opened") await page.reload();
  }
});

test("when the session ends, the screen's next load shows the sign-in form with a note, and signing in returns to it", async ({
  page,
  context,
}) => {
  await signIn(page, "/admin/test-email");
  await expect(page.getByText(/written as \.eml files/)).toBeVisible();
  await context.clearCookies();
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your session has ended. Please sign in again." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);

  await page.getByLabel("Username").fill("e2e-admin");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Email", level: 1 })).toBeVisible();
  await expect(page.getByText(/written as \.eml files/)).toBeVisible();
});

test("staff send a test email through the development transport", async ({ page }) => {
  await signIn(page, "/admin/test-email");
  await expect(page.getByText(/written as \.eml files/)).toBeVisible();
  await page.getByLabel("Send a test email to").fill("owner@example.com");
  await page.getByRole("button", { name: "Send test email" }).click();
  await expect(page.getByText(/Sent to owner@example\.com: the mail transport answered "written to .*\.eml"/)).toBeVisible();
});

test("an SEO title override appears in the page after a rebuild", async ({ page, request }) => {
  test.setTimeout(300_000);
  const title = `About our Chennai studio ${randomBytes(3).toString("hex")}`;
  await signIn(page, "/admin/seo");
  await page.getByLabel("Search pages").fill("/about");
  await page.getByRole("button", { name: /Edit \/about$/ }).click();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("button", { name: "Save override" }).click();
  await expect(page.getByText(/Saved/)).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(/The build has started/)).toBeVisible();

  const buildState = async () => ((await (await request.get(`${hookOrigin}/status`)).json()) as { state: string }).state;
  await expect.poll(buildState, { timeout: 240_000, intervals: [2000] }).not.toMatch(/^(idle|building)$/);
  expect(await buildState(), "the rebuild (see the web server's log)").toBe("built");
  await page.goto(`${hookOrigin}/about`);
  await expect(page).toHaveTitle(title);
});
