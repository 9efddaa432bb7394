/** Width filters of the TV unit catalogue, by wall size. */
export const WIDTH_BANDS = [
  { id: "compact", label: "Up to 1.8 m", maxMm: 1800 },
  { id: "standard", label: "1.8 – 2.4 m", maxMm: 2400 },
  { id: "wall", label: "Over 2.4 m", maxMm: Infinity },
] as const;

export type WidthBand = (typeof WIDTH_BANDS)[number]["id"];

export function widthBand(widthMm: number): WidthBand {
  return WIDTH_BANDS.find((band) => widthMm <= band.maxMm)!.id;
}
