import { count, eq } from "drizzle-orm";
import { pgSchema, text } from "drizzle-orm/pg-core";
import { expect, vi } from "vitest";
import * as seoOverview from "../../functions/admin-seo";
import * as analyse from "../../functions/admin-seo-analyse";
import * as removeKeyword from "../../functions/admin-seo-keyword";
import * as addKeyword from "../../functions/admin-seo-keywords";
import * as seoPagesFunction from "../../functions/admin-seo-pages";
import * as publish from "../../functions/admin-seo-publish";
import type { SeoAnalyseResult, SeoOverrideFields, SeoPublishResult } from "../../src/lib/admin/seo";
import { SEO_OVERRIDE_FIELDS, SEO_OVERRIDE_NAMES } from "../../src/lib/seo/override-fields";
import { SEO_REPORT_FILE, buildReport } from "../../src/lib/seo/report";
import { closeDb } from "../../src/server/db/client";
import { seoKeywords, seoPages } from "../../src/server/db/schema";
import { buildOverrides, readOverrides } from "../../src/server/seo/overrides";
import { describeEachDatabase } from "../support/databases";
import { LONG, PAGES, localServer, useSeoSuite } from "../support/seo-site";

describeEachDatabase("SEO management", (target, it) => {
  const { folders, call, overview, entry, row } = useSeoSuite(target);

  it.smoke("keeps each field of the override's definition in a column of its own, nullable and defaulted as it says", async () => {
    const columns = pgSchema("information_schema").table("columns", {
      tableName: text("table_name"),
      columnName: text("column_name"),
      isNullable: text("is_nullable"),
      columnDefault: text("column_default"),
    });
    const rows = await (await target.db()).select().from(columns).where(eq(columns.tableName, "seo_pages"));
    const stored = new Map(rows.map((row) => [row.columnName, row]));
    for (const name of SEO_OVERRIDE_NAMES) {
      const field = SEO_OVERRIDE_FIELDS[name];
      expect(stored.get(name), name).toMatchObject({
        isNullable: field.kind === "text" || field.kind === "flag" ? "NO" : "YES",
        columnDefault: field.kind === "flag" ? String(field.default) : null,
      });
    }
  });

  it("lists every page of the last build with its effective tags and problems, before anything is stored", async () => {
    const data = await overview();
    expect(data.builtAt).toEqual(expect.any(String));
    expect(data.publishConfigured).toBe(false);
    expect(data.pages.map((page) => page.path)).toEqual(["/", "/about", "/services/kids-bedroom", "/contact"]);
    const about = data.pages[1]!;
    expect(about).toMatchObject({
      built: { title: "About Our Studio | Aalayam Interiors", description: `About page ${LONG}`, h1: ["Designing homes"] },
      imageCount: 1,
      imagesWithoutAlt: 1,
      override: null,
      keywords: [],
      analytics: null,
    });
    expect(about.problems.map((problem) => problem.code)).toEqual(["images-without-alt"]);
    expect(data.pages[2]!.problems.map((problem) => problem.code)).toEqual(["title-too-short", "multiple-h1"]);
  });

  it.smoke("saves an override for a page, normalising its path, and updates it on the next save", async () => {
    const saved = await call<SeoOverrideFields>(seoPagesFunction, "PUT", "/api/admin/seo/pages", {
      path: "/about.html",
      title: "Chennai's interior studio",
      description: "Our own words.",
      canonical: "/about",
      jsonLd: '{"@context": "https://schema.org", "@type": "AboutPage"}',
      focusKeyword: "Interior studio",
      nofollow: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      title: "Chennai's interior studio",
      isActive: true,
      nofollow: true,
      noindex: false,
      ogTitle: null,
    });
    expect(await row("/about")).toMatchObject({ title: "Chennai's interior studio", canonical: "/about", isActive: true });

    await call(seoPagesFunction, "PUT", "/api/admin/seo/pages", {
      path: "/about",
      title: "Chennai's interior studio since 2009",
      description: "Our own words.",
      focusKeyword: "Interior studio",
    });
    const about = await entry("/about");
    expect(about.override).toMatchObject({
      title: "Chennai's interior studio since 2009",
      canonical: null,
      nofollow: false,
      isActive: true,
    });
    // The build has not run since: the page still shows what it was built with, and the keyword is not in its title.
    expect(about.built.title).toBe("About Our Studio | Aalayam Interiors");
    expect(about.problems.map((problem) => problem.code)).toEqual([
      "images-without-alt",
      "focus-keyword-not-in-title",
      "focus-keyword-not-in-h1",
    ]);
    expect(about.seoScore).toBe(75);
    expect((await (await target.db()).select({ n: count() }).from(seoPages).where(eq(seoPages.pagePath, "/about")))[0]!.n).toBe(1);
  });

  it("refuses invalid overrides with a message per field, and pages the site does not have with 404", async () => {
    const bad = await call(seoPagesFunction, "PUT", "/api/admin/seo/pages", {
      path: "/about",
      title: "",
      description: "x",
      canonical: "http://insecure.example/about",
      ogImage: "javascript:alert(1)",
      jsonLd: "{oops",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      title: "Enter a title",
      canonical: "Canonical URL must be a full https:// address or a path on this site, like /about",
      ogImage: "Open Graph image must be a full https:// address or a path on this site, like /about",
      jsonLd: expect.stringMatching(/^JSON-LD must be valid JSON/),
    });
    const missing = await call(seoPagesFunction, "PUT", "/api/admin/seo/pages", { path: "/no-such-page", title: "T", description: "D" });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe("The site has no page at /no-such-page (as of the last build).");
    expect(await row("/no-such-page")).toBeUndefined();
  });

  it("the build applies active overrides only, by normalised path, leaving out bad JSON-LD with a warning", async () => {
    const db = await target.db();
    await db.insert(seoPages).values([
      { pagePath: "/contact.html", title: "Hand-made override", description: "D", jsonLd: "{broken", isActive: true },
      { pagePath: "/services/kids-bedroom", title: "A draft", description: "D", isActive: false },
    ]);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const overrides = await readOverrides(db);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("SEO override for /contact: its JSON-LD is not valid JSON"));
    warn.mockRestore();
    expect([...overrides.keys()].sort()).toEqual(["/about", "/contact"]);
    expect(overrides.get("/contact")).toMatchObject({ title: "Hand-made override", jsonLd: [] });
    expect(overrides.get("/about")).toMatchObject({ title: "Chennai's interior studio since 2009", nofollow: false });
    await db.delete(seoPages).where(eq(seoPages.pagePath, "/contact.html"));
    await db.delete(seoPages).where(eq(seoPages.pagePath, "/services/kids-bedroom"));
  });

  it("analyses every page: fills the measurements, creates inactive rows, and never touches an override", async () => {
    const { status, body } = await call<SeoAnalyseResult>(analyse, "POST", "/api/admin/seo/analyse");
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ analysed: 4, created: 3 });
    expect(body.data.message).toMatch(/^Stored the analysis of 4 pages from the build of /);
    const rows = await (await target.db()).select().from(seoPages);
    expect(rows).toHaveLength(4);
    const kids = rows.find((r) => r.pagePath === "/services/kids-bedroom")!;
    expect(kids).toMatchObject({ isActive: false, title: "Kids Bedroom", description: `Kids page ${LONG}`, seoScore: 80, wordCount: 2 });
    expect(kids.headingStructure).toEqual([
      { level: 1, text: "Kids" },
      { level: 1, text: "Rooms" },
    ]);
    const about = rows.find((r) => r.pagePath === "/about")!;
    // The override stays as saved; the score counts its focus keyword's problems.
    expect(about).toMatchObject({
      isActive: true,
      title: "Chennai's interior studio since 2009",
      seoScore: 75,
      imageCount: 1,
      linkCount: 0,
    });
    expect(about.wordCount).toBe(16);
    expect(about.readabilityScore).toBeGreaterThan(0);

    const again = await call<SeoAnalyseResult>(analyse, "POST", "/api/admin/seo/analyse");
    expect(again.body.data.created).toBe(0);
    expect(await (await target.db()).select({ n: count() }).from(seoPages)).toEqual([{ n: 4 }]);
  });

  it("stops overriding a page but keeps its row, focus keyword and keywords", async () => {
    const removed = await call<SeoOverrideFields>(seoPagesFunction, "DELETE", "/api/admin/seo/pages?path=/about");
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({
      isActive: false,
      title: "About Our Studio | Aalayam Interiors",
      description: `About page ${LONG}`,
      canonical: null,
      jsonLd: null,
      focusKeyword: "Interior studio",
    });
    expect((await readOverrides(await target.db())).has("/about")).toBe(false);
    const nothing = await call(seoPagesFunction, "DELETE", "/api/admin/seo/pages?path=/never-stored");
    expect(nothing.status).toBe(404);
    const invalid = await call(seoPagesFunction, "DELETE", "/api/admin/seo/pages");
    expect(invalid.status).toBe(400);
  });

  it("adds keywords with their density on the built page, refuses duplicates and unknown pages, and removes them", async () => {
    const added = await call<{ id: number; keyword: string; density: number; position: number | null }>(
      addKeyword,
      "POST",
      "/api/admin/seo/keywords",
      { path: "/about", keyword: "Interior studio" },
    );
    expect(added.status).toBe(201);
    // 2 occurrences × 2 words ÷ 16 words on the page.
    expect(added.body.data).toMatchObject({ keyword: "Interior studio", density: 25, position: null });
    const duplicate = await call(addKeyword, "POST", "/api/admin/seo/keywords", { path: "/about", keyword: "interior STUDIO" });
    expect(duplicate.status).toBe(409);
    const unknown = await call(addKeyword, "POST", "/api/admin/seo/keywords", { path: "/nowhere", keyword: "x" });
    expect(unknown.status).toBe(404);

    const other = await call<{ id: number }>(addKeyword, "POST", "/api/admin/seo/keywords", { path: "/about", keyword: "wardrobes" });
    expect((await entry("/about")).keywords.map((k) => k.keyword)).toEqual(["Interior studio", "wardrobes"]);
    expect((await call(removeKeyword, "DELETE", `/api/admin/seo/keywords/${other.body.data.id}`)).status).toBe(200);
    expect((await call(removeKeyword, "DELETE", `/api/admin/seo/keywords/${other.body.data.id}`)).status).toBe(404);
    expect((await call(removeKeyword, "DELETE", "/api/admin/seo/keywords/abc")).status).toBe(404);
    expect((await entry("/about")).keywords.map((k) => k.keyword)).toEqual(["Interior studio"]);

    // The analysis refreshes densities from the built pages.
    await (await target.db()).update(seoKeywords).set({ density: null });
    const analysed = await call<SeoAnalyseResult>(analyse, "POST", "/api/admin/seo/analyse");
    expect(analysed.body.data.message).toMatch(/; keyword densities updated for 1 page\.$/);
    expect((await entry("/about")).keywords).toEqual([expect.objectContaining({ keyword: "Interior studio", density: 25 })]);
  });

  it("reads the report and pages from the deployed site when there is no build folder, and says plainly when neither exists", async () => {
    const report = JSON.stringify(buildReport(PAGES));
    const site = await localServer((url) =>
      url.pathname === `/${SEO_REPORT_FILE}`
        ? { status: 200, body: report }
        : url.pathname === "/contact"
          ? { status: 200, body: PAGES[3]!.html }
          : { status: 404, body: "Not found" },
    );
    try {
      process.env.SITE_DIST_DIR = folders.empty;
      process.env.URL = site.origin;
      expect((await overview()).pages).toHaveLength(4);
      const added = await call<{ density: number }>(addKeyword, "POST", "/api/admin/seo/keywords", {
        path: "/contact",
        keyword: "contact",
      });
      expect(added.body.data.density).toBe(100);
      expect(site.requests.map((request) => request.url.pathname)).toContain("/contact");

      process.env.URL = `${site.origin}/nothing-here`;
      const gone = await site.close().then(() => call(seoOverview, "GET", "/api/admin/seo"));
      expect(gone.status).toBe(503);
      expect(gone.body.error).toMatch(/^The page list comes from the last build; none was found/);
    } finally {
      await site.close().catch(() => {});
    }
  });

  it("publishes through the build hook when one is set, and says so plainly when it is not", async () => {
    const unset = await call<SeoPublishResult>(publish, "POST", "/api/admin/seo/publish");
    expect(unset.status).toBe(200);
    expect(unset.body.data).toEqual({ published: false, message: expect.stringMatching(/^Publishing is not set up/) });

    let answer = { status: 200, body: "" };
    const hook = await localServer(() => answer);
    try {
      process.env.NETLIFY_BUILD_HOOK_URL = `${hook.origin}/build_hooks/secret123`;
      expect((await overview()).publishConfigured).toBe(true);
      const started = await call<SeoPublishResult>(publish, "POST", "/api/admin/seo/publish");
      expect(started.status).toBe(200);
      expect(started.body.data).toEqual({ published: true, message: expect.stringMatching(/^The build has started/) });
      expect(hook.requests).toHaveLength(1);
      expect(hook.requests[0]!.method).toBe("POST");
      expect(hook.requests[0]!.url.pathname).toBe("/build_hooks/secret123");
      expect(hook.requests[0]!.url.searchParams.get("trigger_title")).toMatch(/^SEO changes published by staff-/);

      answer = { status: 404, body: "Not found" };
      const refused = await call(publish, "POST", "/api/admin/seo/publish");
      expect(refused.status).toBe(502);
      expect(refused.body.error).toMatch(/^Netlify refused to start the rebuild \(it answered 404/);
      expect(JSON.stringify(refused.body)).not.toContain("secret123");
    } finally {
      await hook.close();
    }
    process.env.NETLIFY_BUILD_HOOK_URL = "http://127.0.0.1:1/build_hooks/secret123";
    const unreachable = await call(publish, "POST", "/api/admin/seo/publish");
    expect(unreachable.status).toBe(502);
    expect(unreachable.body.error).toMatch(/could not be reached/);
  });

  // Last: the build's loader closes the connection, which ends an in-memory database.
  it("the build reads the overrides once, only with a DATABASE_URL, and closes the connection", async () => {
    await call(seoPagesFunction, "PUT", "/api/admin/seo/pages", { path: "/", title: "Home override", description: "D" });
    delete process.env.DATABASE_URL;
    try {
      expect(await buildOverrides()).toEqual(new Map());
    } finally {
      process.env.DATABASE_URL = target.url;
    }
    const first = buildOverrides(target.url);
    expect(buildOverrides(target.url)).toBe(first);
    expect((await first).get("/")).toMatchObject({ title: "Home override" });
    if (target.kind === "pglite") {
      // A closed in-memory database is gone: opening the URL again gives a new, empty one.
      expect(await (await target.db()).select({ n: count() }).from(seoPages)).toEqual([{ n: 0 }]);
    }
    await closeDb(target.url);
  });
});
