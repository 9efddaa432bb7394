import type { ImageMetadata } from "astro";

const files = import.meta.glob<{ default: ImageMetadata }>("../assets/designers/*.{jpg,jpeg,png,webp}", { eager: true });

/** A designer's portrait, from its file name in src/assets/designers/, for astro:assets to optimise. */
export function portrait(file: string): ImageMetadata {
  const found = files[`../assets/designers/${file}`];
  if (!found) throw new Error(`Portrait "${file}" is missing: put it in src/assets/designers/ or remove the designer's "portrait".`);
  return found.default;
}
