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

/** A title inside a sentence: each word lower-cased except acronyms, "Customised TV Units" → "customised TV units". */
export function inSentence(title: string): string {
  return title.replace(/\p{L}+/gu, (word) => (/^\p{Lu}{2,}$/u.test(word) ? word : word.toLowerCase()));
}

/** The first sentence of a text, with its own full stop: never "..". */
export function firstSentence(text: string): string {
  return text.trim().split(/(?<=[.!?])\s+/)[0]!;
}

/** A street line followed by its locality, unless the street already ends with it ("…, Adyar" is not "Adyar, Adyar"). */
export function withLocality(street: string, locality: string): string {
  return street.trimEnd().endsWith(locality) ? street : `${street}, ${locality}`;
}
