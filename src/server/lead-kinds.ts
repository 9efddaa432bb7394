import { getTableColumns, type AnyColumn } from "drizzle-orm";
import { booking } from "../config/booking";
import { LEAD_LANGUAGE_LABELS } from "../lib/admin/leads";
import { isUnreadable, readStored } from "../lib/admin/stored";
import { formatInrRange } from "../lib/format";
import { bookingForm } from "../lib/forms/booking";
import { consultationForm } from "../lib/forms/consultation";
import { contactForm } from "../lib/forms/contact";
import { estimateContactForm } from "../lib/forms/estimate";
import { serviceLabel } from "../lib/forms/service-options";
import { LEAD_KIND_TEXT, LEAD_KINDS, type LeadKind } from "../lib/leads/kinds";
import { rateCard } from "../lib/pricing/card";
import { consentRecordSchema } from "../lib/privacy/consent";
import { describeEstimate, savedEstimateSchema, type SavedEstimate } from "../lib/pricing/saved";
import { bookings, chatConversations, consultations, contacts, priceEstimator, whatsappMessages } from "./db/schema";
import { readReferral } from "./whatsapp/kinds";

/**
 * Each kind of lead, on the server: its table, and how its rows read in the inbox, the CSV export, the lead's detail
 * screen and its staff email. Its name and reply subject are the browser's part, in `src/lib/leads/kinds.ts`.
 */

export const LEAD_TABLES = {
  consultation: consultations,
  estimate: priceEstimator,
  contact: contacts,
  chat: chatConversations,
  booking: bookings,
  whatsapp: whatsappMessages,
} satisfies Record<LeadKind, unknown>;

export type LeadTable = (typeof LEAD_TABLES)[LeadKind];
export type LeadRow<K extends LeadKind> = (typeof LEAD_TABLES)[K]["$inferSelect"];

/** A labelled value; an empty one is left out wherever fields are shown. */
export type LeadField = [label: string, value: string | null | undefined];

interface KindSpec<Row> {
  /** The inbox's common columns by the row's own names; null where a kind does not record one. */
  columns: { name: keyof Row; email: keyof Row | null; phone: keyof Row; service: keyof Row | null; city: keyof Row | null };
  /** Columns the inbox and the export never read (a chat's whole transcript): left out of their queries. */
  unlisted?: (keyof Row)[];
  /** The lead's own words or choices on one line: the inbox's preview (shortened) and the export's Details. */
  details: (row: Row) => string | null;
  /** What staff read about the lead, labelled, in order: its detail screen and its staff email. */
  fields: (row: Row) => LeadField[];
  /** What the row's creation time means for this kind. */
  received?: string;
}

const IST = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
/** A moment as staff read it: "26 Nov 2026, 2:30 pm", India time. */
export const when = (date: Date) => IST.format(date);

