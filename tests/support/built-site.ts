import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { SEO_REPORT_FILE, buildReport } from "../../src/lib/seo/report";

export interface BuiltPage {
  path: string;
  file: string;
  html: string;
}

/** A built page as Astro writes it: title, description and canonical in the head. */
export const builtHtml = (title: string, description: string, body: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title><meta name="description" content="${description}"><link rel="canonical" href="https://www.example-interiors.in/x"></head><body>${body}</body></html>`;

/** Writes the pages and the build's SEO report into `dir`, as `astro build` leaves them for the SEO functions. */
export async function writeBuiltSite(dir: string, pages: readonly BuiltPage[]): Promise<void> {
  for (const page of pages) {
    await mkdir(dirname(join(dir, page.file)), { recursive: true });
    await writeFile(join(dir, page.file), page.html);
  }
  await mkdir(join(dir, "admin"), { recursive: true });
  await writeFile(join(dir, SEO_REPORT_FILE), JSON.stringify(buildReport(pages)));
}
