/**
 * The promise every form makes: a designer calls within 24 hours. This module is its one home: the time a lead
 * arrives becomes the time by which the studio will call, the visitor is told that time, and the staff alerts and
 * the due-soon and overdue lists count down to the same instant.
 *
 * The rule: 24 hours after arrival; when that instant falls outside the opening hours of `site.hours` (India time,
 * Monday to Saturday, 09:00 to 18:00 today), the promise is the next opening instead, so it is never at night and
 * never on a Sunday. Public holidays are not counted yet.
 */
import { site } from "../../config/site";
import type { Hours, Weekday } from "../../config/hours";
import { LOCALE_INFO, type Locale } from "../../i18n/locales";

/** How long the studio promises to take before it calls, from the lead's arrival. */
export const PROMISE_HOURS = 24;

/** India keeps one offset all year (no daylight saving), so India time is UTC plus 5 h 30 min. */
const INDIA_OFFSET_MS = 330 * 60_000;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const WEEKDAY_BY_UTC_DAY: readonly Weekday[] = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** "09:30" as minutes after midnight. */
function minutesOf(time: string): number {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return hour * 60 + minute;
}

/** The first instant at or after `instant` when the studio is open. */
export function nextOpening(instant: Date, hours: Hours = site.hours): Date {
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  // Walk India-time days from the instant's own; a week always holds an open day when `days` is not empty.
  const local = instant.getTime() + INDIA_OFFSET_MS;
  const midnight = Math.floor(local / DAY_MS) * DAY_MS;
  for (let day = 0; day < 8; day++) {
    const dayStart = midnight + day * DAY_MS;
    const weekday = WEEKDAY_BY_UTC_DAY[new Date(dayStart).getUTCDay()]!;
    if (!hours.days.includes(weekday)) continue;
    const open = dayStart + opens * MINUTE_MS;
    const close = dayStart + closes * MINUTE_MS;
    if (local <= close) return new Date(Math.max(local, open) - INDIA_OFFSET_MS);
  }
  throw new Error("The opening hours name no day of the week.");
}

/**
 * The instant `minutes` of opening hours after `start`: the staff alerts count "15 minutes without an attempt" in
 * business minutes, so a lead at 17:55 is alerted again at 09:10 the next opening day, not at night.
 */
export function addBusinessMinutes(start: Date, minutes: number, hours: Hours = site.hours): Date {
  const closes = minutesOf(hours.closes);
  let at = nextOpening(start, hours);
  let left = minutes * MINUTE_MS;
  for (;;) {
    const local = at.getTime() + INDIA_OFFSET_MS;
    const close = Math.floor(local / DAY_MS) * DAY_MS + closes * MINUTE_MS - INDIA_OFFSET_MS;
    if (at.getTime() + left <= close) return new Date(at.getTime() + left);
    left -= close - at.getTime();
    at = nextOpening(new Date(close + 1), hours);
  }
}

/** The time by which the studio promises to call a lead that arrived at `arrival`. */
export function promiseDeadline(arrival: Date, hours: Hours = site.hours): Date {
  return nextOpening(new Date(arrival.getTime() + PROMISE_HOURS * 3_600_000), hours);
}

/** How the promise is written: India time, with the weekday and the date so the day cannot be read as next week's. */
export const PROMISE_FORMAT: Intl.DateTimeFormatOptions = {
  timeZone: "Asia/Kolkata",
  weekday: "long",
  day: "numeric",
  month: "long",
  hour: "numeric",
  minute: "2-digit",
};

const PROMISE_FORMATS = new Map<Locale, Intl.DateTimeFormat>();

/**
 * The promise as a visitor reads it, in India time: "Monday, 30 November, 11:00 am" in English, the same in Tamil
 * words. The date is part of it so the day cannot be read as next week's.
 */
export function formatPromise(deadline: Date, locale: Locale = "en"): string {
  let format = PROMISE_FORMATS.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, PROMISE_FORMAT);
    PROMISE_FORMATS.set(locale, format);
  }
  return format.format(deadline);
}
