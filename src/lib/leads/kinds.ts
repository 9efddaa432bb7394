import { site } from "../../config/site";

/**
 * The kinds of lead, in the order the inbox's tabs list them. This is the part of each kind's entry the browser needs
 * (its name and the subject of a reply); the server's part (its table, fields, and how it reads in the inbox, the
 * CSV export and the staff email) is `src/server/lead-kinds.ts`, keyed by these ids.
 */
export const LEAD_KINDS = ["consultation", "estimate", "contact", "chat", "booking", "whatsapp"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const isLeadKind = (value: unknown): value is LeadKind => LEAD_KINDS.includes(value as LeadKind);

export interface LeadKindText {
  /** The kind's name on staff screens, in the export and in its staff email. */
  label: string;
  /** The subject of an email staff send to answer such a lead. */
  replySubject: string;
}

export const LEAD_KIND_TEXT: Record<LeadKind, LeadKindText> = {
  consultation: { label: "Consultation", replySubject: `Your design consultation with ${site.brand}` },
  estimate: { label: "Price estimate", replySubject: `Your price estimate from ${site.brand}` },
  contact: { label: "Contact message", replySubject: `Re: your message to ${site.brand}` },
  chat: { label: "Chat", replySubject: `Following up on your chat with ${site.brand}` },
  booking: { label: "Booked consultation", replySubject: `Your booked consultation with ${site.brand}` },
  whatsapp: { label: "WhatsApp", replySubject: `Your WhatsApp message to ${site.brand}` },
};

export const leadKindLabel = (kind: LeadKind) => LEAD_KIND_TEXT[kind].label;
