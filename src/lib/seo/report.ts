import { Parser } from "htmlparser2";
import { analysePage, duplicateProblems, seoScore, type PageFacts, type SeoProblem } from "./analysis";
import { canonicalUrl } from "./title";

/** Where the build writes its SEO report, under the output directory (and so on the site). */
export const SEO_REPORT_FILE = "admin/seo-report.json";

/** One built page as the last build left it: its effective search tags, measurements and problems. */
export interface SeoReportPage extends PageFacts {
  /** The page's canonical path: "/", "/about". */
  path: string;
  /** The built HTML file, relative to the output directory. */
  file: string;
  seoScore: number;
  /** Without focus-keyword problems: the keyword lives in the database, not in the build. */
  problems: SeoProblem[];
}

export interface SeoReport {
  builtAt: string;
  pages: SeoReportPage[];
}

/** Keeps the report small: long headings are cut and very long outlines shortened. */
const MAX_HEADING_TEXT = 120;
const MAX_HEADINGS = 80;

/** The path a page is known by everywhere ("/", "/about"), from a URL, a path or a built file name. */
export function sitePath(input: string): string {
  return new URL(canonicalUrl(new URL(input, "https://site.invalid").pathname)).pathname;
}

/** The `<loc>` URLs of a sitemap or sitemap index. */
export function sitemapLocations(xml: string): string[] {
  const locations: string[] = [];
  let location: string | null = null;
  const parser = new Parser(
    {
      onopentag: (name) => {
        if (name === "loc") location = "";
      },
      ontext: (text) => {
        if (location !== null) location += text;
      },
      onclosetag: (name) => {
        if (name === "loc" && location !== null) locations.push(location.trim());
        location = null;
      },
    },
    { xmlMode: true },
  );
  parser.end(xml);
  return locations;
}

/** The file a page is built to with `build.format: "file"`: "/" → index.html, "/about" → about.html. */
export function builtFileFor(path: string): string {
  return path === "/" ? "index.html" : `${decodeURIComponent(path.slice(1))}.html`;
}

/** Analyses every built page and adds the problems only a comparison shows (duplicates). */
export function buildReport(pages: readonly { path: string; file: string; html: string }[], builtAt = new Date()): SeoReport {
  const analysed = pages.map(({ path, file, html }) => {
    const analysis = analysePage(html);
    return {
      path,
      file,
      ...analysis,
      headingStructure: analysis.headingStructure
        .slice(0, MAX_HEADINGS)
        .map(({ level, text }) => ({ level, text: text.length > MAX_HEADING_TEXT ? `${text.slice(0, MAX_HEADING_TEXT - 1)}…` : text })),
    };
  });
  const duplicates = duplicateProblems(analysed);
  return {
    builtAt: builtAt.toISOString(),
    pages: analysed.map((page) => {
      const problems = [...page.problems, ...(duplicates.get(page.path) ?? [])];
      return { ...page, problems, seoScore: seoScore(problems) };
    }),
  };
}
