/**
 * The floating controls (the chat launcher, scroll-to-top: `data-floating`) step aside while a button or a price is
 * under them, so they never cover the estimate's total, a form's submit button or a link to act on. Each control gets
 * an IntersectionObserver whose root is its own corner of the screen: the browser reports when a watched element
 * enters or leaves it, so nothing runs while the visitor scrolls past plain text. The control moves with a transform
 * (`global.css`), which never shifts the layout.
 */

/** What must stay uncovered: anything pressed, and every text with a rupee figure (found by `pricesIn`). */
export const KEEP_CLEAR = "button, [role=button], input[type=submit], .btn-primary, .btn-outline, [data-keep-clear]";
/** Room kept around a control, so a button is not left just touching it. */
const MARGIN_PX = 8;

/** The elements whose own text holds a rupee figure. */
function pricesIn(root: Node): Element[] {
  const found = new Set<Element>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  if (root.nodeType === Node.TEXT_NODE && root.nodeValue?.includes("₹") && root.parentElement) found.add(root.parentElement);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue?.includes("₹") && node.parentElement) found.add(node.parentElement);
  }
  return [...found];
}

function watchCorner(control: HTMLElement): () => void {
  const box = control.getBoundingClientRect();
  if (!box.width) return () => {};
  const rootMargin = [box.top - MARGIN_PX, innerWidth - box.right - MARGIN_PX, innerHeight - box.bottom - MARGIN_PX, box.left - MARGIN_PX]
    .map((inset) => `${-Math.max(0, Math.round(inset))}px`)
    .join(" ");
  const under = new Set<Element>();
  const update = () => {
    for (const element of under) if (!element.isConnected) under.delete(element);
    control.toggleAttribute("data-aside", under.size > 0);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) under.add(entry.target);
        else under.delete(entry.target);
      }
      update();
    },
    { rootMargin },
  );
  const observe = (elements: Iterable<Element>) => {
    for (const element of elements) {
      // The floating controls, the action bar and open dialogs stand over the page themselves.
      if (!element.closest("[data-floating], [data-action-bar], dialog")) observer.observe(element);
    }
    update();
  };
  observe([...document.querySelectorAll(KEEP_CLEAR), ...pricesIn(document.body)]);
  // Islands draw their buttons and prices (the estimate, the booking grid) after the page: watch what they add.
  const mutations = new MutationObserver((records) => {
    const added: Element[] = [];
    for (const record of records) {
      if (record.type === "characterData") {
        if (record.target.nodeValue?.includes("₹") && record.target.parentElement) added.push(record.target.parentElement);
        continue;
      }
      for (const node of record.addedNodes) {
        if (node instanceof Element) {
          if (node.matches(KEEP_CLEAR)) added.push(node);
          added.push(...node.querySelectorAll(KEEP_CLEAR));
        }
        added.push(...pricesIn(node));
      }
    }
    if (added.length) observe(added);
  });
  mutations.observe(document.body, { childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    mutations.disconnect();
    control.removeAttribute("data-aside");
  };
}

export function initKeepClear(): void {
  const controls = [...document.querySelectorAll<HTMLElement>("[data-floating]")];
  if (!controls.length) return;
  let stops: (() => void)[] = [];
  const start = () => {
    stops.forEach((stop) => stop());
    stops = controls.map(watchCorner);
  };
  // After the first screen is drawn: the scan of the page's text waits for a free moment.
  const idle = (run: () => void) => ("requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200));
  idle(start);
  let resized = 0;
  addEventListener("resize", () => {
    clearTimeout(resized);
    resized = window.setTimeout(start, 200);
  });
}
