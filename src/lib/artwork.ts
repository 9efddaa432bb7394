import type { ImageMetadata } from "astro";
import { Buffer } from "node:buffer";
import { closeSync, openSync, readSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { ARTWORK, GENERATED_ARTWORK_MARK, type ArtworkKey } from "../config/artwork";
import { ARTWORK_TA } from "../config/artwork-ta";
import type { Locale } from "../i18n/locales";

const files = import.meta.glob<{ default: ImageMetadata }>("../assets/artwork/*.jpg", { eager: true });

/** Where the pictures live on disk (the build runs from the project root, as the `/artwork/*.jpg` route does). */
export const ARTWORK_DIR = resolve("src/assets/artwork");

/** The image behind an artwork name, for astro:assets to optimise. */
export function artwork(key: ArtworkKey): ImageMetadata {
  const file = files[`../assets/artwork/${key}.jpg`];
  if (!file) throw new Error(`Artwork "${key}" is missing: expected src/assets/artwork/${key}.jpg (run npm run artwork).`);
  return file.default;
}

/** What the picture shows, for its alt text, in the page's language. */
export function artworkAlt(key: ArtworkKey, locale: Locale = "en"): string {
  return (locale === "ta" ? ARTWORK_TA : ARTWORK)[key];
}

/**
 * Whether a JPEG carries the generator's mark in its EXIF block (an APP1
 * segment before the image data). Only the file's head is read.
 */
export function hasGeneratedMark(file: string): boolean {
  const head = Buffer.alloc(64 * 1024);
  const fd = openSync(file, "r");
  let length: number;
  try {
    length = readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head[0] !== 0xff || head[1] !== 0xd8) return false;
  // Walk the marker segments up to the start of scan, looking only inside APP1 (EXIF).
  for (let at = 2; at + 4 <= length && head[at] === 0xff;) {
    const marker = head[at + 1]!;
    if (marker === 0xda) break;
    const size = head.readUInt16BE(at + 2);
    if (marker === 0xe1 && head.subarray(at + 4, Math.min(length, at + 2 + size)).includes(GENERATED_ARTWORK_MARK, 0, "latin1"))
      return true;
    at += 2 + size;
  }
  return false;
}

/** Answers per file version, so a page build reads each picture's head once. */
const illustrations = new Map<string, boolean>();

/**
 * True while the picture for `key` is generated artwork; false once the
 * studio has dropped a real photograph in under the same name.
 */
export function isIllustration(key: ArtworkKey, dir: string = ARTWORK_DIR): boolean {
  const file = join(dir, `${key}.jpg`);
  const version = `${file}@${statSync(file).mtimeMs}`;
  let known = illustrations.get(version);
  if (known === undefined) {
    known = hasGeneratedMark(file);
    illustrations.set(version, known);
  }
  return known;
}
