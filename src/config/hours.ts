import { LOCALE_INFO, type Locale } from "../i18n/locales";

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Opening hours: the days the studio is open and the India-time clock times ("09:00") it opens and closes. */
export interface Hours {
  days: readonly Weekday[];
  opens: string;
  closes: string;
}

/** A weekday's name in a language, from a week that starts on a Monday (2024-01-01). */
function dayName(day: Weekday, locale: Locale): string {
  const date = new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, { weekday: "long", timeZone: "UTC" }).format(date);
}

/** Tamil names the part of the day a time falls in rather than AM/PM: morning, afternoon, evening, night. */
function tamilPeriod(hour: number): string {
  if (hour >= 5 && hour < 12) return "காலை";
  if (hour >= 12 && hour < 16) return "மதியம்";
  if (hour >= 16 && hour < 20) return "மாலை";
  return "இரவு";
}

/** "18:00" as people read it: "6:00 PM" in English, "மாலை 6:00" in Tamil. */
export function clock(time: string, locale: Locale): string {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const twelve = `${hour % 12 || 12}:${String(minute).padStart(2, "0")}`;
  return locale === "ta" ? `${tamilPeriod(hour)} ${twelve}` : `${twelve} ${hour < 12 ? "AM" : "PM"}`;
}

/** The open days in words: a run of days as "Monday to Saturday", scattered days as a list. */
function dayWords(days: readonly Weekday[], locale: Locale): string {
  const ordered = WEEKDAYS.filter((day) => days.includes(day));
  const first = WEEKDAYS.indexOf(ordered[0]!);
  const isRun = ordered.length > 2 && ordered.every((day, i) => WEEKDAYS.indexOf(day) === first + i);
  const [from, to] = [dayName(ordered[0]!, locale), dayName(ordered.at(-1)!, locale)];
  if (isRun) return locale === "ta" ? `${from} முதல் ${to} வரை` : `${from} to ${to}`;
  return new Intl.ListFormat(LOCALE_INFO[locale].intl, { type: "conjunction" }).format(ordered.map((day) => dayName(day, locale)));
}

/** The hours as one line: "Monday to Saturday, 9:00 AM – 6:00 PM". */
export function hoursLabel(hours: Hours, locale: Locale = "en"): string {
  return `${dayWords(hours.days, locale)}, ${clock(hours.opens, locale)} – ${clock(hours.closes, locale)}`;
}
