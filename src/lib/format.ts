import type { Locale } from "../i18n/locales";

/** Rupees with Indian digit grouping: 650000 → "₹6,50,000". */
export function formatInr(amount: number): string {
  return `₹${Math.round(amount).toLocaleString("en-IN")}`;
}

/** 435000 → "4.35": lakh with at most `digits` decimals, trailing zeros dropped. */
export const inLakh = (amount: number, digits = 2) => String(Number((amount / 100_000).toFixed(digits)));

/**
 * How each language writes amounts in words: English "₹1,90,000 to ₹4,35,000" and "₹1.9–4.35 lakh"; Tamil
 * "₹1,90,000 முதல் ₹4,35,000 வரை" and "₹1.9 லட்சம் – ₹4.35 லட்சம்", where an amount under a lakh stays in rupees.
 */
const MONEY_WORDS = {
  en: {
    lakh: (amount: number, digits: number) => `₹${inLakh(amount, digits)} lakh`,
    lakhRange: (low: number, high: number, digits: number) => `₹${inLakh(low, digits)}–${inLakh(high, digits)} lakh`,
    to: (low: string, high: string) => `${low} to ${high}`,
    per: (amount: string, measure: string) => `${amount} per ${measure}`,
  },
  ta: {
    lakh: (amount: number, digits: number) => (amount < 100_000 ? formatInr(amount) : `₹${inLakh(amount, digits)} லட்சம்`),
    lakhRange: (low: number, high: number, digits: number) => `${MONEY_WORDS.ta.lakh(low, digits)} – ${MONEY_WORDS.ta.lakh(high, digits)}`,
    to: (low: string, high: string) => `${low} முதல் ${high} வரை`,
    per: (amount: string, measure: string) => `${amount} (ஒரு ${measure}க்கு)`,
  },
} satisfies Record<Locale, Record<string, unknown>>;

/** One amount in lakh: "₹4.35 lakh", "₹4.35 லட்சம்". */
export const formatLakh = (amount: number, locale: Locale = "en", digits = 2) => MONEY_WORDS[locale].lakh(amount, digits);

/** A range in lakh: "₹1.9–4.35 lakh", "₹1.9 லட்சம் – ₹4.35 லட்சம்". */
export const formatLakhRange = (low: number, high: number, locale: Locale = "en", digits = 2) =>
  MONEY_WORDS[locale].lakhRange(low, high, digits);

/** A range in rupees, in words: "₹1,90,000 to ₹4,35,000", "₹1,90,000 முதல் ₹4,35,000 வரை". */
export const formatInrRange = (low: number, high: number, locale: Locale = "en") => MONEY_WORDS[locale].to(formatInr(low), formatInr(high));

/** A rate: "₹1,500 per sq ft", "₹1,500 (ஒரு sq ftக்கு)". */
export const formatPer = (amount: string, measure: string, locale: Locale = "en") => MONEY_WORDS[locale].per(amount, measure);

/**
 * An estimate's range as the estimator shows it: "₹6,50,000 – ₹9,10,000" in English; in Tamil the way people say
 * it, in lakh: "₹6.5 லட்சம் – ₹9.1 லட்சம்".
 */
export const formatEstimateRange = (low: number, high: number, locale: Locale = "en") =>
  locale === "ta" ? formatLakhRange(low, high, "ta") : `${formatInr(low)} – ${formatInr(high)}`;

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
