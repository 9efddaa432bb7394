/**
 * A page opened at an anchor (`/contact#contact-form`): the browser jumps there while it is still reading the page,
 * and what it reads afterwards (a style further down, a section that takes its size late) can push the anchor a
 * screen or more down, leaving the visitor above it. Once the page has loaded it jumps again, unless the visitor has
 * moved meanwhile. The parts above the anchor whose rendering waits (`render-later`) are rendered first: until then
 * each has a stand-in height, and rendering them afterwards would push the anchor down again, which the browser's
 * scroll anchoring corrects only sometimes.
 */
import { isDeferred, PAGE_PARTS } from "./render-later";

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
    const target = document.getElementById(id);
    if (moved || !target) return;
    for (const part of document.querySelectorAll<HTMLElement>(PAGE_PARTS)) {
      const aboveOrAround = part === target || part.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING;
      if (aboveOrAround && isDeferred(part)) part.style.contentVisibility = "visible";
    }
    target.scrollIntoView({ block: "start" });
  };
  if (document.readyState === "complete") land();
  else addEventListener("load", land, { once: true });
}
