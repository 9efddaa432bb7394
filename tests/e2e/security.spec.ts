import { expect, test } from "@playwright/test";

test("static pages carry the security headers from netlify.toml and a hashed-script policy", async ({ request }) => {
  const response = await request.get("/interior-designers-adyar");
  const headers = response.headers();
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toMatch(/camera=\(\)/);
  expect(headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
  expect(headers["cache-control"]).toMatch(/must-revalidate|max-age=0/);
  const meta = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(await response.text())?.[1];
  expect(meta).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
  expect(meta!.match(/script-src[^;]*/)![0]).not.toContain("unsafe-inline");
});

test("hashed build assets are cached for a year", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/_astro\/[^"']+\.(?:js|webp|avif)/.exec(html)![0];
  expect((await request.get(asset)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("function responses carry their own security headers", async ({ request }) => {
  const response = await request.get("/api/services");
  expect(response.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(response.headers()["strict-transport-security"]).toMatch(/max-age/);
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
});

test("no page logs a Content-Security-Policy violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => /Content Security Policy/i.test(message.text()) && violations.push(message.text()));
  // Chromium reports some blocked attempts (e.g. a library probing eval) only as DevTools issues.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Audits.enable");
  devtools.on(
    "Audits.issueAdded",
    ({ issue }) => issue.code === "ContentSecurityPolicyIssue" && violations.push(JSON.stringify(issue.details)),
  );
  for (const path of ["/", "/contact", "/price-estimator/contact", "/price-estimator/bhk-type", "/projects", "/chatbot-test"]) {
    await page.goto(path, { waitUntil: "networkidle" });
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
  }
  expect(violations).toEqual([]);
});
