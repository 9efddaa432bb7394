import { count, eq, sum } from "drizzle-orm";
import { expect } from "vitest";
import * as importAnalytics from "../../functions/admin-seo-analytics";
import * as addKeyword from "../../functions/admin-seo-keywords";
import type { SeoImportResult } from "../../src/lib/admin/seo";
import { seoAnalytics, seoKeywords } from "../../src/server/db/schema";
import { describeEachDatabase } from "../support/databases";
import { SEARCH_CONSOLE_CSV, useSeoSuite } from "../support/seo-site";

describeEachDatabase("SEO management: Search Console import", (target, it) => {
  const { call, entry } = useSeoSuite(target);

  it.smoke("imports a Search Console export, skipping other sites' pages, keeping formula-like text as data", async () => {
    const { status, body } = await call<SeoImportResult>(importAnalytics, "POST", "/api/admin/seo/analytics", { csv: SEARCH_CONSOLE_CSV });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      imported: 4,
      replaced: 0,
      skippedRows: 1,
      skippedPaths: ["/no-such-page"],
      message: "Imported 4 rows; 1 skipped because the site has no such page.",
    });
    const about = await entry("/about");
    expect(about.analytics).toEqual({
      clicks: 32,
      impressions: 600,
      ctr: 32 / 600,
      position: expect.closeTo((4.5 * 200 + 8 * 100 + 3.5 * 300) / 600, 6),
      from: "2026-01-15",
      to: "2026-01-16",
      topQueries: [
        { query: "interior studio chennai", clicks: 30, impressions: 500, ctr: 0.06, position: expect.closeTo(3.9, 6) },
        { query: "kitchens, wardrobes", clicks: 2, impressions: 100, ctr: 0.02, position: 8 },
      ],
    });
    expect((await entry("/contact")).analytics!.topQueries[0]!.query).toBe('=HYPERLINK("http://x.example","click")');
  });

  it("does not double the numbers when the same export is imported again", async () => {
    const db = await target.db();
    const totals = async () => (await db.select({ rows: count(), clicks: sum(seoAnalytics.clicks) }).from(seoAnalytics))[0];
    const before = await totals();
    const { body } = await call<SeoImportResult>(importAnalytics, "POST", "/api/admin/seo/analytics", { csv: SEARCH_CONSOLE_CSV });
    expect(body.data).toMatchObject({ imported: 4, replaced: 4 });
    expect(await totals()).toEqual(before);
    expect((await entry("/about")).analytics!.clicks).toBe(32);
  });

  it("sets a keyword's position from the imported average position of that query on that page", async () => {
    const added = await call<{ position: number | null }>(addKeyword, "POST", "/api/admin/seo/keywords", {
      path: "/about",
      keyword: "Interior Studio Chennai",
    });
    expect(added.body.data.position).toBeCloseTo(3.9, 6);
    const csv = "date,page,query,clicks,impressions,ctr,position\n2026-01-17,/about,interior studio chennai,5,500,1%,2.1";
    await call(importAnalytics, "POST", "/api/admin/seo/analytics", { csv });
    const [keyword] = await (await target.db()).select().from(seoKeywords).where(eq(seoKeywords.keyword, "Interior Studio Chennai"));
    expect(keyword!.position).toBeCloseTo((3.9 * 500 + 2.1 * 500) / 1000, 6);
  });

  it("refuses a file with an unreadable line whole, naming its line and column, and a file with nothing to import", async () => {
    const analytics = async () => (await (await target.db()).select({ n: count() }).from(seoAnalytics))[0]!.n;
    const before = await analytics();
    const partly = await call<never>(importAnalytics, "POST", "/api/admin/seo/analytics", {
      csv: "date,page,query,clicks,impressions,ctr,position\n2026-02-01,/,home,1,10,10%,1\nnot-a-day,/,home,1,10,10%,1\n2026-02-02,/,home,x,10,10%,1",
    });
    expect(partly.status).toBe(400);
    expect(partly.body).toEqual({
      error:
        "Nothing was imported: Line 3, column “date”: “not-a-day” is not a day like 2026-01-31. 1 more line cannot be read either. Correct the file and import it again.",
      errors: [
        { line: 3, column: "date", message: expect.stringContaining("“not-a-day”") },
        { line: 4, column: "clicks", message: expect.stringContaining("“x”") },
      ],
      skippedRows: 0,
      skippedPaths: [],
    });
    expect(await analytics()).toBe(before);

    const nothing = await call(importAnalytics, "POST", "/api/admin/seo/analytics", {
      csv: "date,page,query,clicks,impressions,ctr,position\n2026-02-01,/elsewhere,q,1,1,1,1",
    });
    expect(nothing.status).toBe(400);
    expect(nothing.body).toMatchObject({
      error: "Nothing was imported: its 1 row is for a page the site does not have.",
      skippedRows: 1,
      skippedPaths: ["/elsewhere"],
    });
    const wrongColumns = await call(importAnalytics, "POST", "/api/admin/seo/analytics", { csv: "a,b\n1,2" });
    expect(wrongColumns.status).toBe(400);
    expect(wrongColumns.body.error).toMatch(/^The file has no “date”, “page”, “clicks”, or “impressions” column/);
    expect(await analytics()).toBe(before);
  });
});
