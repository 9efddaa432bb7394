/**
 * Every rule about phone numbers: what a form accepts, what the chat accepts as an Indian mobile, what a tel: or
 * WhatsApp link needs and how the studio's number is shown. Numbers arrive as people type them ("+91 98400 11111",
 * "098400-11111"), so each rule works from the digits.
 */

/** The digits of a number as typed, without spaces, dashes, brackets or a leading +. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, "");

/** How an example mobile number is shown in a form: never the studio's own number, which a visitor might copy. */
export const PHONE_EXAMPLE = "98765 43210";

/** What a lead form accepts: digits in any common spacing (+91 98765 43210, 098765-43210), at least 10 of them. */
export const isFormPhone = (value: string) => /^\+?[\d\s()-]+$/.test(value) && phoneDigits(value).length >= 10;

/** An Indian mobile, as the chat asks for one: 10 digits starting 6–9, with an optional +91 or 0 in front. */
export const isIndianMobile = (value: string) => /^(?:\+?91|0)?[6-9]\d{9}$/.test(value.replace(/[\s-]/g, ""));

/**
 * The number as WhatsApp needs it (the full international number, digits only), or null when it cannot be one: a
 * 10-digit Indian number gets 91 in front, a number written with + or 00 keeps its own country code.
 */
export function whatsappNumber(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const international = /^\s*(\+|00)/.test(phone);
  const digits = phoneDigits(phone).replace(/^0+/, "");
  if (international) return digits.length >= 8 && digits.length <= 15 ? digits : null;
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 12 && digits.startsWith("91")) return digits;
  return null;
}

/**
 * The form of a number that two leads of one person share however it was typed, which finds their enquiry: an Indian
 * number as 91 and its 10 digits (the WhatsApp form), any other as its digits without leading zeros; null when fewer
 * than 6 digits are left. The enquiries' migration (drizzle/0010_enquiry_backfill.sql) spells the same rule in SQL.
 */
export function phoneMatchKey(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const key = whatsappNumber(phone) ?? phoneDigits(phone).replace(/^0+/, "");
  return key.length >= 6 ? key : null;
}

/** A tel: link keeping a leading + and the digits; none when there are too few digits to be a number. */
export function telHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phoneDigits(phone);
  if (digits.length < 6 || digits.length > 15) return null;
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${digits}`;
}

/**
 * How the studio shows a number: an Indian mobile as "+91 98400 12345", any other number as it was written. Visitors'
 * own numbers are always shown as they typed them.
 */
export function displayPhone(phone: string): string {
  if (!isIndianMobile(phone)) return phone.trim();
  const mobile = phoneDigits(phone).slice(-10);
  return `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
}
