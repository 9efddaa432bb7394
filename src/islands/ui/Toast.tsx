import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from "react";

/** One toast at a time on the whole page, 5 s, swipe right past 50 px to dismiss, F8 focuses it. */
export const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

export interface ToastMessage {
  title: string;
  description?: string;
  tone: "success" | "error";
}

/**
 * The page's one toast and the island that showed it. Islands are separate React roots sharing this module, so a toast
 * shown by one form replaces another form's rather than standing beside it; each island draws only its own.
 */
let current: { owner: object; message: ToastMessage } | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const setCurrent = (next: typeof current) => {
  current = next;
  listeners.forEach((listener) => listener());
};

export function useToast() {
  // An identity of its own per form: ids from useId can repeat across islands.
  const [owner] = useState(() => ({}));
  const shown = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  const toast = shown?.owner === owner ? shown.message : null;
  const show = useCallback((message: ToastMessage) => setCurrent({ owner, message }), [owner]);
  const dismiss = useCallback(() => {
    if (current?.owner === owner) setCurrent(null);
  }, [owner]);
  return { toast, show, dismiss };
}

/** The toast's own words, from the page's catalogue: the notification region's name and the close button's. */
export interface ToastText {
  region: string;
  dismiss: string;
}

export function Toast({ toast, onDismiss, text }: { toast: ToastMessage | null; onDismiss: () => void; text: ToastText }) {
  const region = useRef<HTMLOListElement>(null);
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(onDismiss, TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast, onDismiss]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "F8") region.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const onPointerDown = (event: PointerEvent) => {
    startX.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (startX.current !== null) setOffset(Math.max(0, event.clientX - startX.current));
  };
  const onPointerUp = () => {
    if (offset > SWIPE_THRESHOLD_PX) onDismiss();
    setOffset(0);
    startX.current = null;
  };

  return (
    <ol
      ref={region}
      tabIndex={-1}
      aria-label={text.region}
      className="pointer-events-none fixed right-0 bottom-[var(--action-bar-space,0px)] z-[60] flex w-full flex-col p-4 outline-none sm:max-w-sm"
    >
      {toast && (
        <li
          role={toast.tone === "error" ? "alert" : "status"}
          aria-live={toast.tone === "error" ? "assertive" : "polite"}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          style={{ transform: `translateX(${offset}px)` }}
          className={`pointer-events-auto relative rounded-xl border p-4 pr-10 shadow-lg ${
            toast.tone === "error" ? "border-red-200 bg-red-50 text-red-900" : "border-teal/20 bg-white text-ink"
          }`}
        >
          <p className="text-sm font-semibold">{toast.title}</p>
          {toast.description && <p className="mt-1 text-sm break-words opacity-90">{toast.description}</p>}
          <button
            type="button"
            onClick={onDismiss}
            aria-label={text.dismiss}
            className="absolute top-2 right-2 flex h-8 w-8 items-center justify-center rounded-full hover:bg-black/5"
          >
            ×
          </button>
        </li>
      )}
    </ol>
  );
}
