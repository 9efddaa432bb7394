import { admin } from "../../i18n/en/admin";
import { fill } from "../../i18n/fill";

const absolute = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" });
const relative = new Intl.RelativeTimeFormat("en-IN", { numeric: "auto" });

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.35],
  ["month", 12],
  ["year", Infinity],
];

/** Intl throws on an invalid date: a value that is not one is shown as it is rather than stopping the screen. */
const isDate = (iso: string) => !Number.isNaN(Date.parse(iso));

/** "3 hours ago" for a past moment, in the largest unit that keeps the number small. */
export function relativeTime(iso: string, now = Date.now()): string {
  if (!isDate(iso)) return iso;
  let amount = (new Date(iso).getTime() - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return relative.format(Math.round(amount), "year");
}

/** Staff work in Chennai: every time on the admin screens is India time. */
export function indiaTime(iso: string): string {
  if (!isDate(iso)) return iso;
  return fill(admin.common.indiaTime, { time: absolute.format(new Date(iso)) });
}

/** Relative time with the exact India time beside it. */
export function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {relativeTime(iso)}
      <span className="block text-xs text-muted">{indiaTime(iso)}</span>
    </time>
  );
}
