/**
 * Every Tamil page as a visitor types its address: with or without a trailing slash it reaches the page (the slash
 * by a 301 to the address without it, here as on Netlify, whose `_redirects` the build writes), and only an unknown
 * Tamil address gets the Tamil not-found page. Then the built Tamil pages as a Tamil reader meets them: lang="ta",
 * hreflang both ways, Tamil letters at least 60% of the main text, no unmarked English run, no retired term.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "@playwright/test";
import { DomUtils, parseDocument } from "htmlparser2";
import { htmlFiles } from "../../scripts/lib/artwork-use";
import { checkTamilPages, MIN_TAMIL_SHARE, readTamilPage, tamilPageFiles, tamilShare } from "../../scripts/lib/tamil-check";
import { ta } from "../../src/i18n/ta";

const dist = join(import.meta.dirname, "../../dist");
const files = tamilPageFiles(dist);
/** /ta and /ta/contact from dist/ta.html and dist/ta/contact.html; the not-found page is not an address to visit. */
const pages = files.map((file) => `/${relative(dist, file).replace(/\.html$/, "")}`).filter((path) => path !== "/ta/404");

test.describe("Tamil addresses", () => {
  test.skip(({ isMobile }) => !isMobile, "reads the built files and the server; the phone run is enough");

  test("every Tamil page answers at its address, and its address with a slash redirects there", async ({ request }) => {
    expect(pages.length).toBeGreaterThanOrEqual(40);
    const redirects = readFileSync(join(dist, "_redirects"), "utf8");
    for (const path of pages) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
      const slashed = await request.get(`${path}/`, { maxRedirects: 0 });
      expect(slashed.status(), `${path}/`).toBe(301);
      expect(new URL(slashed.headers()["location"]!, "http://site").pathname, `${path}/`).toBe(path);
      // Netlify reads the same rule from the build's _redirects.
      expect(redirects, path).toContain(`${path}/  ${path}  301\n`);
    }
  });

  test("a query survives the redirect, and only an unknown Tamil address gets the Tamil 404", async ({ request }) => {
    const slashed = await request.get("/ta/contact/?utm_source=sms", { maxRedirects: 0 });
    expect(slashed.headers()["location"]).toMatch(/\/ta\/contact\?utm_source=sms$/);
    for (const unknown of ["/ta/no-such-page", "/ta/no-such-page/"]) {
      const response = await request.get(unknown, { maxRedirects: 0 });
      expect(response.status(), unknown).toBe(404);
      expect(await response.text(), unknown).toContain(ta.pages.notFound.heading);
    }
  });
});

test.describe("the built Tamil pages", () => {
  test.skip(({ isMobile }) => !isMobile, "reads the built files once");

  test("each says it is Tamil and pairs with its English page both ways", () => {
    for (const file of files) {
      const document = parseDocument(readFileSync(file, "utf8"));
      const path = relative(dist, file);
      expect(DomUtils.getElementsByTagName("html", document)[0]?.attribs.lang, path).toBe("ta");
      if (path === "ta/404.html") continue;
      const links = DomUtils.getElementsByTagName("link", document).filter((link) => link.attribs.rel === "alternate");
      const english = links.find((link) => link.attribs.hreflang === "en-IN")?.attribs.href;
      expect(english, path).toBeTruthy();
      const pathname = new URL(english!).pathname;
      const back = parseDocument(readFileSync(join(dist, pathname === "/" ? "index.html" : `${pathname}.html`), "utf8"));
      const tamil = DomUtils.getElementsByTagName("link", back).find((link) => link.attribs.hreflang === "ta-IN")?.attribs.href;
      expect(tamil && new URL(tamil).pathname, path).toBe(`/${path.replace(/\.html$/, "")}`);
    }
  });

  test("English pages name exactly the Tamil editions that were built", () => {
    const english = htmlFiles(dist).filter((file) => !/^ta(\/|\.html$)|^(admin|cms)\//.test(relative(dist, file)));
    const named = new Set<string>();
    for (const file of english) {
      const tamil = /<link rel="alternate" hreflang="ta-IN" href="([^"]+)"/.exec(readFileSync(file, "utf8"))?.[1];
      if (tamil) named.add(join(dist, `${new URL(tamil).pathname}.html`));
    }
    expect([...named].sort()).toEqual([...files].sort());
  });

  test("each is mostly Tamil, with English only in product words and marked quotations", () => {
    for (const file of files) {
      expect(tamilShare(readTamilPage(readFileSync(file, "utf8"))), relative(dist, file)).toBeGreaterThanOrEqual(MIN_TAMIL_SHARE);
    }
    expect(checkTamilPages(dist).problems).toEqual([]);
  });
});
