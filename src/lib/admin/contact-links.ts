/**
 * Links that let staff answer a lead in one tap. Phone numbers arrive as
 * visitors typed them ("+91 98400 11111", "098400-11111"), so each link
 * works from the digits and gives none when the number cannot be dialled.
 */

/** A wa.me link: WhatsApp needs the full international number, so a 10-digit Indian number gets 91 in front. */
export function whatsappHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const international = /^\s*(\+|00)/.test(phone);
  const digits = phone.replace(/\D/g, "").replace(/^0+/, "");
  if (international) return digits.length >= 8 && digits.length <= 15 ? `https://wa.me/${digits}` : null;
  if (digits.length === 10) return `https://wa.me/91${digits}`;
  if (digits.length === 12 && digits.startsWith("91")) return `https://wa.me/${digits}`;
  return null;
}

/** A tel: link keeping a leading + and the digits; none when there are too few digits to be a number. */
export function telHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 6 || digits.length > 15) return null;
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${digits}`;
}

/** A mailto: link with the subject filled in; the address is encoded so it cannot add headers of its own. */
export function mailtoHref(email: string | null | undefined, subject: string): string | null {
  if (!email || !email.includes("@")) return null;
  return `mailto:${encodeURIComponent(email.trim()).replace("%40", "@")}?subject=${encodeURIComponent(subject)}`;
}
