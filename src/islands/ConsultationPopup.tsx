import { useEffect, useRef } from "react";
import { SEEN_KEY } from "../directives/lead-intent";
import type { Locale } from "../i18n/locales";
import { formMessages } from "../lib/forms/messages";
import ConsultationForm from "./ConsultationForm";
import { useHydrated } from "./ui/useHydrated";

/** The consultation popup in the page's language: opened by its client directive at the right moment, once per visit. */
export default function ConsultationPopup({ locale }: { locale: Locale }) {
  const m = formMessages(locale).popup;
  const dialog = useRef<HTMLDialogElement>(null);
  // Rendered in the browser only: pages carry no hidden copy of the form.
  const inBrowser = useHydrated();

  useEffect(() => {
    if (!inBrowser) return;
    try {
      sessionStorage.setItem(SEEN_KEY, "1");
    } catch {
      // Without storage the popup may show again on the next page; that is all.
    }
    const element = dialog.current;
    if (!element) return;
    // A click on the backdrop lands on the dialog itself: that closes it, like Escape does.
    const onClick = (event: MouseEvent) => event.target === element && element.close();
    element.addEventListener("click", onClick);
    if (!document.querySelector("dialog[open]")) element.showModal();
    return () => element.removeEventListener("click", onClick);
  }, [inBrowser]);

  if (!inBrowser) return null;
  return (
    <dialog
      ref={dialog}
      aria-labelledby="consultation-popup-title"
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-2xl bg-ivory p-0 shadow-2xl backdrop:bg-black/60"
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          aria-label={m.close}
          className="absolute top-3 right-3 flex h-11 w-11 items-center justify-center rounded-full text-2xl hover:bg-ink/5"
        >
          ×
        </button>
        <p className="eyebrow">{m.eyebrow}</p>
        <h2 id="consultation-popup-title" className="mt-2 pr-10 text-2xl sm:text-3xl">
          {m.title}
        </h2>
        <p className="mt-2 text-sm text-muted">{m.text}</p>
        <div className="mt-6">
          <ConsultationForm locale={locale} form="popup" />
        </div>
      </div>
    </dialog>
  );
}
