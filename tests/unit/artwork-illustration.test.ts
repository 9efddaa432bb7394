import { readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ARTWORK_KEYS, GENERATED_ARTWORK_MARK } from "../../src/config/artwork";
import { hasGeneratedMark, isIllustration } from "../../src/lib/artwork";
// The generator's encoder (plain JavaScript, run by `npm run artwork`).
import { encode } from "../../scripts/artwork/encode.mjs";
import { scratchFolder } from "../support/scratch";

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="40"><rect width="64" height="40" fill="#c39a6b"/></svg>`;

/** A JPEG as a camera would write it: noisy pixels, a maker and model in EXIF, no generator mark. */
async function photo(): Promise<Buffer> {
  const pixels = Buffer.alloc(64 * 40 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width: 64, height: 40, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "Canon", Model: "EOS 200D", ImageDescription: "Our kitchen in Velachery" } })
    .toBuffer();
}

describe("telling generated artwork from a real photo", () => {
  it("finds the mark the generator writes, and none in a camera JPEG", async () => {
    const dir = scratchFolder("artwork-");
    const drawn = join(dir, "drawn.jpg");
    expect((await encode(SVG, drawn, 150, false)).status).toBe("written");
    writeFileSync(join(dir, "photo.jpg"), await photo());
    expect(hasGeneratedMark(drawn)).toBe(true);
    expect(hasGeneratedMark(join(dir, "photo.jpg"))).toBe(false);
  });

  it("labels a picture until a photo is dropped in under its name, for that picture alone", async () => {
    const dir = scratchFolder("artwork-");
    const [kitchen, bedroom] = ["kitchen-designer", "bedroom-minimal"] as const;
    await encode(SVG, join(dir, `${kitchen}.jpg`), 150, false);
    await encode(SVG, join(dir, `${bedroom}.jpg`), 150, false);
    expect(isIllustration(kitchen, dir)).toBe(true);
    expect(isIllustration(bedroom, dir)).toBe(true);

    writeFileSync(join(dir, `${kitchen}.jpg`), await photo());
    utimesSync(join(dir, `${kitchen}.jpg`), new Date(), new Date(Date.now() + 5_000));
    expect(isIllustration(kitchen, dir)).toBe(false);
    expect(isIllustration(bedroom, dir)).toBe(true);
  });

  it("never lets the generator overwrite a photo, even with --force", async () => {
    const dir = scratchFolder("artwork-");
    const file = join(dir, "foyer.jpg");
    const original = await photo();
    writeFileSync(file, original);
    expect((await encode(SVG, file, 150, true)).status).toBe("kept (not generated)");
    expect(readFileSync(file).equals(original)).toBe(true);
    await encode(SVG, join(dir, "study.jpg"), 150, false);
    expect((await encode(SVG, join(dir, "study.jpg"), 150, true)).status).toBe("written");
  });

  it("marks every picture the site ships today as an illustration", () => {
    expect(GENERATED_ARTWORK_MARK.length).toBeGreaterThan(10);
    expect(ARTWORK_KEYS.filter((key) => !isIllustration(key))).toEqual([]);
  });
});
