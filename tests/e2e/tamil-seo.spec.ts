/**
 * The Tamil edition as search engines and readers find it: every Tamil page says it is Tamil, its hreflang links
 * point both ways to pages that answer, the sitemap pairs the same pages the heads do, and the language switcher
 * leads to the same page in the other language (or the nearest Tamil one).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { DomUtils, parseDocument } from "htmlparser2";

const dist = join(import.meta.dirname, "../../dist");

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : path.endsWith(".html") ? [path] : [];
  });
}

const pathOf = (file: string) =>
  "/" +
  relative(dist, file)
    .replace(/\.html$/, "")
    .replace(/^index$/, "");

interface Head {
  lang: string | undefined;
  canonical: string | undefined;
  hreflang: Map<string, string>;
  ogLocale: string | undefined;
  ogAlternate: string | undefined;
  languages: string[];
  noindex: boolean;
}

function head(file: string): Head {
  const document = parseDocument(readFileSync(file, "utf8"));
  const all = (name: string) => DomUtils.getElementsByTagName(name, document);
  const html = all("html")[0];
  const links = all("link");
  const meta = (property: string) => all("meta").find((tag) => tag.attribs.property === property)?.attribs.content;
  const jsonLd = all("script")
    .filter((tag) => tag.attribs.type === "application/ld+json")
    .map((tag) => JSON.parse(DomUtils.textContent(tag)) as { inLanguage?: string });
  return {
    lang: html?.attribs.lang,
    canonical: links.find((link) => link.attribs.rel === "canonical")?.attribs.href,
    hreflang: new Map(
      links
        .filter((link) => link.attribs.rel === "alternate" && link.attribs.hreflang)
        .map((link) => [link.attribs.hreflang!, link.attribs.href!]),
    ),
    ogLocale: meta("og:locale"),
    ogAlternate: meta("og:locale:alternate"),
    languages: jsonLd.flatMap((item) => (item.inLanguage ? [item.inLanguage] : [])),
    noindex: all("meta").some((tag) => tag.attribs.name === "robots" && tag.attribs.content?.includes("noindex")),
  };
}

const tamilFiles = htmlFiles(join(dist, "ta")).concat(join(dist, "ta.html"));
const fileOf = (url: string) => {
  const path = new URL(url).pathname;
  return join(dist, path === "/" ? "index.html" : `${path}.html`);
};

test.describe("the Tamil edition", () => {
  test.skip(({ isMobile }) => !isMobile, "reads the built files and the server once; the phone run is enough");

  test("has forty pages or more, each in Tamil with its locale and language in the head", () => {
    expect(tamilFiles.length).toBeGreaterThanOrEqual(40);
    for (const file of tamilFiles) {
      const tags = head(file);
      expect(tags.lang, pathOf(file)).toBe("ta");
      expect(tags.ogLocale, pathOf(file)).toBe("ta_IN");
      expect(tags.languages, pathOf(file)).toContain("ta-IN");
      expect(
        tags.languages.every((language) => language === "ta-IN"),
        pathOf(file),
      ).toBe(true);
    }
  });

  test("pairs every Tamil page with its English page both ways, and both answer 200", async ({ request }) => {
    for (const file of tamilFiles.filter((tamil) => !head(tamil).noindex)) {
      const tamil = head(file);
      const path = pathOf(file);
      expect(tamil.hreflang.get("ta-IN"), path).toBe(tamil.canonical);
      const englishUrl = tamil.hreflang.get("en-IN");
      expect(englishUrl, path).toBeTruthy();
      expect(tamil.hreflang.get("x-default"), path).toBe(englishUrl);
      expect(tamil.ogAlternate, path).toBe("en_IN");
      const english = head(fileOf(englishUrl!));
      expect(english.lang, englishUrl).toBe("en-IN");
      expect(english.hreflang.get("ta-IN"), englishUrl).toBe(tamil.canonical);
      expect(english.hreflang.get("en-IN"), englishUrl).toBe(englishUrl);
      expect(english.ogAlternate, englishUrl).toBe("ta_IN");
      for (const url of [englishUrl!, tamil.canonical!]) {
        expect((await request.get(new URL(url).pathname)).status(), url).toBe(200);
      }
    }
  });

  test("leaves hreflang out of English pages that have no Tamil edition", () => {
    for (const path of ["/location/chennai", "/interior-designers-adambakkam", "/interior-designers-akkarai"]) {
      const tags = head(join(dist, `${path}.html`));
      expect(tags.hreflang.size, path).toBe(0);
      expect(tags.ogAlternate, path).toBeUndefined();
    }
  });

  test("lists the same pairs in the sitemap as in the heads", async ({ request }) => {
    const index = await (await request.get("/sitemap-index.xml")).text();
    const pairs = new Map<string, Map<string, string>>();
    for (const [, loc] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const xml = await (await request.get(new URL(loc!).pathname)).text();
      const document = parseDocument(xml, { xmlMode: true });
      for (const url of DomUtils.getElementsByTagName("url", document)) {
        const address = DomUtils.textContent(DomUtils.getElementsByTagName("loc", url)[0]!);
        const links = DomUtils.getElementsByTagName("xhtml:link", url);
        pairs.set(address, new Map(links.map((link) => [link.attribs.hreflang!, link.attribs.href!])));
      }
    }
    const listed = tamilFiles.filter((file) => !head(file).noindex);
    expect(listed.length).toBeGreaterThanOrEqual(35);
    for (const file of listed) {
      const tags = head(file);
      const inSitemap = pairs.get(tags.canonical!);
      expect(inSitemap, `${tags.canonical} is in the sitemap`).toBeDefined();
      expect(Object.fromEntries(inSitemap!), tags.canonical).toEqual({
        "en-IN": tags.hreflang.get("en-IN"),
        "ta-IN": tags.hreflang.get("ta-IN"),
      });
      expect(Object.fromEntries(pairs.get(tags.hreflang.get("en-IN")!)!), tags.hreflang.get("en-IN")).toEqual(
        Object.fromEntries(inSitemap!),
      );
    }
  });

  test("switches language to the same page, or to the nearest Tamil page", async ({ page }) => {
    const switchesTo = async (from: string, to: string) => {
      await page.goto(from);
      await expect(page.locator("[data-language-switch]")).toHaveAttribute("href", to);
    };
    await switchesTo("/contact", "/ta/contact");
    await switchesTo("/ta/contact", "/contact");
    await switchesTo("/", "/ta");
    await switchesTo("/ta", "/");
    await switchesTo("/interior-designers-adyar", "/ta/interior-designers-adyar");
    await switchesTo("/interior-designers-adambakkam", "/ta/interior-designers-chennai");
    await switchesTo("/projects", "/ta/projects");
    await switchesTo("/book", "/ta/book");
    await page.goto("/ta/contact");
    await page.locator("[data-language-switch]").click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  });

  for (const path of [
    "/ta",
    "/ta/services",
    "/ta/modular-kitchen",
    "/ta/interior-designers-adyar",
    "/ta/interior-designers-chennai",
    "/ta/interior-design-salem",
  ]) {
    test(`${path} is in Tamil, headings and all, with no console error and no axe violation`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "ta");
      // Every heading of the page's own content carries Tamil letters: an untranslated heading would not. Its text as
      // written, not as drawn: a part below the first screen is drawn a moment after load, and its drawn text is empty.
      for (const heading of await page.locator("main h1, main h2").allTextContents()) expect(heading, path).toMatch(/[\u0B80-\u0BFF]/);
      await page.locator("#book-consultation").scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }
});
