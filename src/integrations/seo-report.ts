import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { SEO_REPORT_FILE, buildReport, builtFileFor, sitePath, sitemapLocations } from "../lib/seo/report";

/** The public pages the build listed in its sitemap, with their built files. */
async function sitemapPages(outDir: string): Promise<{ path: string; file: string }[] | null> {
  const index = join(outDir, "sitemap-index.xml");
  if (!existsSync(index)) return null;
  const pages = new Map<string, string>();
  for (const sitemap of sitemapLocations(await readFile(index, "utf8"))) {
    const file = join(outDir, new URL(sitemap).pathname.split("/").pop()!);
    for (const location of sitemapLocations(await readFile(file, "utf8"))) {
      const path = sitePath(location);
      pages.set(path, builtFileFor(path));
    }
  }
  return [...pages].map(([path, file]) => ({ path, file }));
}

/**
 * After the build (and after the sitemap, so register it later): analyses
 * every page of the sitemap and writes the SEO report staff see in SEO
 * management.
 */
export function seoReport(): AstroIntegration {
  return {
    name: "site:seo-report",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const started = performance.now();
        const outDir = fileURLToPath(dir);
        const pages = await sitemapPages(outDir);
        if (!pages) {
          logger.warn("No sitemap-index.xml was built, so no SEO report was written.");
          return;
        }
        const built = await Promise.all(
          pages.map(async (page) => {
            const file = join(outDir, page.file);
            // The report is an aid for staff: a page it cannot find is left out, never a reason to fail the deploy.
            if (!existsSync(file)) {
              logger.warn(`The sitemap lists ${page.path}, but ${page.file} was not built; it is left out of the SEO report.`);
              return null;
            }
            return { ...page, html: await readFile(file, "utf8") };
          }),
        );
        const report = buildReport(built.filter((page) => page !== null));
        const target = join(outDir, SEO_REPORT_FILE);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, JSON.stringify(report));
        const problems = report.pages.reduce((sum, page) => sum + page.problems.length, 0);
        logger.info(
          `${report.pages.length} pages analysed, ${problems} problem${problems === 1 ? "" : "s"} found, in ${Math.round(performance.now() - started)} ms → ${SEO_REPORT_FILE}`,
        );
      },
    },
  };
}
