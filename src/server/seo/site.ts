import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import { SEO_REPORT_FILE, type SeoReport, type SeoReportPage } from "../../lib/seo/report";
import { HttpError } from "../http";

const FETCH_TIMEOUT_MS = 10_000;

/** The last build as SEO management sees it: its report, and a way to read a built page. */
export interface BuiltSite {
  report: SeoReport;
  pages: Map<string, SeoReportPage>;
  /** The page's built HTML, or null when it cannot be read. */
  pageHtml: (page: SeoReportPage) => Promise<string | null>;
}

const NO_REPORT = "The page list comes from the last build; none was found. Build the site (npm run build) or deploy it, then try again.";

function isReport(value: unknown): value is SeoReport {
  const report = value as SeoReport | null;
  return typeof report?.builtAt === "string" && Array.isArray(report.pages) && report.pages.every((page) => typeof page?.path === "string");
}

function builtSite(report: unknown, pageHtml: BuiltSite["pageHtml"]): BuiltSite {
  if (!isReport(report)) throw new HttpError(503, `${NO_REPORT} (The report that was found is not one SEO management can read.)`);
  return { report, pages: new Map(report.pages.map((page) => [page.path, page])), pageHtml };
}

async function fetchText(url: URL): Promise<string | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

/**
 * Reads the build's report from the output folder when this process has one
 * (the local server, tests: SITE_DIST_DIR or dist/), else from the deployed
 * site (Netlify's functions do not carry the site's files).
 */
export async function loadBuiltSite(req: Request): Promise<BuiltSite> {
  const dist = resolve(process.env.SITE_DIST_DIR || "dist");
  const local = join(dist, SEO_REPORT_FILE);
  if (existsSync(local)) {
    let report: unknown;
    try {
      report = JSON.parse(await readFile(local, "utf8"));
    } catch {
      report = null;
    }
    return builtSite(report, async (page) => {
      const file = resolve(dist, page.file);
      // The file name comes from the report; it must not lead outside the output folder.
      if (!file.startsWith(dist + sep) || !existsSync(file)) return null;
      return readFile(file, "utf8");
    });
  }
  const origin = process.env.URL || new URL(req.url).origin;
  const text = await fetchText(new URL(`/${SEO_REPORT_FILE}`, origin));
  if (text === null) throw new HttpError(503, NO_REPORT);
  let report: unknown;
  try {
    report = JSON.parse(text);
  } catch {
    report = null;
  }
  return builtSite(report, (page) => {
    // Only ever a path on the site itself, whatever the report says.
    const url = new URL(origin);
    url.pathname = page.path;
    return fetchText(url);
  });
}
