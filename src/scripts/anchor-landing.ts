/**
 * A page opened at an anchor (`/contact#contact-form`): the browser jumps there while it is still reading the page,
 * and what it reads afterwards (a style further down, a section that takes its size late) can push the anchor a
 * screen or more down, leaving the visitor above it. Once the page has loaded it jumps again, unless the visitor has
 * moved meanwhile.
 */
const MOVES = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

export function initAnchorLanding(): void {
  let id: string;
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return;
  }
  if (!id) return;
  let moved = false;
  const stop = () => {
    moved = true;
  };
  for (const type of MOVES) addEventListener(type, stop, { passive: true });
  const land = () => {
    for (const type of MOVES) removeEventListener(type, stop);
    if (!moved) document.getElementById(id)?.scrollIntoView({ block: "start" });
  };
  if (document.readyState === "complete") land();
  else addEventListener("load", land, { once: true });
}
