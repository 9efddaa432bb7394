/**
 * `npm run bench`: builds the site, serves the production build with its
 * functions on loopback, measures it, and writes bench/results/latest.md and
 * latest.json. Not part of `npm test`: figures on a shared machine are noisy,
 * so they are reported, not asserted (the static budgets are asserted by
 * `npm run check:budgets`).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { count } from "drizzle-orm";
import { closeDb, getDb } from "../src/server/db/client";
import { applyMigrations } from "../src/server/db/migrate";
import { consultations } from "../src/server/db/schema";
import { faultReport, faultTable, type FaultResult } from "./bench-faults";
import { pageWeight, type Size } from "./lib/page-weight";
import { LIGHTHOUSE_PAGES, RUNS, TAMIL_TEMPLATE_PAGES, lcpElement, lighthouseRuns } from "./lib/bench-lighthouse";
import { buildPhotoProfile } from "./lib/photo-profile";
import { startThrowawayCluster } from "./lib/postgres";

const root = resolve(import.meta.dirname, "..");
const dist = join(root, "dist");
const LOAD_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const IN_FLIGHT = 50;
const TEMPLATES: Record<string, string> = {
  home: "index.html",
  neighbourhood: "interior-designers-adyar.html",
  city: "interior-designers-chennai.html",
  "city guide": "interior-design-salem.html",
  "service page": "modular-kitchen.html",
  "service sub-page": "services/pooja-unit.html",
  showcase: "luxury-living-rooms.html",
  "TV catalogue": "tv-units.html",
  projects: "projects.html",
  "case study": "projects/designer-kitchen.html",
  "experience centre": "experience-centres/adyar.html",
  contact: "contact.html",
  booking: "book.html",
  "estimator step": "price-estimator/package.html",
  "location record": "location/chennai.html",
  landing: "landing.html",
  "Tamil home": "ta.html",
  "Tamil neighbourhood": "ta/interior-designers-adyar.html",
};

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function build() {
  const started = performance.now();
  const result = spawnSync("npx", ["astro", "build"], { cwd: root, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`astro build failed:\n${result.stdout}\n${result.stderr}`);
  const ms = performance.now() - started;
  const pages = htmlFiles(dist).length;
  return { pages, seconds: ms / 1000, msPerPage: ms / pages };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : path.endsWith(".html") ? [path] : [];
  });
}

function weights(dist: string) {
  const rows = Object.entries(TEMPLATES).map(([template, file]) => {
    const weight = pageWeight(dist, join(dist, file));
    const images = imageBytes(dist, join(dist, file));
    return { template, page: `/${file.replace(/(index)?\.html$/, "")}`, ...weight, images };
  });
  const largest = htmlFiles(dist)
    .map((file) => ({ page: `/${relative(dist, file)}`, bytes: statSync(file).size }))
    .sort((a, b) => b.bytes - a.bytes)[0]!;
  return { rows, largest };
}

/** Bytes of the images a page's HTML points at (the first candidate of each), before lazy loading. */
function imageBytes(dist: string, htmlFile: string): number {
  const html = readFileSync(htmlFile, "utf8");
  const urls = new Set([...html.matchAll(/<img[^>]+src="(\/_astro\/[^"]+)"/g)].map((m) => m[1]!));
  return [...urls].reduce((sum, url) => sum + statSync(join(dist, url)).size, 0);
}

async function startServer(env: Record<string, string>, port: number, cwd = root): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolveStart, reject) => {
    server.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("Serving dist/") && resolveStart());
    server.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return server;
}

/** The private enquiry page as its person opens it, from a consultation's own link: the page shows a real enquiry. */
async function privateEnquiryPage(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/consultations`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      fullName: "Bench Reader",
      email: "bench-reader@example.com",
      phone: "9840012399",
      service: "modular-kitchen",
      idempotencyKey: randomBytes(12).toString("hex"),
      fillMs: 5000,
    }),
  });
  const { enquiryUrl } = (await response.json()) as { enquiryUrl?: string };
  if (!enquiryUrl) throw new Error(`The consultation's answer (${response.status}) carried no private link.`);
  const url = new URL(enquiryUrl);
  return url.pathname + url.search;
}

/** 2,000 consultation bookings, 50 in flight, then the rows are counted: every accepted booking must be there once. */
async function loadTest(origin: string) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < LOAD_REQUESTS) {
      const i = next++;
      const t = performance.now();
      const response = await fetch(`${origin}/api/consultations`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          fullName: `Load Test ${i}`,
          email: `load${i}@example.com`,
          phone: "9840012345",
          service: "modular-kitchen",
          idempotencyKey: randomBytes(12).toString("hex"),
          fillMs: 5000,
        }),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - t);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    requests: LOAD_REQUESTS,
    perSecond: LOAD_REQUESTS / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses: Object.fromEntries(statuses),
  };
}

