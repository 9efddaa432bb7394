/**
 * How a thank-you page learns the time the studio promised (`src/lib/leads/promise.ts`): a form posted without
 * JavaScript is sent on to the page with the time in its address (`?by=`, ISO 8601); a form island keeps it in
 * sessionStorage for the page it goes on to. The page is static: `showPromise`, inlined into it at build time (so this
 * file imports nothing), writes the time in the page's language, or leaves the sentence hidden.
 */

export const PROMISE_PARAM = "by";
const PROMISE_KEY = "lead:promise";

/** A thank-you page's address carrying the promised time. */
export function thankYouUrl(path: string, promise: unknown): string {
  return typeof promise === "string" ? `${path}?${new URLSearchParams({ [PROMISE_PARAM]: promise })}` : path;
}

/** Keeps an answer's promise for the thank-you page the island goes on to. */
export function rememberPromise(promise: unknown): void {
  try {
    if (typeof promise === "string") sessionStorage.setItem(PROMISE_KEY, promise);
  } catch {
    // Without storage the page keeps to its general words.
  }
}

/** The promised time a thank-you page at `search` shows: its address's, else the one the island kept; null if none. */
export function promiseToShow(search: string): Date | null {
  let value = new URLSearchParams(search).get(PROMISE_PARAM);
  try {
    value ??= sessionStorage.getItem(PROMISE_KEY);
  } catch {
    // As above.
  }
  const date = value && /^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(value) ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** Fills each `[data-promise]` sentence of the page with the promised time, formatted as `format` says, and shows it. */
export function showPromise(search: string, format: Intl.DateTimeFormatOptions): void {
  const when = promiseToShow(search);
  if (!when) return;
  for (const note of document.querySelectorAll<HTMLElement>("[data-promise]")) {
    const text = new Intl.DateTimeFormat(note.dataset.intl, format).format(when);
    note.textContent = (note.dataset.promise ?? "").replace("{when}", text);
    note.hidden = false;
  }
}
