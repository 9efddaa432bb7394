/** The WOFF2 decoder (Google's woff2, built to WebAssembly) ships without types. */
declare module "wawoff2/decompress.js" {
  /** The font as a plain TrueType or OpenType file. */
  export default function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
