/**
 * Text drawn as outlines at build time: a line of a variable font, shaped by HarfBuzz (so kerning applies) at one
 * weight, as the `d` of a single SVG path. The logo uses it so that it needs no font download and looks the same
 * before and after the page's fonts arrive, on pages (the Tamil ones) that would otherwise fetch a Latin face for it
 * alone.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import * as hb from "harfbuzzjs";
import decompress from "wawoff2/decompress.js";

export interface OutlineRequest {
  text: string;
  /** A WOFF2 file, as a package path (`@fontsource-variable/…/files/….woff2`). */
  font: string;
  weight: number;
  /** Where the line starts and its baseline, in the SVG's units. */
  x: number;
  baseline: number;
  /** The width the line is scaled to, uniformly, in the SVG's units. */
  width: number;
}

const faces = new Map<string, Promise<hb.Face>>();

/** A WOFF2 file opened for HarfBuzz, which reads only plain TrueType and OpenType. */
export async function woff2Face(woff2: Uint8Array): Promise<hb.Face> {
  const sfnt = await decompress(woff2);
  // The decoder answers with a view into its own memory: copy it out before anything else runs there.
  return new hb.Face(new hb.Blob(sfnt.slice().buffer));
}

function face(fontPackagePath: string): Promise<hb.Face> {
  let loading = faces.get(fontPackagePath);
  if (!loading) {
    loading = readFile(createRequire(import.meta.url).resolve(fontPackagePath)).then(woff2Face);
    faces.set(fontPackagePath, loading);
  }
  return loading;
}

/** A tenth of an SVG unit: finer than any screen draws the logo. */
const round = (value: number) => Math.round(value * 10) / 10;
const delta = (to: number, from: number) => round(to - from);

export async function outlineText(request: OutlineRequest): Promise<string> {
  const font = new hb.Font(await face(request.font));
  font.setVariations([new hb.Variation("wght", request.weight)]);
  const buffer = new hb.Buffer();
  buffer.addText(request.text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const glyphs = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  const advance = positions.reduce((sum, position) => sum + position.xAdvance, 0);
  const scale = request.width / advance;

  // Relative commands with one decimal: the shortest path text that still draws to a tenth of an SVG unit.
  const commands: string[] = [];
  let pen = 0;
  let current = { x: 0, y: 0 };
  let subpathStart = current;
  for (const [index, glyph] of glyphs.entries()) {
    const { xAdvance, xOffset, yOffset } = positions[index]!;
    for (const { type, values } of font.glyphToJson(glyph.codepoint)) {
      if (type === "Z") {
        commands.push("z");
        current = subpathStart;
        continue;
      }
      // Font units grow upwards from the baseline; SVG units grow downwards.
      const points = [];
      for (let i = 0; i < values.length; i += 2) {
        points.push({
          x: round(request.x + (pen + xOffset + values[i]!) * scale),
          y: round(request.baseline - (yOffset + values[i + 1]!) * scale),
        });
      }
      commands.push(type.toLowerCase() + points.map((point) => `${delta(point.x, current.x)} ${delta(point.y, current.y)}`).join(" "));
      current = points.at(-1)!;
      if (type === "M") subpathStart = current;
    }
    pen += xAdvance;
  }
  return commands.join("");
}