const line = (separator: string, ...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(separator) || null;

/** An estimate's stored structure, or null for a lead saved before estimates were stored by id (or a value gone bad). */
export function savedEstimate(row: Pick<LeadRow<"estimate">, "estimate">): SavedEstimate | null {
  if (row.estimate === null) return null;
  const saved = readStored(savedEstimateSchema, row.estimate);
  return isUnreadable(saved) ? null : saved;
}

/** The rooms and units of an estimate in the rate card's words, or as an earlier lead stored them. */
function estimateChoice(row: LeadRow<"estimate">) {
  const saved = savedEstimate(row);
  if (!saved) return { packageName: row.package, rooms: row.roomLabels?.join(", "), range: null };
  const described = describeEstimate(saved, row.package, rateCard);
  return {
    packageName: described.packageName,
    rooms: [...described.lines.map((item) => item.label), ...described.units].join(", "),
    range: formatInrRange(saved.low, saved.high),
  };
}

const chatService = (row: LeadRow<"chat">) => (row.userService ? serviceLabel(row.userService) : null);

const KINDS: { [K in LeadKind]: KindSpec<LeadRow<K>> } = {
  consultation: {
    columns: { name: "fullName", email: "email", phone: "phone", service: "service", city: null },
    details: (row) => consultationForm.details(row),
    fields: (row) => consultationForm.staffFields(row),
  },
  estimate: {
    columns: { name: "name", email: "email", phone: "phone", service: null, city: "city" },
    details: (row) => {
      const choice = estimateChoice(row);
      return line(" · ", row.bhkType, choice.packageName, choice.rooms, choice.range);
    },
    fields: (row) => {
      const choice = estimateChoice(row);
      return [
        ...estimateContactForm.staffFields(row),
        ["Home", row.bhkType],
        ["Package", choice.packageName],
        ["Rooms and units", choice.rooms],
        ["Estimate shown", choice.range],
        ["Came from", row.source],
      ];
    },
  },
  contact: {
    columns: { name: "name", email: "email", phone: "phone", service: null, city: null },
    details: (row) => contactForm.details(row),
    fields: (row) => contactForm.staffFields(row),
  },
  chat: {
    columns: { name: "userName", email: null, phone: "userPhone", service: "userService", city: null },
    unlisted: ["conversationData"],
    details: (row) => line(" · ", row.userQuestions, row.userTimeline, row.userSource),
    fields: (row) => [
      ["Name", row.userName],
      ["Phone", row.userPhone],
      ["Service", chatService(row)],
      ["Timeline", row.userTimeline],
      ["Heard of us through", row.userSource],
      ["Questions", row.userQuestions],
      ["Finished the chat", row.completedFlow ? "Yes" : "No, left part-way"],
      ["Answered by", row.aiMode ? "AI assistant" : "Guided questions"],
    ],
    received: "Started",
  },
  booking: {
    columns: { name: "fullName", email: "email", phone: "phone", service: "service", city: null },
    details: (row) => line(" · ", booking.kinds[row.kind].short, `${when(row.start)} India time`, row.status, row.message),
    fields: (row) => [
      ...bookingForm.staffFields(row),
      ["Appointment", `${booking.kinds[row.kind].label}, ${when(row.start)} (${row.status})`],
      ["Where", row.centre ?? row.address ?? "Video call"],
    ],
  },
  whatsapp: {
    columns: { name: "name", email: null, phone: "phone", service: null, city: null },
    details: (row) => line(" · ", row.text, readReferral(row.referral)?.headline),
    fields: (row) => {
      const referral = readReferral(row.referral);
      return [
        ["Name on WhatsApp", row.name],
        ["WhatsApp number", `+${row.phone}`],
        ["Message", row.text],
        ["From the ad", referral?.headline],
        ["Ad or post", referral?.source_url],
        ["Ad id", referral?.source_id],
        ["Click id (ctwa_clid)", referral?.ctwa_clid],
      ];
    },
    received: "Written",
  },
};

type AnyRow = Record<string, unknown>;

/** One kind's entry for code that serves every kind alike (the inbox, the export), with its columns as SQL. */
function leadSource(kind: LeadKind) {
  const spec = KINDS[kind] as unknown as KindSpec<AnyRow>;
  const table = LEAD_TABLES[kind];
  const all = getTableColumns(table) as Record<string, AnyColumn>;
  const column = (key: keyof AnyRow | null) => (key === null ? null : all[key as string]!);
  const unlisted = new Set<keyof AnyRow>(spec.unlisted ?? []);
  return {
    table,
    name: column(spec.columns.name)!,
    email: column(spec.columns.email),
    phone: column(spec.columns.phone)!,
    service: column(spec.columns.service),
    city: column(spec.columns.city),
    /** The columns the inbox reads. */
    listed: Object.fromEntries(Object.entries(all).filter(([key]) => !unlisted.has(key))),
    columns: spec.columns,
    details: spec.details,
  };
}

export type LeadSource = ReturnType<typeof leadSource>;
export const LEAD_SOURCES = Object.fromEntries(LEAD_KINDS.map((kind) => [kind, leadSource(kind)])) as Record<LeadKind, LeadSource>;

/** The consent record as staff read it: the notice's version, the form, when; a value gone bad as stored. */
function consentLine(stored: unknown): string {
  if (stored === null || stored === undefined) return "not recorded";
  const consent = readStored(consentRecordSchema, stored);
  return isUnreadable(consent) ? consent.unreadable : `version ${consent.version}, ${consent.form} form, ${when(new Date(consent.at))}`;
}

const filled = (fields: LeadField[]) =>
  fields.filter((field): field is [string, string] => field[1] !== null && field[1] !== undefined && field[1] !== "");

/** Everything staff read about a lead, labelled, ending with its language and when it came. */
export function leadFields<K extends LeadKind>(kind: K, row: LeadRow<K>): { label: string; value: string }[] {
  const spec = KINDS[kind] as unknown as KindSpec<LeadRow<K>>;
  return filled([
    ...spec.fields(row),
    ["Language", LEAD_LANGUAGE_LABELS[row.lang]],
    // A WhatsApp message has none: the person wrote to the studio first, before any form (their number is kept as they sent it).
    ["Privacy notice seen", consentLine("consent" in row ? row.consent : null)],
    [spec.received ?? "Received", when(row.createdAt)],
  ]).map(([label, value]) => ({ label, value }));
}

/** A staff email's body: what happened, the lead's fields one a line, anything more, and which lead it is. */
export function staffEmail<K extends LeadKind>(kind: K, row: LeadRow<K>, intro: string, more: string[] = []): string {
  return [
    intro,
    ``,
    ...leadFields(kind, row).map((field) => `${field.label}: ${field.value}`),
    ...(more.length ? [``, ...more] : []),
    ``,
    // The exact moment makes the email unique among those of other databases (tests, staging) with the same ids.
    `${LEAD_KIND_TEXT[kind].label} #${row.id}, received ${row.createdAt.toISOString()}.`,
  ].join("\n");
}
