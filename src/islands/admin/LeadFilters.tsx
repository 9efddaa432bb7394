import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { admin } from "../../i18n/en/admin";
import { staff } from "../../i18n/en/staff";
import { fill } from "../../i18n/fill";
import { LOCALES } from "../../i18n/locales";
import { LEAD_LANGUAGE_LABELS, type LeadFilter, type LeadPage } from "../../lib/admin/leads";
import { LEAD_KINDS, type LeadKind, leadKindLabel } from "../../lib/leads/kinds";
import { SERVICE_OPTIONS } from "../../lib/forms/service-options";
import { hasFilters } from "./leads-url";
import { cardClass, controlClass, labelClass } from "./ui";

const TYPING_PAUSE_MS = 400;
const text = admin.filters;

const chipClass =
  "inline-flex min-h-10 items-center gap-2 rounded-full border border-ink/15 bg-white px-4 py-2 text-sm font-medium text-ink hover:border-teal aria-pressed:border-teal aria-pressed:bg-teal aria-pressed:text-white";

function UnreadBadge({ count }: { count: number }) {
  if (!count) return null;
  return <span className="rounded-full bg-terracotta px-2 py-0.5 text-xs font-semibold text-white">{fill(text.unread, { count })}</span>;
}

/**
 * The inbox filters. Choices apply at once; the text boxes apply after a
 * pause in typing or on Enter, so each keystroke does not reload the list.
 */
export function LeadFilters({
  filter,
  unread,
  review,
  onChange,
  onClear,
  exportHref,
}: {
  filter: LeadFilter;
  unread: Record<LeadKind, number>;
  review: LeadPage["review"];
  onChange: (change: Partial<LeadFilter>, how?: "push" | "replace") => void;
  onClear: () => void;
  exportHref: string;
}) {
  const id = useId();
  const timers = useRef<Partial<Record<"city" | "q", number>>>({});

  useEffect(() => {
    const pending = timers.current;
    return () => Object.values(pending).forEach((timer) => window.clearTimeout(timer));
  }, []);

  const typed = (name: "city" | "q", value: string) => {
    window.clearTimeout(timers.current[name]);
    timers.current[name] = window.setTimeout(() => onChange({ [name]: value.trim() }, "replace"), TYPING_PAUSE_MS);
  };

  const applyNow = (name: "city" | "q") => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    window.clearTimeout(timers.current[name]);
    onChange({ [name]: event.currentTarget.value.trim() }, "replace");
  };

  const totalUnread = LEAD_KINDS.reduce((sum, kind) => sum + unread[kind], 0);

  return (
    <div className="grid gap-4">
      <div role="group" aria-label={text.kinds} className="flex flex-wrap gap-2">
        <button type="button" className={chipClass} aria-pressed={!filter.kind} onClick={() => onChange({ kind: undefined })}>
          {text.all} <UnreadBadge count={totalUnread} />
        </button>
        {LEAD_KINDS.map((kind) => (
          <button key={kind} type="button" className={chipClass} aria-pressed={filter.kind === kind} onClick={() => onChange({ kind })}>
            {leadKindLabel(kind)} <UnreadBadge count={unread[kind]} />
          </button>
        ))}
        <button
          type="button"
          className={chipClass}
          aria-pressed={filter.suspected === "yes"}
          onClick={() => onChange({ suspected: filter.suspected === "yes" ? undefined : "yes" })}
        >
          {admin.common.suspected} <span className="text-xs">({review.suspected})</span>
        </button>
      </div>
      {filter.suspected === "yes" && (
        <p className="text-sm text-muted">
          {text.suspectedIntro}
          {review.trappedToday > 0 && ` ${fill(text.trapped, { count: review.trappedToday })}`}
        </p>
      )}

      <form
        role="search"
        aria-label={text.form}
        onSubmit={(event) => event.preventDefault()}
        className={`${cardClass} grid gap-4 sm:grid-cols-2 lg:grid-cols-6`}
      >
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-q`} className={labelClass}>
            {text.search}
          </label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={filter.q ?? ""}
            maxLength={100}
            placeholder={text.searchPlaceholder}
            onChange={(event) => typed("q", event.target.value)}
            onKeyDown={applyNow("q")}
            className={controlClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-read`} className={labelClass}>
            {text.status}
          </label>
          <select
            id={`${id}-read`}
            value={filter.read ?? ""}
            onChange={(event) => onChange({ read: (event.target.value || undefined) as LeadFilter["read"] })}
            className={controlClass}
          >
            <option value="">{text.readAndUnread}</option>
            <option value="unread">{text.unreadOnly}</option>
            <option value="read">{text.readOnly}</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-service`} className={labelClass}>
            {text.service}
          </label>
          <select
            id={`${id}-service`}
            value={filter.service ?? ""}
            onChange={(event) => onChange({ service: event.target.value })}
            className={controlClass}
          >
            <option value="">{text.anyService}</option>
            {SERVICE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-lang`} className={labelClass}>
            {staff.enquiry.facts.language}
          </label>
          <select
            id={`${id}-lang`}
            value={filter.lang ?? ""}
            onChange={(event) => onChange({ lang: (event.target.value || undefined) as LeadFilter["lang"] })}
            className={controlClass}
          >
            <option value="">{text.anyLanguage}</option>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {LEAD_LANGUAGE_LABELS[locale]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-city`} className={labelClass}>
            {text.city}
          </label>
          <input
            id={`${id}-city`}
            name="city"
            type="text"
            defaultValue={filter.city ?? ""}
            maxLength={80}
            onChange={(event) => typed("city", event.target.value)}
            onKeyDown={applyNow("city")}
            className={controlClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-from`} className={labelClass}>
            {admin.common.from}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={filter.from ?? ""}
            max={filter.to}
            onChange={(event) => onChange({ from: event.target.value })}
            className={controlClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className={labelClass}>
            {admin.common.to}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={filter.to ?? ""}
            min={filter.from}
            onChange={(event) => onChange({ to: event.target.value })}
            className={controlClass}
          />
        </div>
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4 lg:justify-end">
          <button type="button" className="btn-outline min-h-10 px-4 py-2 text-teal" onClick={onClear} disabled={!hasFilters(filter)}>
            {text.clear}
          </button>
          <a href={exportHref} download className="btn-primary min-h-10 px-4 py-2">
            {text.export}
          </a>
        </div>
      </form>
    </div>
  );
}
