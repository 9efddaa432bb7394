import { site } from "../config/site";

/** A wa.me link to the business number with the visitor's message already typed. */
export function whatsappLink(message: string, number: string = site.contact.whatsappNumber): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

/** The message a "WhatsApp us" link starts with, naming the page the visitor was reading when there is one. */
export function designerMessage(page?: string): string {
  return page
    ? `Hello ${site.brand}, I am on your page "${page}" and would like to talk to a designer.`
    : `Hello ${site.brand}, I would like to talk to a designer.`;
}
