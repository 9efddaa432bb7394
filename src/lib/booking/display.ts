import { booking } from "../../config/booking";
import { clock } from "../../config/hours";
import { LOCALE_INFO, type Locale } from "../../i18n/locales";

const indiaTime = new Intl.DateTimeFormat("en-IN", { timeZone: booking.timeZone, hour: "numeric", minute: "2-digit" });
const indiaClock = new Intl.DateTimeFormat("en-GB", { timeZone: booking.timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const dayOptions = { timeZone: booking.timeZone, weekday: "long", day: "numeric", month: "long" } as const;
const indiaDayLabel = { en: new Intl.DateTimeFormat("en-IN", dayOptions), ta: new Intl.DateTimeFormat("ta-IN", dayOptions) };

/** "9:30 am", India time; in Tamil the part of the day as the site says it everywhere: "காலை 9:30". */
export const formatIndiaTime = (iso: string, locale: Locale = "en") =>
  locale === "ta" ? clock(indiaClock.format(new Date(iso)), "ta") : indiaTime.format(new Date(iso));

/** "Monday, 30 November" (Tamil: "திங்கள், 30 நவம்பர்"), India time. */
export function formatIndiaDay(iso: string, locale: Locale = "en"): string {
  const parts = indiaDayLabel[locale].formatToParts(new Date(iso));
  if (locale === "en") return parts.map((part) => part.value).join("");
  // Intl writes Tamil days month first ("நவம்பர் 30, திங்கள்"); Chennai writes them as English does.
  const part = (type: string) => parts.find((found) => found.type === type)?.value ?? "";
  return `${part("weekday")}, ${part("day")} ${part("month")}`;
}

const SHORT_DAY = new Map<Locale, Intl.DateTimeFormat>();

/** An India day ("2025-12-01") as a week of the grid names it: "1 Dec" (and its Tamil month). */
export function formatShortDay(day: string, locale: Locale = "en"): string {
  let format = SHORT_DAY.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, { timeZone: "UTC", day: "numeric", month: "short" });
    SHORT_DAY.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

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
const localTimeOptions = { weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit" } as const;
const localTime = { en: perZone("en-IN", localTimeOptions), ta: perZone(LOCALE_INFO.ta.intl, localTimeOptions) };

/** The visitor's own zone when it keeps other hours than India's at that moment, else undefined. */
export function visitorZone(at: string, zone = Intl.DateTimeFormat().resolvedOptions().timeZone): string | undefined {
  const clock = (timeZone: string) => wallClock(timeZone).format(new Date(at));
  return zone && clock(zone) !== clock(booking.timeZone) ? zone : undefined;
}

/** The same moment in the visitor's zone: "Sun 29 Nov, 11:00 pm". */
export function formatLocal(iso: string, zone: string, locale: Locale = "en"): string {
  return localTime[locale](zone).format(new Date(iso));
}

/** Groups slots by their India day, in order. */
export function byIndiaDay<T extends { start: string }>(slots: readonly T[], locale: Locale = "en"): { day: string; slots: T[] }[] {
  const days = new Map<string, T[]>();
  for (const slot of slots) {
    const day = formatIndiaDay(slot.start, locale);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days].map(([day, items]) => ({ day, slots: items }));
}
