/**
 * The enquiry board's vocabulary and its staff API (`/api/admin/enquiries…`): the stages, reasons, channels and
 * outcomes, the requests' zod schemas (shared by the screens and the server) and the answers' types. An enquiry is one
 * home owner's dealings with the studio: every lead they send attaches to it (see docs/enquiries.md).
 */
import { z } from "zod";
import { enquiries as text } from "../../i18n/en/enquiries";
import { LOCALES, type Locale } from "../../i18n/locales";
import type { LeadKind } from "../leads/kinds";
import type { VisitTouch } from "../leads/visit-source";
import { whatsappNumber } from "../phone";

/** The stages an enquiry moves forward through, in order: Lost ends it wherever it had got to. */
export const FUNNEL_STAGES = ["new", "contacted", "qualified", "meeting-booked", "quote-sent", "won"] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];
/** In the order an enquiry moves through them; Won and Lost close it. */
export const STAGES = [...FUNNEL_STAGES, "lost"] as const;
export type Stage = (typeof STAGES)[number];
export const CLOSED_STAGES = ["won", "lost"] as const satisfies readonly Stage[];
/** The further along of two funnel stages (an enquiry moved back keeps how far it had got; Lost moves nothing). */
export function furthestStage(reached: FunnelStage, now: Stage): FunnelStage {
  if (now === "lost") return reached;
  return FUNNEL_STAGES.indexOf(now) > FUNNEL_STAGES.indexOf(reached) ? now : reached;
}
/** Stages that record the quote's amount. */
export const QUOTE_STAGES = ["quote-sent", "won"] as const satisfies readonly Stage[];

export const LOST_REASONS = ["budget", "timeline", "chose-another-firm", "not-reachable", "not-real", "duplicate", "withdrawn"] as const;
export type LostReason = (typeof LOST_REASONS)[number];

export const CHANNELS = ["call", "whatsapp", "email"] as const;
export type Channel = (typeof CHANNELS)[number];
/**
 * When a person is glad to take a call (their private link's choice), India time: `daytime` the studio's hours,
 * `evening` 6 to 9 pm, `weekend` Saturday and Sunday 10 am to 7 pm (`callWindowOpen`).
 */
export const CALL_WINDOWS = ["any", "daytime", "evening", "weekend"] as const;
export type CallWindow = (typeof CALL_WINDOWS)[number];

/** The hours (India time, [from, to) on the days listed, 0 = Sunday) each call window stands for. */
const WINDOW_HOURS: Record<Exclude<CallWindow, "any">, { days: number[]; from: number; to: number }> = {
  daytime: { days: [1, 2, 3, 4, 5, 6], from: 9, to: 18 },
  evening: { days: [0, 1, 2, 3, 4, 5, 6], from: 18, to: 21 },
  weekend: { days: [0, 6], from: 10, to: 19 },
};

/** Whether `now` falls in the person's call window (none chosen, or "any": always). */
export function callWindowOpen(window: CallWindow | null, now: Date): boolean {
  if (window === null || window === "any") return true;
  // India keeps UTC+5:30 all year.
  const india = new Date(now.getTime() + 330 * 60_000);
  const hour = india.getUTCHours() + india.getUTCMinutes() / 60;
  const rule = WINDOW_HOURS[window];
  return rule.days.includes(india.getUTCDay()) && hour >= rule.from && hour < rule.to;
}

