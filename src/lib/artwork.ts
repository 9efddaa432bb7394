import type { ImageMetadata } from "astro";
import { ARTWORK, type ArtworkKey } from "../config/artwork";

const files = import.meta.glob<{ default: ImageMetadata }>("../assets/artwork/*.jpg", { eager: true });

/** The image behind an artwork name, for astro:assets to optimise. */
export function artwork(key: ArtworkKey): ImageMetadata {
  const file = files[`../assets/artwork/${key}.jpg`];
  if (!file) throw new Error(`Artwork "${key}" is missing: expected src/assets/artwork/${key}.jpg (run npm run artwork).`);
  return file.default;
}

/** What the picture shows, for its alt text. */
export function artworkAlt(key: ArtworkKey): string {
  return ARTWORK[key];
}
