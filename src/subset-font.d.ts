/** The font subsetter (HarfBuzz's hb-subset, built to WebAssembly) ships without types. */
declare module "subset-font" {
  interface Options {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    /** Axes to pin to a value or to narrow to a range; the others keep their full range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  /** The font with only the glyphs `text` needs, in the format asked for. */
  export default function subsetFont(font: Uint8Array, text: string, options?: Options): Promise<Buffer>;
}