export const OUTCOMES = ["reached", "no-answer", "busy", "wrong-number", "call-later"] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const STAFF_ROLES = ["admin", "designer"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What the timeline records besides the leads themselves. */
export const EVENT_TYPES = [
  "created",
  "touch",
  "stage",
  "attempt",
  "note",
  "next-action",
  "assigned",
  "merged",
  "unmerged",
  "preferences",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The alerts of the promise and of a next action: each is sent once per wait (or per next-action time). */
export const ALERT_KINDS = ["owner-now", "owner-again", "admins", "next-action"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const DUE_FILTERS = ["soon", "overdue"] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];

const { errors } = text;
const instant = z.iso.datetime({ offset: true, error: errors.when });
/** Every change but a claim names the version it was made on: a change made on an older one is refused with 409. */
const version = z.number({ error: errors.version }).int().positive();

/** GET /api/admin/enquiries: filters, then the page. `owner` is `me`, `none` (unassigned) or a staff id. */
export const enquiryQuerySchema = z.strictObject(
  {
    stage: z.enum(STAGES, { error: errors.unknownStage }).optional(),
    owner: z.union([z.enum(["me", "none"]), z.coerce.number().int().positive()], { error: errors.filter }).optional(),
    due: z.enum(DUE_FILTERS, { error: errors.filter }).optional(),
    /** A phone number as typed; enquiries are found by its normalised form. */
    phone: z.string().trim().min(6, errors.filter).max(30, errors.filter).optional(),
    cursor: z.string().max(200, errors.cursor).optional(),
    limit: z.coerce.number({ error: errors.filter }).int().min(1).max(100).default(25),
  },
  { error: errors.filter },
);
export type EnquiryQuery = z.infer<typeof enquiryQuerySchema>;

const quoteAmount = z.number({ error: errors.quoteAmount }).int(errors.quoteAmount).positive(errors.quoteAmount).max(1_000_000_000);

/** POST …/:id/stage */
export const stageChangeSchema = z
  .strictObject({
    version,
    stage: z.enum(STAGES, { error: errors.unknownStage }),
    lostReason: z.enum(LOST_REASONS, { error: errors.reasonNeeded }).optional(),
    /** Rupees; required at Quote sent, kept (or replaced) at Won. */
    quoteAmount: quoteAmount.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.stage === "lost" && !value.lostReason) ctx.addIssue({ code: "custom", path: ["lostReason"], message: errors.reasonNeeded });
    if (value.stage !== "lost" && value.lostReason)
      ctx.addIssue({ code: "custom", path: ["lostReason"], message: errors.reasonOnlyWhenLost });
    if (value.stage === "quote-sent" && value.quoteAmount === undefined)
      ctx.addIssue({ code: "custom", path: ["quoteAmount"], message: errors.quoteNeeded });
  });

/** POST …/:id/attempt: the first logged attempt, whatever its outcome, is the first response. */
export const attemptSchema = z
  .strictObject({
    version: version.optional(),
    channel: z.enum(CHANNELS, { error: errors.unknownChannel }),
    outcome: z.enum(OUTCOMES, { error: errors.unknownOutcome }),
    /** With "call-later" only: when to call back; it becomes the next action. */
    callBackAt: instant.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.outcome === "call-later" && !value.callBackAt)
      ctx.addIssue({ code: "custom", path: ["callBackAt"], message: errors.callBackNeeded });
    if (value.outcome !== "call-later" && value.callBackAt)
      ctx.addIssue({ code: "custom", path: ["callBackAt"], message: errors.callBackOnlyLater });
  });

/** POST …/:id/note */
export const noteSchema = z.strictObject({
  version: version.optional(),
  text: z.string({ error: errors.noteEmpty }).trim().min(1, errors.noteEmpty).max(2000, errors.noteLong),
});

/** POST …/:id/next-action: null clears it. */
export const nextActionSchema = z.strictObject({ version, at: instant.nullable() });

/** POST …/:id/assign: null leaves it unassigned. A designer may hand on their own; admins assign any. */
export const assignSchema = z.strictObject({ version, ownerId: z.number({ error: errors.unknownStaff }).int().positive().nullable() });

/** POST …/:id/claim: an unassigned enquiry becomes the caller's. */
export const claimSchema = z.strictObject({ version: version.optional() });

/** POST …/:id/merge: `otherId`'s leads join this enquiry, which the other's record points to until it is unmerged. */
export const mergeSchema = z.strictObject({ version, otherId: z.number({ error: errors.notFound }).int().positive() });

/** POST …/:id/unmerge: `mergedId`'s leads go back to it, and it opens again. */
export const unmergeSchema = z.strictObject({ version, mergedId: z.number({ error: errors.notMerged }).int().positive() });

/** POST …/:id/erase: the person asked (by phone or letter) for their data to be erased; staff confirm it. */
export const eraseSchema = z.strictObject({ confirm: z.literal(true, { error: errors.eraseConfirm }) });

/** POST …/:id/revoke-links: the person's private links stop working (a new lead brings a new one). */
export const revokeLinksSchema = z.strictObject({});

export const ENQUIRY_ACTIONS = {
  stage: stageChangeSchema,
  attempt: attemptSchema,
  note: noteSchema,
  "next-action": nextActionSchema,
  assign: assignSchema,
  claim: claimSchema,
  merge: mergeSchema,
  unmerge: unmergeSchema,
  erase: eraseSchema,
  "revoke-links": revokeLinksSchema,
} as const;
export type EnquiryAction = keyof typeof ENQUIRY_ACTIONS;
export const isEnquiryAction = (value: unknown): value is EnquiryAction =>
  typeof value === "string" && Object.hasOwn(ENQUIRY_ACTIONS, value);

