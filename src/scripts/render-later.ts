/**
 * The parts of a page the stylesheet defers past the first screen (`render-later`, whose content waits until it nears
 * the screen) are rendered once the page has loaded, one part a frame, top first: each frame's work stays short, so a
 * tap is answered between them, and by the time the visitor scrolls every part is laid out where it will stay.
 */
/** Where such parts are: the page's top-level elements and those of its `main`. */
export const PAGE_PARTS = "body > *, main > *";

function isDeferred(element: HTMLElement): boolean {
  return getComputedStyle(element).contentVisibility === "auto";
}

/** Renders the next deferred part after the coming frame has been drawn, until none is left. */
function renderInTurn(parts: HTMLElement[]): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      const part = parts.shift();
      if (!part) return;
      part.style.contentVisibility = "visible";
      renderInTurn(parts);
    }),
  );
}

export function initRenderLater(): void {
  const start = () => renderInTurn([...document.querySelectorAll<HTMLElement>(PAGE_PARTS)].filter(isDeferred));
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
}
