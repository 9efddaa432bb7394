import { asc, eq, sql } from "drizzle-orm";
import {
  pickOverride,
  type SeoAnalyseResult,
  type SeoOverride,
  type SeoOverrideFields,
  type SeoOverview,
  type SeoPageEntry,
} from "../../lib/admin/seo";
import { focusKeywordProblems, seoScore } from "../../lib/seo/analysis";
import { UNSET_OVERRIDE } from "../../lib/seo/override-fields";
import { sitePath, type SeoReportPage } from "../../lib/seo/report";
import type { Database } from "../db/client";
import { seoKeywords, seoPages } from "../db/schema";
import { HttpError } from "../http";
import { analyticsSummaries } from "./analytics";
import { refreshDensities } from "./keywords";
import { builtPage, inactiveRow } from "./rows";
import type { BuiltSite } from "./site";

const UPSERT_CHUNK = 200;

/** The page's problems now: the build's, plus the focus keyword's against what the build put in the page. */
function liveProblems(page: SeoReportPage, focusKeyword: string | null | undefined) {
  const problems = [...page.problems, ...focusKeywordProblems(page, focusKeyword)];
  return { problems, seoScore: seoScore(problems) };
}

/** Every page of the last build with its stored row, keywords and search data. */
export async function seoOverview(db: Database, site: BuiltSite): Promise<SeoOverview> {
  const [rows, keywords, analytics] = await Promise.all([
    db.select().from(seoPages),
    db.select().from(seoKeywords).where(eq(seoKeywords.isActive, true)).orderBy(asc(seoKeywords.keyword)),
    analyticsSummaries(db),
  ]);
  const rowsByPath = new Map(rows.map((row) => [row.pagePath, row]));
  const keywordsByPage = new Map<number, typeof keywords>();
  for (const keyword of keywords) keywordsByPage.set(keyword.pageId, [...(keywordsByPage.get(keyword.pageId) ?? []), keyword]);
  const pages = site.report.pages.map((page): SeoPageEntry => {
    const row = rowsByPath.get(page.path);
    return {
      path: page.path,
      built: { title: page.title, description: page.description, canonical: page.canonical, robots: page.robots, h1: page.h1 },
      headingStructure: page.headingStructure,
      wordCount: page.wordCount,
      imageCount: page.imageCount,
      imagesWithoutAlt: page.imagesWithoutAlt,
      linkCount: page.linkCount,
      readabilityScore: page.readabilityScore,
      ...liveProblems(page, row?.focusKeyword),
      override: row ? pickOverride(row) : null,
      keywords: row
        ? (keywordsByPage.get(row.id) ?? []).map(({ id, keyword, density, position }) => ({ id, keyword, density, position }))
        : [],
      analytics: (row && analytics.get(row.id)) ?? null,
    };
  });
  return { builtAt: site.report.builtAt, publishConfigured: Boolean(process.env.NETLIFY_BUILD_HOOK_URL), pages };
}

/** Saves a page's override (or draft, when inactive); the build applies active ones. */
export async function saveOverride(db: Database, site: BuiltSite, input: SeoOverride): Promise<SeoOverrideFields> {
  const { path, ...fields } = input;
  const page = builtPage(site, path);
  const [row] = await db
    .insert(seoPages)
    .values({ pagePath: page.path, ...fields })
    .onConflictDoUpdate({ target: seoPages.pagePath, set: { ...fields, updatedAt: new Date() } })
    .returning();
  return pickOverride(row!);
}

/** What removing an override writes: nothing overridden, but the focus keyword stays (it belongs to the page). */
const { focusKeyword: _focusKeyword, ...CLEARED } = UNSET_OVERRIDE;

/**
 * Stops overriding a page: the row goes back to holding what the build put in
 * the page. It is kept, with its focus keyword, because the page's keywords
 * and search data belong to it.
 */
export async function removeOverride(db: Database, site: BuiltSite, path: string): Promise<SeoOverrideFields> {
  const normalised = sitePath(path);
  const page = site.pages.get(normalised);
  const [row] = await db
    .update(seoPages)
    .set({
      ...(page && { title: page.title ?? "", description: page.description ?? "" }),
      ...CLEARED,
      updatedAt: new Date(),
    })
    .where(eq(seoPages.pagePath, normalised))
    .returning();
  if (!row) throw new HttpError(404, `No override is stored for ${normalised}.`);
  return pickOverride(row);
}

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

/**
 * Stores the last build's analysis of every page in its row, scored with the
 * row's focus keyword; pages without a row get an inactive one. Override
 * fields are never touched. Then refreshes keyword densities from the built pages.
 */
export async function analyseAll(db: Database, site: BuiltSite): Promise<SeoAnalyseResult> {
  const pages = site.report.pages;
  const existing = new Map(
    (await db.select({ pagePath: seoPages.pagePath, focusKeyword: seoPages.focusKeyword }).from(seoPages)).map((row) => [
      row.pagePath,
      row.focusKeyword,
    ]),
  );
  const now = new Date();
  await db.transaction(async (tx) => {
    for (let at = 0; at < pages.length; at += UPSERT_CHUNK) {
      const values = pages.slice(at, at + UPSERT_CHUNK).map((page) => ({
        ...inactiveRow(page),
        seoScore: liveProblems(page, existing.get(page.path)).seoScore,
        wordCount: page.wordCount,
        imageCount: page.imageCount,
        linkCount: page.linkCount,
        headingStructure: page.headingStructure,
        readabilityScore: page.readabilityScore,
        updatedAt: now,
      }));
      await tx
        .insert(seoPages)
        .values(values)
        .onConflictDoUpdate({
          target: seoPages.pagePath,
          set: {
            seoScore: excluded("seoScore"),
            wordCount: excluded("wordCount"),
            imageCount: excluded("imageCount"),
            linkCount: excluded("linkCount"),
            headingStructure: excluded("headingStructure"),
            readabilityScore: excluded("readabilityScore"),
            updatedAt: excluded("updatedAt"),
          },
        });
    }
  });
  const created = pages.filter((page) => !existing.has(page.path)).length;
  const densities = await refreshDensities(db, site);
  const built = new Date(site.report.builtAt).toLocaleString("en-IN", {
    timeZone: "Asia/Kolkata",
    dateStyle: "medium",
    timeStyle: "short",
  });
  return {
    analysed: pages.length,
    created,
    message: `Stored the analysis of ${pages.length} pages from the build of ${built}${densities ? `; keyword densities updated for ${densities} page${densities === 1 ? "" : "s"}` : ""}.`,
  };
}
