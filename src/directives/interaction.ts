import type { ClientDirective } from "astro";

/**
 * Hydrates an island when the visitor reaches for it (pointer over, focus,
 * touch or click) and replays a click that came before hydration finished,
 * so its JavaScript costs nothing until someone wants it. With
 * `{ whenStored: key }` it also hydrates at once while localStorage holds
 * `key`: work the island left unfinished on an earlier page view.
 */
const interaction: ClientDirective = (load, options, el) => {
  const events = ["pointerover", "focusin", "touchstart", "click"] as const;
  let clicked: HTMLElement | null = null;
  let started = false;
  const start = async (event: Event) => {
    if (event.type === "click") {
      event.preventDefault();
      clicked = event.target instanceof Element ? event.target.closest<HTMLElement>("button, a") : null;
    }
    if (started) return;
    started = true;
    const hydrate = await load();
    await hydrate();
    for (const type of events) el.removeEventListener(type, start);
    // React has replaced the markup: click the same control in the live island.
    if (clicked?.dataset.replay) el.querySelector<HTMLElement>(`[data-replay="${clicked.dataset.replay}"]`)?.click();
  };
  for (const type of events) el.addEventListener(type, start, { passive: type !== "click" });
  const { whenStored } = (options.value ?? {}) as { whenStored?: string };
  try {
    if (whenStored && localStorage.getItem(whenStored) !== null) void start(new Event("load"));
  } catch {
    // No storage: nothing can have been left waiting in it.
  }
};

export default interaction;
