import type { ReactNode } from "react";
import { fill } from "../../i18n/fill";
import type { Locale } from "../../i18n/locales";
import { formatPromise } from "../../lib/leads/promise";

/** What a lead form shows in its place once the lead is saved: a thank-you, then a way to send another. */
export function SentNotice({
  title,
  again,
  onAgain,
  action,
  children,
}: {
  title: string;
  again: string;
  onAgain: () => void;
  /** A link offered before "send another" (the consultation's WhatsApp chat). */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div role="status" className="rounded-2xl bg-white p-6 text-center">
      <h3 className="text-2xl">{title}</h3>
      {children}
      {action}
      <button type="button" className={`btn-outline mt-4 text-teal ${action ? "ml-2" : ""}`} onClick={onAgain}>
        {again}
      </button>
    </div>
  );
}

/** The day and time by which the studio will answer, from the server's answer (`promise`), in the page's language. */
export function PromiseNote({ promise, text, locale }: { promise?: string; text: string; locale: Locale }) {
  if (!promise) return null;
  return (
    <p className="mt-1 font-medium text-ink" data-promise>
      {fill(text, { when: formatPromise(new Date(promise), locale) })}
    </p>
  );
}
