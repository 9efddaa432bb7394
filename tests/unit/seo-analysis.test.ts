import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { seoReport } from "../../src/integrations/seo-report";
import { analysePage, duplicateProblems, keywordDensity, seoScore, type SeoProblem } from "../../src/lib/seo/analysis";
import { SEO_REPORT_FILE, buildReport, builtFileFor, sitePath, sitemapLocations, type SeoReport } from "../../src/lib/seo/report";

const GOOD_TITLE = "Modular Kitchens in Chennai | Aalayam Interiors"; // 47 characters
const GOOD_DESCRIPTION =
  "Modular kitchens designed, made in our Chennai factory and installed in 45 days, with a 10-year warranty on every cabinet.";

function page({
  title = GOOD_TITLE,
  description = GOOD_DESCRIPTION,
  head = "",
  body = "<h1>Modular kitchens in Chennai</h1><p>We design kitchens. They last.</p>",
}: { title?: string | null; description?: string | null; head?: string; body?: string } = {}): string {
  return [
    "<!DOCTYPE html><html lang=en><head><meta charset=utf-8>",
    title === null ? "" : `<title>${title}</title>`,
    description === null ? "" : `<meta name="description" content="${description}">`,
    head,
    `</head><body>${body}</body></html>`,
  ].join("");
}

const codes = (problems: SeoProblem[]) => problems.map((problem) => problem.code);

