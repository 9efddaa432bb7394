/**
 * The photo profile of `npm run bench`: today's pictures are flat
 * illustrations that compress to a few kilobytes, so the figures flatter the
 * site. This builds a copy of the project in which every picture is swapped
 * for a photograph-weight stand-in of the same size (the illustration under a
 * deterministic film of fine noise, which JPEG, WebP and AVIF cannot squeeze
 * away, as they cannot a photograph's texture), so the same pages can be
 * measured as they will be once the studio's photographs arrive.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, rmSync, statSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

/** What the copy needs to build and serve: everything but the build output, the data and node_modules (linked). */
const COPIED = [
  "src",
  "content",
  "public",
  "scripts",
  "functions",
  "drizzle",
  "astro.config.mjs",
  "package.json",
  "tsconfig.json",
  "netlify.toml",
];

/** Per-pixel noise from a seeded generator, so every run makes the same bytes (and reuses the image cache). */
function noise(width: number, height: number, seed: number): Buffer {
  const out = Buffer.alloc(width * height * 3);
  let s = seed >>> 0 || 1;
  for (let i = 0; i < out.length; i += 3) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    // Luminance grain with a little colour, as a sensor's noise has.
    const grain = (s >>> 24) - 128;
    out[i] = 128 + ((grain * 0.9) | 0) + ((s >>> 8) & 15) - 8;
    out[i + 1] = 128 + ((grain * 0.9) | 0);
    out[i + 2] = 128 + ((grain * 0.9) | 0) + ((s >>> 16) & 15) - 8;
  }
  return out;
}

/** A stand-in with the picture's own dimensions and composition and a photograph's weight. */
export async function photoStandIn(file: string, out: string, seed: number): Promise<number> {
  const { width, height } = await sharp(file).metadata();
  await sharp(file)
    .composite([{ input: noise(width!, height!, seed), raw: { width: width!, height: height!, channels: 3 }, blend: "overlay" }])
    .jpeg({ quality: 85, mozjpeg: true })
    .toFile(out);
  return statSync(out).size;
}

export interface PhotoBuild {
  root: string;
  dist: string;
  /** Bytes of the original pictures and of their stand-ins. */
  originalBytes: number;
  standInBytes: number;
  pictures: number;
}

/** Copies the project to `root`, swaps every picture for its stand-in and builds it there. */
export async function buildPhotoProfile(projectRoot: string, root: string): Promise<PhotoBuild> {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  for (const name of COPIED) cpSync(join(projectRoot, name), join(root, name), { recursive: true });
  symlinkSync(join(projectRoot, "node_modules"), join(root, "node_modules"), "dir");
  const dir = join(root, "src/assets/artwork");
  let originalBytes = 0;
  let standInBytes = 0;
  const files = readdirSync(dir).filter((name) => name.endsWith(".jpg"));
  for (const [index, name] of files.entries()) {
    const original = join(projectRoot, "src/assets/artwork", name);
    originalBytes += statSync(original).size;
    standInBytes += await photoStandIn(original, join(dir, name), 0x9e3779b9 ^ (index + 1));
  }
  const result = spawnSync("npx", ["astro", "build"], { cwd: root, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`photo-profile build failed:\n${result.stdout}\n${result.stderr}`);
  return { root, dist: join(root, "dist"), originalBytes, standInBytes, pictures: files.length };
}
