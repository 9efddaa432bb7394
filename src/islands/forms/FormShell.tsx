import type { FormHTMLAttributes, ReactNode } from "react";
import type { Locale } from "../../i18n/locales";
import { useHydrated } from "../ui/useHydrated";

type Props = Omit<FormHTMLAttributes<HTMLFormElement>, "action" | "method" | "noValidate"> & {
  /** Where the browser posts the form as plain HTML before (or without) its script; none for a form that needs it. */
  action?: string;
  /** The page's language, posted with the plain form so the server answers in it. */
  locale?: Locale;
  children: ReactNode;
};

/**
 * The `<form>` of every form island: the browser's own validation bubbles give way to the schema's messages, and
 * `data-hydrated` says when the island has taken over from the server-rendered form (tests wait for it).
 */
export function FormShell({ action, locale, children, ...attributes }: Props) {
  const hydrated = useHydrated();
  return (
    <form {...attributes} action={action} method={action ? "post" : undefined} noValidate data-hydrated={hydrated ? "true" : undefined}>
      {locale && <input type="hidden" name="lang" value={locale} />}
      {children}
    </form>
  );
}

/** The form's button, which says it is at work and takes no second press until the answer comes. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = "btn-primary w-full",
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