describe("analysePage", () => {
  it("finds nothing wrong with a sound page, and scores it 100", () => {
    const analysis = analysePage(page());
    expect(analysis.problems).toEqual([]);
    expect(analysis.seoScore).toBe(100);
    expect(analysis.title).toBe(GOOD_TITLE);
    expect(analysis.description).toBe(GOOD_DESCRIPTION);
  });

  it("reads the head's canonical and robots, decoding entities", () => {
    const analysis = analysePage(
      page({
        title: "Kitchens &amp; Wardrobes &#8211; made in Chennai | Aalayam",
        head: '<link rel="canonical" href="https://www.example.in/kitchens?a=1&amp;b=2"><meta name="robots" content="noindex, nofollow">',
      }),
    );
    expect(analysis.title).toBe("Kitchens & Wardrobes – made in Chennai | Aalayam");
    expect(analysis.canonical).toBe("https://www.example.in/kitchens?a=1&b=2");
    expect(analysis.robots).toBe("noindex, nofollow");
    expect(codes(analysis.problems)).toEqual(["noindex"]);
  });

  it.each([
    ["a missing title", { title: null }, "missing-title", "The page has no title."],
    ["an empty title", { title: "  " }, "missing-title", "The page has no title."],
    ["a short title", { title: "Kitchens" }, "title-too-short", "The title is 8 characters; aim for 30 to 60."],
    ["a long title", { title: "K".repeat(61) }, "title-too-long", "The title is 61 characters; search results cut it after about 60."],
    ["a missing description", { description: null }, "missing-description", "The page has no meta description."],
    ["a short description", { description: "Kitchens." }, "description-too-short", "The description is 9 characters; aim for 70 to 160."],
    ["a long description", { description: "d".repeat(161) }, "description-too-long", expect.stringContaining("161 characters")],
  ])("flags %s", (_label, parts, code, message) => {
    const { problems } = analysePage(page(parts));
    expect(problems).toEqual([{ code, message }]);
  });

  it("accepts titles and descriptions exactly at the limits", () => {
    for (const [title, description] of [
      ["t".repeat(30), "d".repeat(70)],
      ["t".repeat(60), "d".repeat(160)],
    ]) {
      expect(analysePage(page({ title, description })).problems).toEqual([]);
    }
  });

  it("flags a page without an h1 and one with several, but not one with a single h1 and other headings", () => {
    expect(codes(analysePage(page({ body: "<h2>Kitchens</h2><p>Text</p>" })).problems)).toEqual(["missing-h1"]);
    const two = analysePage(page({ body: "<h1>One</h1><section><h1>Two</h1></section>" }));
    expect(two.problems).toEqual([{ code: "multiple-h1", message: "The page has 2 main headings (h1); use exactly one." }]);
    expect(two.h1).toEqual(["One", "Two"]);
    const one = analysePage(page({ body: "<h1>Only</h1><h2>Then</h2><h3>Detail</h3>" }));
    expect(one.problems).toEqual([]);
    expect(one.headingStructure).toEqual([
      { level: 1, text: "Only" },
      { level: 2, text: "Then" },
      { level: 3, text: "Detail" },
    ]);
  });

  it("does not count an h1 inside an svg, template or script", () => {
    const analysis = analysePage(
      page({
        body: '<h1>Real</h1><svg><title>Icon</title><text><h1>no</h1></text></svg><template><h1>later</h1></template><script>document.write("<h1>x</h1>")</script>',
      }),
    );
    expect(analysis.h1).toEqual(["Real"]);
    expect(analysis.problems).toEqual([]);
  });

  it('counts images without an alt attribute, but not decorative ones with alt=""', () => {
    const analysis = analysePage(
      page({ body: '<h1>Kitchens</h1><img src="a.jpg" alt="A kitchen"><img src="b.jpg" alt=""><img src="c.jpg"><img src=d.jpg />' }),
    );
    expect(analysis.imageCount).toBe(4);
    expect(analysis.imagesWithoutAlt).toBe(2);
    expect(analysis.problems).toEqual([
      { code: "images-without-alt", message: '2 images have no alt text (use alt="" for decorative images).' },
    ]);
    expect(analysePage(page({ body: '<h1>K</h1><img src="a.jpg" alt="">' })).problems).toEqual([]);
    expect(analysePage(page({ body: '<h1>K</h1><img src="a.jpg">' })).problems[0]!.message).toMatch(/^1 image has no alt text/);
  });

  it("counts links with an href only, and words of the visible body text only", () => {
    const analysis = analysePage(
      page({
        head: "<style>body { color: red }</style><script>var hidden = 'words words words';</script>",
        body: '<h1>Three word heading</h1><a href="/a">one</a> <a name="x">two</a> <a href="https://x.in">three</a><style>.x{}</style><noscript>enable script please</noscript><script type="module">import "x"</script><p>Don’t count <!-- a comment --> this&nbsp;twice</p>',
      }),
    );
    expect(analysis.linkCount).toBe(2);
    // "Three word heading" + one two three + "Don’t count this twice"
    expect(analysis.wordCount).toBe(10);
  });

  it("checks the focus keyword against the title and the h1, case-insensitively, only when one is given", () => {
    const html = page({ body: "<h1>Kitchens built to last</h1>" });
    expect(codes(analysePage(html).problems)).toEqual([]);
    expect(analysePage(html, { focusKeyword: "  MODULAR   kitchens " }).problems).toEqual([
      { code: "focus-keyword-not-in-h1", message: "The focus keyword “MODULAR   kitchens” is not in the main heading (h1)." },
    ]);
    expect(codes(analysePage(html, { focusKeyword: "wardrobes" }).problems)).toEqual([
      "focus-keyword-not-in-title",
      "focus-keyword-not-in-h1",
    ]);
    expect(analysePage(page(), { focusKeyword: "modular kitchens" }).problems).toEqual([]);
  });

  it("scores 100 minus each problem's penalty, never below 0", () => {
    expect(analysePage(page({ title: "Short" })).seoScore).toBe(90);
    expect(analysePage(page({ description: null })).seoScore).toBe(80);
    const everything = analysePage(
      '<html><head><meta name="robots" content="noindex"></head><body><img src=x><h1>a</h1><h1>b</h1></body></html>',
      { focusKeyword: "kitchens" },
    );
    expect(everything.seoScore).toBe(0);
    expect(seoScore([])).toBe(100);
  });

  it("gives plain English higher reading ease than long words in long sentences", () => {
    const plain = analysePage(page({ body: "<h1>Our work</h1><p>We make good kitchens. They are easy to clean. You will like them.</p>" }));
    const dense = analysePage(
      page({
        body: "<h1>Methodology</h1><p>Comprehensive architectural considerations notwithstanding, contemporary interdisciplinary collaboration fundamentally characterises organisational implementation methodologies.</p>",
      }),
    );
    expect(plain.readabilityScore).toBeGreaterThan(80);
    expect(dense.readabilityScore).toBeLessThan(20);
    expect(dense.readabilityScore).toBeGreaterThanOrEqual(0);
    expect(analysePage("<html><body></body></html>").readabilityScore).toBe(0);
  });

  it("survives attributes with > inside quotes, unquoted values and upper-case tags", () => {
    const analysis = analysePage(
      '<HTML><HEAD><TITLE>Kitchens that last for decades in Chennai</TITLE><META NAME=description CONTENT="a > b, and a description long enough to pass the length check of seventy"></HEAD><BODY><H1 data-x="1>2">Heading</H1></BODY></HTML>',
    );
    expect(analysis.title).toBe("Kitchens that last for decades in Chennai");
    expect(analysis.description).toMatch(/^a > b/);
    expect(analysis.h1).toEqual(["Heading"]);
    expect(analysis.problems).toEqual([]);
  });
});

describe("duplicateProblems", () => {
  it("flags pages sharing a title or a description, naming the others, and leaves unique pages alone", () => {
    const found = duplicateProblems([
      { path: "/a", title: "Kitchens", description: "Same words" },
      { path: "/b", title: "kitchens ", description: "Other words" },
      { path: "/c", title: "Wardrobes", description: "same words" },
      { path: "/d", title: null, description: null },
      { path: "/e", title: null, description: null },
    ]);
    expect(found.get("/a")).toEqual([
      { code: "duplicate-title", message: "The same title is used on /b." },
      { code: "duplicate-description", message: "The same description is used on /c." },
    ]);
    expect(found.get("/b")).toEqual([{ code: "duplicate-title", message: "The same title is used on /a." }]);
    expect(found.get("/c")).toEqual([{ code: "duplicate-description", message: "The same description is used on /a." }]);
    expect(found.has("/d")).toBe(false);
  });

  it("names at most three other pages", () => {
    const pages = ["/1", "/2", "/3", "/4", "/5", "/6"].map((path) => ({ path, title: "Same", description: path }));
    expect(duplicateProblems(pages).get("/1")![0]!.message).toBe("The same title is used on /2, /3, /4 and 2 more.");
  });
});

