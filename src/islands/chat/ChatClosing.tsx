import { site } from "../../config/site";
import type { ChatMessages } from "./messages";
import type { Delivery } from "./useChat";
import { routes } from "../../lib/routes";
import type { Locale } from "../../i18n/locales";

const link = "font-semibold underline";

/**
 * Below a finished conversation: once the server has it, WhatsApp and booking;
 * until then, plainly, that it is still being sent, with the phone number and
 * WhatsApp for a visitor who would rather not wait.
 */
export function ChatClosing({
  m: { delivery: m },
  delivery,
  whatsapp,
  locale,
}: {
  m: ChatMessages;
  delivery: Delivery;
  whatsapp: string;
  /** The page's language: booking a time opens the booking page in it. */
  locale: Locale;
}) {
  if (delivery === "stored") {
    return (
      <div className="flex flex-wrap gap-2 border-t border-ink/10 p-3">
        <a href={whatsapp} rel="noopener" className="btn-primary !px-4 !py-2">
          {m.whatsapp}
        </a>
        <a href={routes.book(locale)} className="btn-outline !px-4 !py-2 text-teal">
          {m.book}
        </a>
      </div>
    );
  }
  const message = m[delivery];
  return (
    <div role="status" className="border-t border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p>{message}</p>
      <p className="mt-1">
        {m.call}{" "}
        <a href={site.contact.phoneHref} className={link}>
          {site.contact.phone}
        </a>{" "}
        {m.or}{" "}
        <a href={whatsapp} rel="noopener" className={link}>
          {m.message}
        </a>
        {m.end}
      </p>
    </div>
  );
}
