/**
 * Links that let staff answer a lead in one tap. Phone numbers arrive as visitors typed them, so a link is given only
 * when the number can be dialled (see src/lib/phone.ts; its `telHref` is the call link).
 */
import { whatsappNumber } from "../phone";

/** A wa.me link to the visitor's number, with no message typed. */
export function whatsappHref(phone: string | null | undefined): string | null {
  const number = whatsappNumber(phone);
  return number && `https://wa.me/${number}`;
}

/** A mailto: link with the subject filled in; the address is encoded so it cannot add headers of its own. */
export function mailtoHref(email: string | null | undefined, subject: string): string | null {
  if (!email || !email.includes("@")) return null;
  return `mailto:${encodeURIComponent(email.trim()).replace("%40", "@")}?subject=${encodeURIComponent(subject)}`;
}
