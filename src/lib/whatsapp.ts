import { site } from "../config/site";

/** A wa.me link to the business number with the visitor's message already typed. */
export function whatsappLink(message: string, number: string = site.contact.whatsappNumber): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
