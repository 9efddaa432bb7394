import { booking } from "../../config/booking";

const indiaTime = new Intl.DateTimeFormat("en-IN", { timeZone: booking.timeZone, hour: "numeric", minute: "2-digit" });
const indiaDayLabel = new Intl.DateTimeFormat("en-IN", { timeZone: booking.timeZone, weekday: "long", day: "numeric", month: "long" });

/** "9:30 am", India time. */
export const formatIndiaTime = (iso: string) => indiaTime.format(new Date(iso));

/** "Monday, 30 November", India time. */
export const formatIndiaDay = (iso: string) => indiaDayLabel.format(new Date(iso));

const shortDay = new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", day: "numeric", month: "short" });

/** A week of the grid in words, from its first and last India days ("2025-12-01"): "1 Dec – 7 Dec". */
export const formatDayRange = (from: string, to: string) =>
  `${shortDay.format(new Date(`${from}T00:00:00Z`))} – ${shortDay.format(new Date(`${to}T00:00:00Z`))}`;

/**
 * One formatter per time zone, made on first use: making a formatter costs a phone far more than using one, and a
 * week's grid formats a hundred times.
 */
function perZone(locale: string, options: Intl.DateTimeFormatOptions): (timeZone: string) => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let formatter = made.get(timeZone);
    if (!formatter) made.set(timeZone, (formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
    return formatter;
  };
}

const wallClock = perZone("en-GB", { dateStyle: "short", timeStyle: "short" });
const localTime = perZone("en-IN", { weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit" });

/** The visitor's own zone when it keeps other hours than India's at that moment, else undefined. */
export function visitorZone(at: string, zone = Intl.DateTimeFormat().resolvedOptions().timeZone): string | undefined {
  const clock = (timeZone: string) => wallClock(timeZone).format(new Date(at));
  return zone && clock(zone) !== clock(booking.timeZone) ? zone : undefined;
}

/** The same moment in the visitor's zone: "Sun 29 Nov, 11:00 pm". */
export function formatLocal(iso: string, zone: string): string {
  return localTime(zone).format(new Date(iso));
}

/** Groups slots by their India day, in order. */
export function byIndiaDay<T extends { start: string }>(slots: readonly T[]): { day: string; slots: T[] }[] {
  const days = new Map<string, T[]>();
  for (const slot of slots) {
    const day = formatIndiaDay(slot.start);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days].map(([day, items]) => ({ day, slots: items }));
}
