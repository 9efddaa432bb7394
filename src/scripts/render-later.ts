/**
 * The parts of a page the stylesheet defers past the first screen (`render-later`, whose content waits until it nears
 * the screen) are rendered once the page has loaded and its first screen has been painted, one part a frame, top
 * first: each frame's work stays short, so a tap is answered between them, and by the time the visitor scrolls every
 * part is laid out where it will stay. Waiting for the first paint keeps this work out of the way of the first screen
 * when the browser paints late, as Chromium sometimes does, holding the first frame past the load event.
 */

/** Where such parts are: the page's top-level elements and those of its `main`. */
export const PAGE_PARTS = "body > *, main > *";

export function isDeferred(element: HTMLElement): boolean {
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

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === "complete") resolve();
    else addEventListener("load", () => resolve(), { once: true });
  });

/** The first paint of text or a picture; at once where the browser does not report paints. */
const firstScreenPainted = () =>
  new Promise<void>((resolve) => {
    const painted = (entries: PerformanceEntryList) => entries.some(({ name }) => name === "first-contentful-paint");
    if (!PerformanceObserver.supportedEntryTypes.includes("paint") || painted(performance.getEntriesByType("paint"))) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (!painted(list.getEntries())) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  });

export function initRenderLater(): void {
  void Promise.all([loaded(), firstScreenPainted()]).then(() =>
    renderInTurn([...document.querySelectorAll<HTMLElement>(PAGE_PARTS)].filter(isDeferred)),
  );
}
