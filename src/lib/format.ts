/** Rupees with Indian digit grouping: 650000 → "₹6,50,000". */
export function formatInr(amount: number): string {
  return `₹${Math.round(amount).toLocaleString("en-IN")}`;
}

const INDIA_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar day in India (YYYY-MM-DD) at `date`: the studio's days, wherever the server runs. */
export function indiaDay(date: Date): string {
  return INDIA_DAY.format(date);
}

/** A calendar day moved by n days (YYYY-MM-DD in, YYYY-MM-DD out). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

const INDIA_APPOINTMENT = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** An appointment's time as the studio says it: "Monday, 30 November 2026 at 9:00 am (India time)". */
export function indiaAppointment(date: Date): string {
  return `${INDIA_APPOINTMENT.format(date)} (India time)`;
}
