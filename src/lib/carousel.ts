/** Carousel positions wrap both ways: past the last is the first, before the first is the last. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}
