import { site } from "../config/site";
import type { Messages } from "../i18n/catalogue";
import { fill } from "../i18n/fill";
import { layout } from "../i18n/en/layout";

/** A wa.me link to the business number with the visitor's message already typed. */
export function whatsappLink(message: string, number: string = site.contact.whatsappNumber): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

/**
 * The message a "WhatsApp us" link starts with, in the page's language, naming the page the visitor was reading
 * when there is one.
 */
export function designerMessage(page?: string, words: Messages["layout"]["whatsapp"] = layout.whatsapp): string {
  return fill(page ? words.fromPage : words.designer, { brand: site.brand, page: page ?? "" });
}
