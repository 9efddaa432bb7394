#!/usr/bin/env node
/**
 * Generates the placeholder illustrations in `src/assets/artwork/` (one per key
 * in `src/config/artwork.ts`) and the Open Graph images in `public/og/`.
 *
 * Every picture is an SVG built in code — a small one-point-perspective room
 * renderer plus flat illustration helpers — rasterised to JPEG with sharp.
 * Output is deterministic: randomness comes from a generator seeded by the
 * image key, so re-running produces byte-identical files.
 *
 *   npm run artwork                              # what changed
 *   npm run artwork -- --only=study,og-home      # just these
 *   npm run artwork -- --force                   # re-encode every generated file
 *
 * A JPEG without the generator's mark is a real photo and is never overwritten.
 */
import { readFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { ARTWORK_KEYS } from "../../src/config/artwork.ts";
import { encode } from "./encode.mjs";
import { OG, ogImage } from "./og.mjs";
import { SCENES } from "./scenes/index.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const ART_DIR = path.join(ROOT, "src/assets/artwork");

const OG_DIR = path.join(ROOT, "public/og");

function sizeFor(key) {
  if (key.startsWith("hero-")) return [1920, 1080, 220];
  if (key.startsWith("process-")) return [800, 600, 150];
  return [1600, 1000, 150];
}

async function main() {
  const t0 = performance.now();
  const only = process.argv
    .find((a) => a.startsWith("--only="))
    ?.slice(7)
    .split(",");
  await mkdir(ART_DIR, { recursive: true });
  await mkdir(OG_DIR, { recursive: true });

  const jobs = [];
  for (const key of ARTWORK_KEYS) {
    if (only && !only.includes(key)) continue;
    const [W, H, maxKB] = sizeFor(key);
    const make = SCENES[key];
    if (!make) {
      console.warn(`no scene for ${key}`);
      continue;
    }
    jobs.push({ name: `src/assets/artwork/${key}.jpg`, file: path.join(ART_DIR, `${key}.jpg`), W, H, maxKB, make: () => make(key, W, H) });
  }
  const site = await readFile(path.join(ROOT, "src/config/site.ts"), "utf8").catch(() => "");
  const brand = /brand:\s*"([^"]+)"/.exec(site)?.[1] ?? "Aalayam Interiors";
  for (const type of Object.keys(OG)) {
    if (only && !only.includes(`og-${type}`)) continue;
    jobs.push({
      name: `public/og/${type}.jpg`,
      file: path.join(OG_DIR, `${type}.jpg`),
      W: 1200,
      H: 630,
      maxKB: 120,
      make: () => ogImage(type, brand, 1200, 630),
    });
  }
  const force = process.argv.includes("--force");
  const rows = [];
  // librsvg is single-threaded per image; a small pool keeps the encoder busy.
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const j = jobs[next++];
      rows.push({ ...j, ...(await encode(j.make(), j.file, j.maxKB, force)) });
    }
  };
  await Promise.all(Array.from({ length: 3 }, worker));
  rows.sort((a, b) => a.name.localeCompare(b.name));
  const pad = Math.max(...rows.map((r) => r.name.length));
  console.log(`${"file".padEnd(pad)}  ${"size".padStart(9)}  ${"KB".padStart(6)}  q   status`);
  for (const r of rows) {
    const flag = r.bytes > r.maxKB * 1024 ? "  OVER BUDGET" : "";
    console.log(
      `${r.name.padEnd(pad)}  ${`${r.W}x${r.H}`.padStart(9)}  ${(r.bytes / 1024).toFixed(1).padStart(6)}  ${String(r.q).padEnd(3)} ${r.status}${flag}`,
    );
  }
  console.log(`${rows.length} images in ${((performance.now() - t0) / 1000).toFixed(2)} s`);
}

await main();
