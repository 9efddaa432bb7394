/**
 * Names of the illustrations in `src/assets/artwork/`. Content refers to
 * artwork by these names; the company replaces an illustration with a photo by
 * dropping a JPEG of the same name into that folder.
 */
export const ARTWORK_KEYS = [
  "hero-living",
  "hero-kitchen",
  "hero-bedroom",
  "kitchen-modern",
  "kitchen-luxury",
  "kitchen-designer",
  "living-elegant",
  "living-luxury",
  "bedroom-minimal",
  "bedroom-premium",
  "kids-bedroom",
  "bathroom-luxe",
  "home-modern",
  "home-full",
  "wardrobe",
  "crockery",
  "tv-unit",
  "study",
  "false-ceiling",
  "space-saving",
  "pooja",
  "foyer",
  "lights",
  "wallpaper",
  "wall-paint",
  "furniture",
  "dining",
  "process-1",
  "process-2",
  "process-3",
  "process-4",
  "process-5",
  "process-6",
] as const;

export type ArtworkKey = (typeof ARTWORK_KEYS)[number];