describe("keywordDensity", () => {
  it("is the share of visible words taken by the keyword phrase, as a percentage", () => {
    const html = page({
      body: "<h1>Modular kitchens</h1><p>Modular kitchens in Chennai. Kitchens, modular.</p><script>modular kitchens</script>",
    });
    // 8 visible words; "modular kitchens" appears twice: 2 × 2 ÷ 8 = 50 %.
    expect(keywordDensity(html, "Modular Kitchens")).toBe(50);
    expect(keywordDensity(html, "wardrobe")).toBe(0);
    expect(keywordDensity("<html><body></body></html>", "kitchen")).toBe(0);
  });
});

describe("the build report", () => {
  it("reads sitemap locations and maps paths to built files", () => {
    expect(
      sitemapLocations("<urlset><url><loc>https://a.in/</loc></url><url><loc> https://a.in/x?a=1&amp;b=2 </loc></url></urlset>"),
    ).toEqual(["https://a.in/", "https://a.in/x?a=1&b=2"]);
    expect(builtFileFor("/")).toBe("index.html");
    expect(builtFileFor("/about")).toBe("about.html");
    expect(builtFileFor("/services/kids-bedroom")).toBe("services/kids-bedroom.html");
  });

  it.each([
    ["/about", "/about"],
    ["/about.html", "/about"],
    ["/about/", "/about"],
    ["https://www.example-interiors.in/about?utm_source=x#top", "/about"],
    ["/", "/"],
    ["/index.html", "/"],
    ["https://www.example-interiors.in", "/"],
    ["/services/kids-bedroom.html", "/services/kids-bedroom"],
  ])("knows %s as %s", (input, path) => {
    expect(sitePath(input)).toBe(path);
  });

  it("adds duplicate problems across pages and rescores them", () => {
    const report = buildReport(
      [
        { path: "/a", file: "a.html", html: page() },
        {
          path: "/b",
          file: "b.html",
          html: page({ description: "Another description, long enough to pass the length check of seventy characters." }),
        },
      ],
      new Date("2026-01-02T03:04:05Z"),
    );
    expect(report.builtAt).toBe("2026-01-02T03:04:05.000Z");
    expect(report.pages.map((p) => [p.path, codes(p.problems), p.seoScore])).toEqual([
      ["/a", ["duplicate-title"], 85],
      ["/b", ["duplicate-title"], 85],
    ]);
    expect(report.pages[0]).not.toHaveProperty("text");
  });
});

describe("the seo-report integration", () => {
  it("analyses the pages the built sitemap lists and writes the report, leaving out pages it cannot find", async () => {
    const dir = await mkdtemp(join(tmpdir(), "seo-report-"));
    try {
      await writeFile(
        join(dir, "sitemap-index.xml"),
        "<sitemapindex><sitemap><loc>https://www.example.in/sitemap-0.xml</loc></sitemap></sitemapindex>",
      );
      const locations = ["/", "/about", "/missing"].map((path) => `<url><loc>https://www.example.in${path}</loc></url>`);
      await writeFile(join(dir, "sitemap-0.xml"), `<urlset>${locations.join("")}</urlset>`);
      await writeFile(join(dir, "index.html"), page());
      await writeFile(join(dir, "about.html"), page({ title: "About" }));
      await writeFile(join(dir, "unlisted.html"), page());
      const logger = { info: vi.fn(), warn: vi.fn() };
      const hook = seoReport().hooks["astro:build:done"] as (options: unknown) => Promise<void>;
      await hook({ dir: pathToFileURL(`${dir}/`), logger, pages: [], assets: new Map() });

      const report = JSON.parse(await readFile(join(dir, SEO_REPORT_FILE), "utf8")) as SeoReport;
      expect(report.pages.map((p) => [p.path, p.file, p.title])).toEqual([
        ["/", "index.html", GOOD_TITLE],
        ["/about", "about.html", "About"],
      ]);
      expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining("The sitemap lists /missing, but missing.html was not built"));
      expect(logger.info).toHaveBeenCalledWith(expect.stringMatching(/^2 pages analysed, 3 problems found, in \d+ ms/));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("character references", () => {
  it("are decoded in headings, text and attribute values; unknown ones and a lone & stay as written", () => {
    const analysis = analysePage(
      page({
        head: '<meta name="robots" content="noindex&comma; nofollow">',
        body: "<h1>&lt;b&gt; &#x20B9;5 &#8377; &rsquo; &unknown; & alone</h1><p>Kitchens&nbsp;&amp;&nbsp;wardrobes</p>",
      }),
    );
    expect(analysis.h1).toEqual(["<b> ₹5 ₹ ’ &unknown; & alone"]);
    expect(analysis.robots).toBe("noindex, nofollow");
    // b, 5, unknown, alone, Kitchens, wardrobes: the decoded text's words, not the letters of "nbsp" or "amp".
    expect(analysis.wordCount).toBe(6);
  });
});
