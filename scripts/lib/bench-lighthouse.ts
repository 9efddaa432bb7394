/** The benchmark's browser figures: Lighthouse's scores and timings per page, and the element a phone paints as LCP. */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromium, devices } from "@playwright/test";

/** Lighthouse runs per page and form factor; the report gives their median. */
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);
export const LIGHTHOUSE_PAGES = [
  "/",
  "/interior-designers-adyar",
  "/price-estimator",
  "/contact",
  "/projects",
  "/projects/designer-kitchen",
  "/book",
  "/ta",
  "/ta/interior-designers-adyar",
];
/** The Tamil edition's other templates, on a phone: Tamil text is what weighs on their first layout. */
export const TAMIL_TEMPLATE_PAGES = [
  "/ta/book",
  "/ta/contact",
  "/ta/price-estimator",
  "/ta/services",
  "/ta/modular-kitchen",
  "/ta/projects/designer-kitchen",
  "/ta/experience-centres/adyar",
  "/ta/interior-design-salem",
];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  totalBytes: number;
}

/** The element the browser reports as the largest contentful paint of a page, on a phone. */
export async function lcpElement(url: string): Promise<string> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const page = await (await browser.newContext({ ...devices["Pixel 7"] })).newPage();
    await page.goto(url, { waitUntil: "networkidle" });
    return await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
            const element = last?.element;
            resolve(
              element
                ? `<${element.tagName.toLowerCase()} ${element.getAttribute("src") ? `src="${element.getAttribute("src")}" ` : ""}fetchpriority="${element.getAttribute("fetchpriority") ?? ""}" loading="${element.getAttribute("loading") ?? ""}">`
                : "none",
            );
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
  } finally {
    await browser.close();
  }
}

export async function lighthouseRuns(
  origin: string,
  formFactors: readonly ("mobile" | "desktop")[] = ["mobile", "desktop"],
  pages: readonly string[] = LIGHTHOUSE_PAGES,
) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const results = [];
  try {
    for (const formFactor of formFactors) {
      for (const path of pages) {
        const runs: LighthouseRun[] = [];
        for (let i = 0; i < RUNS; i++) {
          const result = await lighthouse(
            `${origin}${path}`,
            { port: chrome.port, output: "json", logLevel: "error" },
            formFactor === "desktop" ? desktopConfig : undefined,
          );
          const lhr = result!.lhr;
          runs.push({
            performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
            bestPractices: Math.round((lhr.categories["best-practices"]?.score ?? 0) * 100),
            seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
            lcpMs: lhr.audits["largest-contentful-paint"]!.numericValue!,
            tbtMs: lhr.audits["total-blocking-time"]!.numericValue!,
            cls: lhr.audits["cumulative-layout-shift"]!.numericValue!,
            speedIndexMs: lhr.audits["speed-index"]!.numericValue!,
            totalBytes: lhr.audits["total-byte-weight"]!.numericValue!,
          });
        }
        const pick = (key: keyof LighthouseRun) => median(runs.map((run) => run[key]));
        results.push({
          formFactor,
          path,
          performance: pick("performance"),
          accessibility: pick("accessibility"),
          bestPractices: pick("bestPractices"),
          seo: pick("seo"),
          lcpMs: pick("lcpMs"),
          tbtMs: pick("tbtMs"),
          cls: pick("cls"),
          speedIndexMs: pick("speedIndexMs"),
          totalBytes: pick("totalBytes"),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}
