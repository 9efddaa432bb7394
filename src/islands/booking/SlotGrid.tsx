import { startTransition, useEffect, useId, useState } from "react";
import type { BookingKind } from "../../config/booking";
import type { Messages } from "../../i18n/catalogue";
import { fill } from "../../i18n/fill";
import type { Locale } from "../../i18n/locales";
import { apiRequest } from "../../lib/api";
import { byIndiaDay, formatShortDay, formatIndiaTime, formatLocal, visitorZone } from "../../lib/booking/display";
import type { Slot } from "../../lib/booking/slots";
import { addDays, indiaDay } from "../../lib/format";
import { routes } from "../../lib/routes";

const WEEK = 7;

type Load = { state: "loading" } | { state: "error" } | { state: "ready"; slots: Slot[] };

/**
 * The free times of a week as one group of radio buttons, a box per day: arrow keys move between times, Tab moves on,
 * and a screen reader hears the day with each time. Times are India time; a visitor elsewhere also sees their own.
 */
export function SlotGrid({
  kind,
  centre,
  area,
  value,
  onChange,
  refresh = 0,
  locale = "en",
  text: t,
}: {
  kind: BookingKind;
  centre?: string;
  area?: string;
  value: string;
  onChange: (start: string) => void;
  /** Changing it loads the week again (after a slot was taken). */
  refresh?: number;
  locale?: Locale;
  text: Messages["booking"]["grid"];
}) {
  const id = useId();
  const today = indiaDay(new Date());
  const [from, setFrom] = useState(today);
  const needsPlace = (kind === "centre-visit" && !centre) || (kind === "site-measurement" && !area);
  const query = new URLSearchParams({ kind, from, days: String(WEEK) });
  if (kind === "centre-visit" && centre) query.set("centre", centre);
  if (kind === "site-measurement" && area) query.set("area", area);
  const path = needsPlace ? "" : routes.api.slots(query);
  const requestKey = `${path}#${refresh}`;
  const [answer, setAnswer] = useState<{ key: string; slots: Slot[] | "error" } | null>(null);

  useEffect(() => {
    if (!path) return;
    let current = true;
    // A week is a hundred or so times: rendered as a transition, React lays them out in slices between the
    // browser's frames instead of one long task that would hold up a tap.
    const settle = (slots: Slot[] | "error") => current && startTransition(() => setAnswer({ key: requestKey, slots }));
    apiRequest("GET", path)
      .then((response) => response.json() as Promise<{ data: Slot[] }>)
      .then(({ data }) => settle(data))
      .catch(() => settle("error"));
    return () => {
      current = false;
    };
  }, [path, requestKey]);

  const load: Load =
    answer?.key !== requestKey
      ? { state: "loading" }
      : answer.slots === "error"
        ? { state: "error" }
        : { state: "ready", slots: answer.slots };

  if (needsPlace) return <p className="text-sm text-muted">{kind === "centre-visit" ? t.chooseCentre : t.chooseArea}</p>;
  const zone = load.state === "ready" && load.slots[0] ? visitorZone(load.slots[0].start) : undefined;

  return (
    <div aria-busy={load.state === "loading"}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          className="btn-outline px-3 py-1.5 text-sm"
          disabled={from <= today}
          onClick={() => setFrom(addDays(from, -WEEK))}
        >
          {t.earlier}
        </button>
        <p className="text-sm text-muted" aria-live="polite">
          {fill(t.range, { from: formatShortDay(from, locale), to: formatShortDay(addDays(from, WEEK - 1), locale) })}
          {zone ? fill(t.yourZone, { zone }) : ""}
        </p>
        <button type="button" className="btn-outline px-3 py-1.5 text-sm" onClick={() => setFrom(addDays(from, WEEK))}>
          {t.later}
        </button>
      </div>
      {load.state === "loading" && <p className="mt-4 text-sm text-muted">{t.loading}</p>}
      {load.state === "error" && (
        <p className="mt-4 text-sm text-red-700" role="alert">
          {t.error}
        </p>
      )}
      {load.state === "ready" && !load.slots.length && <p className="mt-4 text-sm text-muted">{t.empty}</p>}
      {load.state === "ready" && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {byIndiaDay(load.slots, locale).map(({ day, slots }) => (
            <fieldset key={day} className="rounded-xl border border-ink/10 p-3">
              <legend className="px-1 text-sm font-semibold">{day}</legend>
              <div className="flex flex-wrap gap-2">
                {slots.map((slot) => (
                  <label key={slot.start} className="cursor-pointer text-sm">
                    <input
                      type="radio"
                      name={`${id}-start`}
                      value={slot.start}
                      checked={value === slot.start}
                      onChange={() => onChange(slot.start)}
                      className="peer sr-only"
                    />
                    <span className="block rounded-lg border border-ink/20 px-3 py-1.5 peer-checked:border-teal peer-checked:bg-teal peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-teal/40">
                      {formatIndiaTime(slot.start, locale)}
                      {zone && <span className="block text-xs opacity-80">{formatLocal(slot.start, zone, locale)}</span>}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      )}
    </div>
  );
}