/** The database's own insert rate, same row shape, same concurrency, no HTTP or validation in between. */
async function rawInsertRate(databaseUrl: string) {
  const db = await getDb(databaseUrl);
  await applyMigrations(db, databaseUrl);
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < LOAD_REQUESTS) {
      const i = next++;
      await db.insert(consultations).values({
        fullName: `Raw ${i}`,
        email: `raw${i}@example.com`,
        phone: "9840012345",
        service: "tv-units",
        idempotencyKey: randomBytes(12).toString("hex"),
      });
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return LOAD_REQUESTS / ((performance.now() - started) / 1000);
}

async function functionsBench(label: string, databaseUrl: string, port: number) {
  const server = await startServer(
    { DATABASE_URL: databaseUrl, LEAD_RATE_LIMIT: "1000000", MAIL_DIR: join(root, ".data/bench-mail") },
    port,
  );
  let load;
  try {
    load = await loadTest(`http://127.0.0.1:${port}`);
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
  // Counted after the server has stopped: an embedded database has one owner at a time.
  const [row] = await (await getDb(databaseUrl)).select({ n: count() }).from(consultations);
  await closeDb(databaseUrl);
  return { label, ...load, rows: row!.n };
}

async function main() {
  console.log("Building…");
  const buildFigures = build();
  const weightFigures = weights(dist);

  const pgliteDir = join(root, ".data", `bench-${Date.now()}`);
  const site = await startServer({ DATABASE_URL: join(pgliteDir, "site") }, 8895);
  let lighthouseFigures;
  let homeLcp: string;
  try {
    console.log("Lighthouse…");
    const privatePage = await privateEnquiryPage("http://127.0.0.1:8895");
    lighthouseFigures = [
      ...(await lighthouseRuns("http://127.0.0.1:8895", ["mobile", "desktop"], [...LIGHTHOUSE_PAGES, privatePage])),
      ...(await lighthouseRuns("http://127.0.0.1:8895", ["mobile"], TAMIL_TEMPLATE_PAGES)),
    ];
    homeLcp = await lcpElement("http://127.0.0.1:8895/");
  } finally {
    site.kill("SIGTERM");
    await new Promise((r) => site.once("exit", r));
  }

  console.log("Photo profile…");
  const photoBuild = await buildPhotoProfile(root, join(root, ".data", "bench-photo"));
  const photoSite = await startServer({ DATABASE_URL: join(pgliteDir, "photo") }, 8898, photoBuild.root);
  let photoLighthouse;
  let photoHomeLcp: string;
  try {
    photoLighthouse = await lighthouseRuns("http://127.0.0.1:8898", ["mobile"]);
    photoHomeLcp = await lcpElement("http://127.0.0.1:8898/");
  } finally {
    photoSite.kill("SIGTERM");
    await new Promise((r) => photoSite.once("exit", r));
  }
  const photo = {
    pictures: photoBuild.pictures,
    originalBytes: photoBuild.originalBytes,
    standInBytes: photoBuild.standInBytes,
    lighthouse: photoLighthouse,
    homeLcpElement: photoHomeLcp,
    weights: weights(photoBuild.dist),
  };

  console.log("Functions under load…");
  const pgliteLoad = await functionsBench("PGlite", join(pgliteDir, "load"), 8896);
  const pgliteRaw = await rawInsertRate(join(pgliteDir, "raw"));
  await closeDb(join(pgliteDir, "raw"));

  const cluster = await startThrowawayCluster();
  let postgresLoad;
  let postgresRaw;
  try {
    await applyMigrations(await getDb(cluster.url), cluster.url);
    await closeDb(cluster.url);
    postgresLoad = await functionsBench("PostgreSQL", cluster.url, 8897);
    postgresRaw = await rawInsertRate(cluster.url);
    await closeDb(cluster.url);
  } finally {
    cluster.stop();
  }

  console.log("Faults…");
  const faults = await faultTable();

  const results = {
    date: new Date().toISOString(),
    faults,
    build: buildFigures,
    weights: weightFigures,
    lighthouse: lighthouseFigures,
    homeLcpElement: homeLcp,
    photo,
    functions: [
      { ...pgliteLoad, rawInsertsPerSecond: pgliteRaw },
      { ...postgresLoad!, rawInsertsPerSecond: postgresRaw! },
    ],
  };
  mkdirSync(join(root, "bench/results"), { recursive: true });
  writeFileSync(join(root, "bench/results/latest.json"), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(root, "bench/results/latest.md"), report(results));
  console.log(report(results));
}

function report(r: {
  date: string;
  build: { pages: number; seconds: number; msPerPage: number };
  weights: ReturnType<typeof weights>;
  lighthouse: Awaited<ReturnType<typeof lighthouseRuns>>;
  homeLcpElement: string;
  photo: {
    pictures: number;
    originalBytes: number;
    standInBytes: number;
    lighthouse: Awaited<ReturnType<typeof lighthouseRuns>>;
    homeLcpElement: string;
    weights: ReturnType<typeof weights>;
  };
  functions: (Awaited<ReturnType<typeof functionsBench>> & { rawInsertsPerSecond: number })[];
  faults: FaultResult[];
}): string {
  const size = (s: Size) => `${kb(s.raw)} / ${kb(s.gzip)} / ${kb(s.brotli)}`;
  return [
    `# Benchmark — ${r.date}`,
    "",
    `Median of ${RUNS} Lighthouse runs per page (mobile: default simulated throttling; desktop preset), against the production build served locally with compression as Netlify's CDN does.`,
    "",
    "| Profile | Page | Perf | A11y | Best pr. | SEO | LCP | TBT | CLS | Speed Index | Bytes |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
    ...r.lighthouse.map(
      (l) =>
        `| ${l.formFactor} | ${l.path.replace(/\?t=.*/, "?t=…")} | ${l.performance} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${(l.lcpMs / 1000).toFixed(2)} s | ${Math.round(l.tbtMs)} ms | ${l.cls.toFixed(3)} | ${(l.speedIndexMs / 1000).toFixed(2)} s | ${kb(l.totalBytes)} KB |`,
    ),
    "",
    `LCP element on the home page (Pixel 7, Chromium): \`${r.homeLcpElement}\``,
    "",
    "## Weight per page type (KB raw / gzip / brotli; JS = what runs before any interaction)",
    "",
    "| Template | Page | HTML | CSS | JS | Images (src) |",
    "|---|---|---|---|---|---|",
    ...r.weights.rows.map((w) => `| ${w.template} | ${w.page} | ${size(w.html)} | ${size(w.css)} | ${size(w.js)} | ${kb(w.images)} |`),
    "",
    `Largest page: ${r.weights.largest.page} (${kb(r.weights.largest.bytes)} KB raw HTML).`,
    "",
    "## Photo profile: every picture at a photograph's weight",
    "",
    `The same pages built with each of the ${r.photo.pictures} pictures swapped for a stand-in of the same size at a photograph's weight (${kb(r.photo.originalBytes / 1024)} MB of illustrations became ${kb(r.photo.standInBytes / 1024)} MB). Mobile, beside the normal run (illustrations → photographs):`,
    "",
    "| Page | Perf | A11y | Best pr. | SEO | LCP | CLS | Bytes | Images (src) |",
    "|---|---|---|---|---|---|---|---|---|",
    ...r.photo.lighthouse.map((p) => {
      const normal = r.lighthouse.find((l) => l.formFactor === "mobile" && l.path === p.path)!;
      const file = Object.values(TEMPLATES).find((f) => `/${f.replace(/(index)?\.html$/, "")}` === p.path);
      const images = (w: ReturnType<typeof weights>) =>
        w.rows.find((row) => `/${file?.replace(/(index)?\.html$/, "")}` === row.page)?.images;
      const before = images(r.weights);
      const after = images(r.photo.weights);
      return `| ${p.path} | ${normal.performance} → ${p.performance} | ${p.accessibility} | ${p.bestPractices} | ${p.seo} | ${(normal.lcpMs / 1000).toFixed(2)} → ${(p.lcpMs / 1000).toFixed(2)} s | ${p.cls.toFixed(3)} | ${kb(normal.totalBytes)} → ${kb(p.totalBytes)} KB | ${before === undefined ? "–" : `${kb(before)} → ${kb(after!)} KB`} |`;
    }),
    "",
    `LCP element on the home page with photographs: \`${r.photo.homeLcpElement}\``,
    "",
    "## Build",
    "",
    `${r.build.pages} pages in ${r.build.seconds.toFixed(1)} s (${r.build.msPerPage.toFixed(0)} ms a page, images from cache when unchanged).`,
    "",
    `## Functions: ${LOAD_REQUESTS} consultation bookings, ${IN_FLIGHT} in flight`,
    "",
    "| Database | Requests/s | p50 | p99 | Statuses | Rows after | Raw inserts/s (same DB) |",
    "|---|---|---|---|---|---|---|",
    ...r.functions.map(
      (f) =>
        `| ${f.label} | ${f.perSecond.toFixed(0)} | ${f.p50.toFixed(0)} ms | ${f.p99.toFixed(0)} ms | ${Object.entries(f.statuses)
          .map(([status, n]) => `${status}×${n}`)
          .join(" ")} | ${f.rows} | ${f.rawInsertsPerSecond.toFixed(0)} |`,
    ),
    "",
    faultReport(r.faults),
  ].join("\n");
}

await main();
process.exit(0);
