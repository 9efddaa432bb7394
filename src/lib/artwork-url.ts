/** The stable public address of an artwork image (served by `src/pages/artwork/[key].jpg.ts`). */
export function artworkUrl(key: string): string {
  return `/artwork/${key}.jpg`;
}