/**
 * PATCH /api/admin/staff/:id: what an account serves (admins), and anyone's own WhatsApp number and alerts. Passwords
 * stay with `npm run admin:create`.
 */
export const staffUpdateSchema = z.strictObject({
  role: z.enum(STAFF_ROLES).optional(),
  languages: z.array(z.enum(LOCALES)).max(LOCALES.length).optional(),
  /** City names as the forms record them ("Chennai"); empty: every city. */
  cities: z.array(z.string().trim().min(1).max(80)).max(50).optional(),
  available: z.boolean().optional(),
  email: z.email().max(254).nullable().optional(),
  /** The person's WhatsApp number, stored as WhatsApp writes it (country code and number); null clears it. */
  whatsapp: z
    .string()
    .max(30)
    .refine((value) => whatsappNumber(value) !== null, text.errors.whatsappNumber)
    .transform((value) => whatsappNumber(value)!)
    .nullable()
    .optional(),
  /** Whether the person wants their alerts on WhatsApp too. */
  whatsappAlerts: z.boolean().optional(),
});

/** What anyone may set on their own account: their WhatsApp number and alerts. */
export const OWN_STAFF_FIELDS = ["whatsapp", "whatsappAlerts"] as const;

export interface StaffRef {
  id: number;
  username: string;
}

export interface StaffMember extends StaffRef {
  role: StaffRole;
  languages: Locale[];
  cities: string[];
  available: boolean;
  email: string | null;
  whatsapp: string | null;
  whatsappAlerts: boolean;
}

export interface EnquiryTouch {
  kind: LeadKind;
  id: number;
  at: string;
}

/** Who an enquiry is and what they asked about, as its leads gave it. Visitor-typed strings: render them as text only. */
export interface EnquiryPerson {
  name: string | null;
  phone: string | null;
  email: string | null;
  service: string | null;
  city: string | null;
  area: string | null;
  lang: Locale;
}

/** One enquiry in the list. */
export interface EnquirySummary extends EnquiryPerson {
  id: number;
  version: number;
  stage: Stage;
  lostReason: LostReason | null;
  owner: StaffRef | null;
  createdAt: string;
  lastTouchAt: string;
  /** When the studio promised to call (ISO 8601); null for enquiries migrated without one. */
  promise: string | null;
  firstResponseAt: string | null;
  /** Waiting for a first attempt since this lead (null once someone tried). */
  waitingSince: string | null;
  nextActionAt: string | null;
  /** The deadline that makes it due: the promise while it waits, else its next action. */
  dueAt: string | null;
  due: DueFilter | null;
  quoteAmount: number | null;
  /** Where the first lead's visit came from, by the address's own names (utm_source…), plus landingPage and referrer. */
  source: VisitTouch | null;
  touches: EnquiryTouch[];
  /** Enough unanswered attempts over enough days: offer to close it as not reachable. */
  offerNotReachable: boolean;
  /** Set when this enquiry was merged into another. */
  mergedInto: number | null;
  /** When its person's data was erased: nothing personal is left, and nothing more can be done to it. */
  erasedAt: string | null;
  /** When its person withdrew consent: it must not be contacted or reopened. */
  withdrawnAt: string | null;
  /** How its person asked to be contacted, and when calls suit them (null: no choice made). */
  contactChannel: Channel | null;
  callWindow: CallWindow | null;
}

export interface EnquiryPage {
  data: EnquirySummary[];
  /** Pass back as `cursor` for the next page; null on the last. */
  nextCursor: string | null;
}

export type TimelineEntry =
  | {
      type: "lead";
      at: string;
      kind: LeadKind;
      id: number;
      /** The lead's words or choices on one line (an estimate with its figure, a booking with its time). */
      summary: string | null;
      fields: { label: string; value: string }[];
      /** Chats only: the conversation as stored. */
      transcript?: { from: string; text: string }[];
    }
  | {
      type: "event";
      at: string;
      event: EventType;
      /** Who did it; null: the site (a lead, a booking). */
      actor: StaffRef | null;
      data: Record<string, unknown>;
    };

export interface EnquiryDetail extends EnquirySummary {
  timeline: TimelineEntry[];
  /** Enquiries merged into this one, which can be unmerged. */
  merged: { id: number; name: string | null }[];
}
