import type { ClientDirective } from "astro";

/** What reaching for the island itself looks like. */
const ISLAND_EVENTS = ["pointerover", "focusin", "touchstart", "click"] as const;
/** The first signs of a person anywhere on the page: a scroll, a key, a touch, the pointer moving. */
const PAGE_EVENTS = ["scroll", "wheel", "keydown", "pointermove", "pointerdown", "touchstart"] as const;

export type InteractionOptions = {
  /** Also hydrate at once while localStorage holds this key: work the island left unfinished on an earlier page view. */
  whenStored?: string;
  /**
   * Also hydrate on the visitor's first gesture anywhere on the page: for the island a page exists for, which must
   * be ready by the time the visitor reaches it, without competing with the first paint for a phone's processor.
   */
  anywhere?: boolean;
};

/**
 * Hydrates an island when the visitor reaches for it (pointer over, focus, touch or click) and replays a click that
 * came before hydration finished, so its JavaScript costs nothing until someone wants it.
 */
const interaction: ClientDirective = (load, options, el) => {
  const { whenStored, anywhere = false } = (options.value ?? {}) as InteractionOptions;
  let clicked: HTMLElement | null = null;
  let started = false;
  const start = async (event: Event) => {
    if (event.type === "click") {
      event.preventDefault();
      clicked = event.target instanceof Element ? event.target.closest<HTMLElement>("button, a") : null;
    }
    if (started) return;
    started = true;
    for (const type of PAGE_EVENTS) window.removeEventListener(type, start);
    try {
      const hydrate = await load();
      await hydrate();
    } catch {
      // Astro reports its own failures and resolves; anything else thrown is the same case as below.
    }
    // Astro drops `ssr` once the island is live. Still there, the island's code did not arrive (a phone dropping off
    // 4G, a deploy replacing the files, even after Astro's one retry): the next reach tries again instead of leaving
    // a control that swallows every click.
    if (el.hasAttribute("ssr")) {
      started = false;
      clicked = null;
      if (anywhere) for (const type of PAGE_EVENTS) window.addEventListener(type, start, { passive: true });
      return;
    }
    for (const type of ISLAND_EVENTS) el.removeEventListener(type, start);
    // React has replaced the markup: click the same control in the live island.
    if (clicked?.dataset.replay) el.querySelector<HTMLElement>(`[data-replay="${clicked.dataset.replay}"]`)?.click();
  };
  for (const type of ISLAND_EVENTS) el.addEventListener(type, start, { passive: type !== "click" });
  if (anywhere) for (const type of PAGE_EVENTS) window.addEventListener(type, start, { passive: true });
  try {
    if (whenStored && localStorage.getItem(whenStored) !== null) void start(new Event("load"));
  } catch {
    // No storage: nothing can have been left waiting in it.
  }
};

export default interaction;
