/** JPEG encoding within a size budget, marked so generated files can be told from real photos. */
import { readFile, writeFile } from "node:fs/promises";
import { createHash } from "node:crypto";
import sharp from "sharp";
import { GENERATED_ARTWORK_MARK } from "../../src/config/artwork.ts";

// Generated files carry the mark (plus a hash of their SVG) in EXIF. It lets a
// re-run skip unchanged pictures and, more importantly, never overwrite a real
// photo the studio has dropped in under the same name.
const MARK = GENERATED_ARTWORK_MARK;

async function existingMark(file) {
  try {
    const meta = await sharp(file).metadata();
    const text = meta.exif ? meta.exif.toString("latin1") : "";
    const i = text.indexOf(MARK);
    return { exists: true, hash: i >= 0 ? text.slice(i + MARK.length, i + MARK.length + 40) : null };
  } catch {
    return { exists: false, hash: null };
  }
}

export async function encode(svg, file, maxKB, force) {
  const hash = createHash("sha1").update(`${maxKB}|${svg}`).digest("hex");
  const prev = await existingMark(file);
  // A real photo is never overwritten, not even with --force.
  if (prev.exists && !prev.hash) return { status: "kept (not generated)", bytes: (await readFile(file)).length, q: "-" };
  if (prev.hash === hash && !force) return { status: "unchanged", bytes: (await readFile(file)).length, q: "-" };
  // Step quality down only if a picture would bust its size budget.
  let q = 78;
  let buf;
  for (;;) {
    buf = await sharp(Buffer.from(svg))
      .jpeg({ quality: q, mozjpeg: true })
      .withExif({ IFD0: { ImageDescription: MARK + hash } })
      .toBuffer();
    if (buf.length <= maxKB * 1024 || q <= 50) break;
    q -= 4;
  }
  await writeFile(file, buf);
  return { status: "written", bytes: buf.length, q };
}
