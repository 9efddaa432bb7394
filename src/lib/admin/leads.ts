import { z } from "zod";
import { LOCALES, type Locale } from "../../i18n/locales";
import { chatMessageSchema } from "../forms/chat";
import { LEAD_KINDS, type LeadKind } from "../leads/kinds";
import type { Unreadable } from "./stored";

/** The languages a lead can come in, as staff read them. */
export const LEAD_LANGUAGE_LABELS: Record<Locale, string> = { en: "English", ta: "Tamil" };

const isoDay = z.iso.date("Use a date like 2026-11-21");

/** The inbox's filters, as query parameters of GET /api/admin/leads and /api/admin/leads/export. */
export const leadFilterSchema = z.strictObject({
  kind: z.enum(LEAD_KINDS, { error: "Unknown kind of lead" }).optional(),
  read: z.enum(["read", "unread"], { error: "Choose read or unread" }).optional(),
  /** Inclusive calendar days in India time. */
  from: isoDay.optional(),
  to: isoDay.optional(),
  service: z.string().trim().max(80, "Service must be at most 80 characters").optional(),
  city: z.string().trim().max(80, "City must be at most 80 characters").optional(),
  /** Part of a name, phone number or email address. */
  q: z.string().trim().max(100, "Search for at most 100 characters").optional(),
  /** The language of the page the lead came from: Tamil-speaking designers call the Tamil ones back. */
  lang: z.enum(LOCALES, { error: "Use lang=en or lang=ta" }).optional(),
  /**
   * "yes": only the leads saved over their network's limit, for staff to review apart. Without it the inbox leaves
   * them out.
   */
  suspected: z.enum(["yes"], { error: "Use suspected=yes" }).optional(),
});

export const leadPageQuerySchema = leadFilterSchema.extend({
  cursor: z.string().max(200, "Invalid page cursor").optional(),
  limit: z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Show at least 1 lead a page")
    .max(100, "Show at most 100 leads a page")
    .default(25),
});

export type LeadFilter = z.infer<typeof leadFilterSchema>;
export type LeadPageQuery = z.infer<typeof leadPageQuerySchema>;

/** One row of the inbox. Visitor-typed strings: render them as text only. */
export interface LeadSummary {
  kind: LeadKind;
  id: number;
  createdAt: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  service: string | null;
  city: string | null;
  isRead: boolean;
  /** The language of the page the lead came from. */
  lang: Locale;
  /** Saved over its network's limit: possibly a script, possibly many people behind one carrier address. */
  suspected: boolean;
  /** The start of the message, questions or estimate, for the list. */
  preview: string | null;
}

export interface LeadPage {
  items: LeadSummary[];
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
  unread: Record<LeadKind, number>;
  /** What waits for a look apart from the inbox: suspected leads, and bot posts dropped today (India's day). */
  review: { suspected: number; trappedToday: number };
}

/** A saved chat message read back for staff: the chat's own fields, with `at` a real moment, or it is not shown as one. */
export const storedChatMessageSchema = z.object({ ...chatMessageSchema.shape, at: z.iso.datetime({ offset: true }).optional() });

/** A saved conversation: its messages are read one by one, so one bad message does not hide the others. */
export const storedConversationSchema = z.object({ messages: z.array(z.unknown()) });

export type TranscriptEntry = z.infer<typeof storedChatMessageSchema> | Unreadable;

export interface LeadDetail extends LeadSummary {
  /** Every stored field, labelled, in a sensible order. */
  fields: { label: string; value: string }[];
  /** Chats only: the whole conversation; what could not be read comes as its stored text. */
  transcript?: TranscriptEntry[];
  /** Estimates only: what the estimator showed for this home. */
  estimate?: { low: number; high: number; lines: { label: string; amount: number }[]; note: string };
}

export const markReadSchema = z.strictObject({ isRead: z.boolean({ error: "isRead must be true or false" }) });

/** Filters → query string, leaving out empty ones (the screens and the export link share it). */
export function leadFilterQuery(filter: Partial<LeadFilter> & { cursor?: string | null; limit?: number }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
