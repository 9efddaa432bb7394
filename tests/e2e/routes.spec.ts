import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "@playwright/test";
import { STAFF_ONLY_PREFIXES, isUnlisted } from "../../src/lib/routes";

/** Every fixed route of the site, besides the generated neighbourhood pages, which are crawled below. */
const SPEC_ROUTES = [
  "/",
  "/services",
  "/about",
  "/contact",
  "/projects",
  "/locations",
  "/location/tamil-nadu",
  "/location/chennai",
  "/location/adyar",
  "/sitemap",
  "/thank-you",
  "/privacy-policy",
  "/modular-kitchen",
  "/modular-kitchen-service",
  "/bedroom-design-service",
  "/living-room-service",
  "/bathroom-renovation-service",
  "/storage-wardrobe",
  "/crockery-units",
  "/space-saving-furniture",
  "/study-tables",
  "/bedroom-design",
  "/bathroom-design",
  "/bedroom-storage",
  "/living-room",
  "/tv-units",
  "/tv-units-entertainment",
  "/customized-tv-units",
  "/false-ceiling-designs",
  "/services/foyer-designs",
  "/services/lights",
  "/services/wallpaper",
  "/services/wall-paint",
  "/services/bathroom",
  "/services/pooja-unit",
  "/services/movable-furniture",
  "/services/kids-bedroom",
  "/luxury-kitchen-design",
  "/luxury-kitchen-designs",
  "/elegant-living-room",
  "/modern-home-interior",
  "/luxurious-bathroom",
  "/designer-kitchen",
  "/minimalist-bedroom",
  "/full-home-design",
  "/luxury-living-rooms",
  "/premium-bedroom-suites",
  "/interior-design-chennai",
  "/interior-design-coimbatore",
  "/interior-design-madurai",
  "/interior-design-salem",
  "/interior-designers-chennai",
  "/interior-designers-coimbatore",
  "/interior-designers-madurai",
  "/interior-designers-salem",
  "/interior-designers-trichy",
  "/interior-designers-bengaluru",
  "/interior-designers-adyar",
  "/interior-designers-anna-nagar",
  "/interior-designers-t-nagar",
  "/interior-designers-omr",
  "/interior-designers-velachery",
  "/interior-designers-tambaram",
  "/simple-location",
  "/location-preview",
  "/adyar-location-preview",
  "/landing",
  "/landing/complete",
  "/landing/test",
  "/landing-thank-you",
];

const dist = join(import.meta.dirname, "../../dist");
function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : path.endsWith(".html") ? [path] : [];
  });
}
const pages = htmlFiles(dist)
  .filter((file) => !file.endsWith("404.html"))
  .map((file) => ({
    file,
    path:
      "/" +
      relative(dist, file)
        .replace(/(index)?\.html$/, "")
        .replace(/\/$/, ""),
  }));

function inspect(html: string) {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? "";
  const h1s = html.match(/<h1[\s>]/g)?.length ?? 0;
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  return { title, h1s, canonical, jsonLd };
}

test.describe("routes", () => {
  test("every spec route answers 200 with a title, one h1, a canonical link and valid JSON-LD", async ({ request }) => {
    for (const route of SPEC_ROUTES) {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status(), route).toBe(200);
      const { title, h1s, canonical, jsonLd } = inspect(await response.text());
      expect(title, route).not.toBe("");
      expect(h1s, `${route} has one h1`).toBe(1);
      expect(canonical, route).toMatch(/^https?:\/\//);
      expect(jsonLd.length, route).toBeGreaterThan(0);
      for (const block of jsonLd) expect(() => JSON.parse(block), route).not.toThrow();
    }
  });

  test("every built page has a unique title, and there are 170+ neighbourhood pages", () => {
    const titles = new Map<string, string>();
    for (const { file, path } of pages) {
      const { title } = inspect(readFileSync(file, "utf8"));
      expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
      titles.set(title, path);
    }
    const neighbourhoods = pages.filter((p) => /^\/interior-designers-/.test(p.path));
    expect(neighbourhoods.length).toBeGreaterThan(170);
  });

  test("the link crawler finds no broken internal link on any page", () => {
    const broken: string[] = [];
    for (const { file, path } of pages) {
      for (const [, href] of readFileSync(file, "utf8").matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
        if (!href!.startsWith("/") || href!.startsWith("//")) continue;
        const target = href!.split(/[?#]/)[0]!.replace(/\/$/, "") || "/";
        if (!isBuiltFile(join(dist, target))) broken.push(`${path} → ${href}`);
      }
    }
    expect(broken).toEqual([]);
  });

  test("an unknown neighbourhood falls back to the Chennai page; real ones are not shadowed", async ({ request }) => {
    const unknown = await request.get("/interior-designers-atlantis", { maxRedirects: 0 });
    expect(unknown.status()).toBe(301);
    expect(unknown.headers()["location"]).toMatch(/\/interior-designers-chennai$/);
    const followed = await request.get("/interior-designers-atlantis");
    expect(followed.url()).toMatch(/\/interior-designers-chennai$/);
    expect((await request.get("/interior-designers-adyar", { maxRedirects: 0 })).status()).toBe(200);
  });

  test("sitemap.xml lists public pages only, and robots.txt points to it and keeps out /admin", async ({ request }) => {
    const index = await (await request.get("/sitemap-index.xml")).text();
    const sitemapPath = new URL(/<loc>([^<]+)<\/loc>/.exec(index)![1]!).pathname;
    const xml = await (await request.get(sitemapPath)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toContain("/interior-designers-adyar");
    expect(locs).toContain("/modular-kitchen");
    // The build has unlisted pages (staff screens, previews); the sitemap lists none of them.
    expect(pages.filter((page) => isUnlisted(page.path)).length).toBeGreaterThan(0);
    expect(locs.filter(isUnlisted)).toEqual([]);
    const robots = await (await request.get("/robots.txt")).text();
    for (const prefix of STAFF_ONLY_PREFIXES) expect(robots).toContain(`Disallow: ${prefix}\n`);
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap-index\.xml/);
  });
});

function isBuiltFile(path: string): boolean {
  return [path, `${path}.html`, join(path, "index.html")].some((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}
