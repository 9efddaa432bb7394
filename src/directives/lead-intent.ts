import type { ClientDirective } from "astro";

export const SEEN_KEY = "popup:consultation-seen";

/** True while the visitor is in the middle of some form on the page: the popup must never cover it. */
function fillingAForm(): boolean {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active.closest("form")) return true;
  return [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("form input:not([type=hidden]), form textarea")].some(
    (field) =>
      field.name !== "website" &&
      // A box (the WhatsApp receipt's) always has a value: it counts once the visitor has changed it.
      (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")
        ? field.checked !== field.defaultChecked
        : field.value.trim() !== ""),
  );
}

/**
 * Hydrates the consultation popup only when its moment comes: after `delay`
 * ms on the page, or when the pointer leaves through the top of the window
 * (exit intent). Once per visit; until then the popup costs no JavaScript.
 */
const leadIntent: ClientDirective = (load, options) => {
  try {
    if (sessionStorage.getItem(SEEN_KEY)) return;
  } catch {
    return;
  }
  const setting = options.value as { delay?: number } | boolean | undefined;
  const delay = typeof setting === "object" && setting.delay ? setting.delay : 30_000;
  let timer = 0;
  const cleanup = () => {
    window.clearTimeout(timer);
    document.removeEventListener("mouseout", onExit);
  };
  const open = async () => {
    if (fillingAForm()) {
      timer = window.setTimeout(open, 15_000);
      return;
    }
    cleanup();
    const hydrate = await load();
    await hydrate();
  };
  const onExit = (event: MouseEvent) => {
    if (event.clientY <= 0 && !event.relatedTarget) void open();
  };
  timer = window.setTimeout(open, delay);
  document.addEventListener("mouseout", onExit);
};

export default leadIntent;
