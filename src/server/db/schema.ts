import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  ALERT_KINDS,
  CALL_WINDOWS,
  CHANNELS,
  EVENT_TYPES,
  FUNNEL_STAGES,
  LOST_REASONS,
  STAFF_ROLES,
  STAGES,
} from "../../lib/admin/enquiries";
import { LEAD_KINDS } from "../../lib/leads/kinds";
import type { VisitTouch } from "../../lib/leads/visit-source";
import type { Report } from "../../lib/admin/reports";
import type { SavedEstimate } from "../../lib/pricing/saved";
import { DEFAULT_LOCALE, LOCALES } from "../../i18n/locales";
import { SEO_OVERRIDE_FIELDS, type SeoOverrideField } from "../../lib/seo/override-fields";
import { bookingForm } from "../../lib/forms/booking";
import { consultationForm } from "../../lib/forms/consultation";
import { contactForm } from "../../lib/forms/contact";
import { estimateForm } from "../../lib/forms/estimate";
import { DELIVERY_STATES, OUTBOX_CHANNELS, type WhatsAppReferral } from "../whatsapp/kinds";
import { consent, createdAt, formColumns, isRead, lang, leadColumns, leadIndexes, suspected, visitSource } from "./columns";

/** Every stored record of the site. Column names follow the records' agreed field names (camelCase). */

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  password: text("password").notNull(),
  /** Admins see every enquiry and manage accounts; designers see their own and the unassigned ones. */
  role: text("role", { enum: STAFF_ROLES }).notNull().default("admin"),
  /** Where the account's alerts go; none: the studio's staff address. */
  email: text("email"),
  /** The languages the person calls back in: a new enquiry goes to someone who speaks its page's language. */
  languages: text("languages", { enum: LOCALES }).array().notNull().default([DEFAULT_LOCALE]),
  /** The cities the person serves, as the forms record them; empty: every city. */
  cities: text("cities").array().notNull().default([]),
  /** Unavailable staff (on leave) are left out of the round-robin. */
  available: boolean("available").notNull().default(true),
  /** The person's WhatsApp number (as `whatsappNumber` in src/lib/phone.ts writes it), for their alerts. */
  whatsapp: text("whatsapp"),
  /** Whether the person asked for their alerts on WhatsApp as well (set by themselves, or by `admin:create --whatsapp`). */
  whatsappAlerts: boolean("whatsappAlerts").notNull().default(false),
});

/**
 * Signed-in staff. The cookie holds a random token; only its SHA-256 is stored,
 * so a leaked table cannot be replayed as cookies.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("userId")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("lastSeenAt", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expiresAt", { withTimezone: true }).notNull(),
    ip: text("ip"),
    userAgent: text("userAgent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const consultations = pgTable(
  "consultations",
  {
    id: serial("id").primaryKey(),
    ...formColumns(consultationForm.fields),
    // isRead was not in the original record: staff need it to work through consultations like every other lead.
    ...leadColumns(),
  },
  (t) => leadIndexes("consultations", t),
);

export const priceEstimator = pgTable(
  "price_estimator",
  {
    id: serial("id").primaryKey(),
    ...formColumns(estimateForm.fields),
    /** The estimator's display labels ("Bedroom × 2"), as leads saved before `estimate` were stored; null since. */
    roomLabels: text("roomLabels").array(),
    /** The rooms and units chosen, by the rate card's ids, with the price the server worked out from them. */
    estimate: jsonb("estimate").$type<SavedEstimate>(),
    ...leadColumns(),
  },
  (t) => leadIndexes("price_estimator", t),
);

export const contacts = pgTable(
  "contacts",
  {
    id: serial("id").primaryKey(),
    ...formColumns(contactForm.fields),
    ...leadColumns(),
  },
  (t) => leadIndexes("contacts", t),
);

export const services = pgTable("services", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  imageUrl: text("imageUrl").notNull(),
  slug: text("slug").notNull().unique(),
});

export const projects = pgTable("projects", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  location: text("location").notNull(),
  category: text("category").notNull(),
  imageUrl: text("imageUrl").notNull(),
  slug: text("slug").notNull().unique(),
  active: boolean("active").notNull().default(true),
});

export const testimonials = pgTable("testimonials", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  location: text("location").notNull(),
  rating: integer("rating").notNull(),
  testimonial: text("testimonial").notNull(),
  avatarUrl: text("avatarUrl"),
});

/** The three place tables share the columns a location page needs. */
const placeColumns = () => ({
  id: serial("id").primaryKey(),
  active: boolean("active").notNull().default(true),
  slug: text("slug").notNull().unique(),
  description: text("description"),
  metaTitle: text("metaTitle"),
  metaDescription: text("metaDescription"),
  heroImage: text("heroImage"),
});

export const states = pgTable("states", {
  ...placeColumns(),
  name: text("name").notNull().unique(),
  code: text("code").notNull().unique(),
});

export const cities = pgTable("cities", {
  ...placeColumns(),
  name: text("name").notNull(),
  stateId: integer("stateId")
    .notNull()
    .references(() => states.id),
  tier: integer("tier"),
});

export const areas = pgTable("areas", {
  ...placeColumns(),
  name: text("name").notNull(),
  cityId: integer("cityId")
    .notNull()
    .references(() => cities.id),
  pincode: text("pincode"),
});

export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: serial("id").primaryKey(),
    visitorId: text("visitorId").notNull(),
    userName: text("userName"),
    userPhone: text("userPhone"),
    userSource: text("userSource"),
    userService: text("userService"),
    userTimeline: text("userTimeline"),
    userQuestions: text("userQuestions"),
    conversationData: jsonb("conversationData").notNull(),
    aiMode: boolean("aiMode").notNull().default(false),
    createdAt: createdAt(),
    isRead: isRead(),
    completedFlow: boolean("completedFlow").notNull().default(false),
    suspected: suspected(),
    lang: lang(),
    visitSource: visitSource(),
    consent: consent(),
    /** The browser numbers each save of a conversation; a save numbered at or below this one is a repeat or out of date. */
    saveSeq: integer("saveSeq").notNull().default(0),
  },
  (t) => [index("chat_conversations_visitor_idx").on(t.visitorId), ...leadIndexes("chat_conversations", t)],
);

const overrideColumn = {
  text: () => text().notNull(),
  optional: () => text(),
  flag: (on: boolean) => boolean().notNull().default(on),
};
type OverrideColumns = {
  [K in SeoOverrideField]: (typeof SEO_OVERRIDE_FIELDS)[K] extends { kind: "text" }
    ? ReturnType<typeof overrideColumn.text>
    : (typeof SEO_OVERRIDE_FIELDS)[K] extends { kind: "flag" }
      ? ReturnType<typeof overrideColumn.flag>
      : ReturnType<typeof overrideColumn.optional>;
};

/** A page's SEO override's columns, one per field of its definition (each named after its field). */
function overrideColumns(): OverrideColumns {
  return Object.fromEntries(
    Object.entries(SEO_OVERRIDE_FIELDS).map(([name, field]) => [
      name,
      field.kind === "flag"
        ? overrideColumn.flag(field.default)
        : field.kind === "text"
          ? overrideColumn.text()
          : overrideColumn.optional(),
    ]),
  ) as OverrideColumns;
}

/** A page's SEO override (applied by the build when `isActive`) and the last analysis of the page. */
export const seoPages = pgTable("seo_pages", {
  id: serial("id").primaryKey(),
  pagePath: text("pagePath").notNull().unique(),
  ...overrideColumns(),
  seoScore: integer("seoScore").notNull().default(0),
  wordCount: integer("wordCount").notNull().default(0),
  imageCount: integer("imageCount").notNull().default(0),
  linkCount: integer("linkCount").notNull().default(0),
  headingStructure: jsonb("headingStructure"),
  readabilityScore: real("readabilityScore").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp("updatedAt", { withTimezone: true }).notNull().defaultNow(),
});

export const seoAnalytics = pgTable("seo_analytics", {
  id: serial("id").primaryKey(),
  pageId: integer("pageId").references(() => seoPages.id, { onDelete: "cascade" }),
  metricType: text("metricType").notNull(),
  metricValue: real("metricValue").notNull(),
  date: timestamp("date", { withTimezone: true }).notNull().defaultNow(),
  source: text("source"),
  keyword: text("keyword"),
  position: real("position"),
  clicks: integer("clicks"),
  impressions: integer("impressions"),
  ctr: real("ctr"),
});

export const seoKeywords = pgTable("seo_keywords", {
  id: serial("id").primaryKey(),
  keyword: text("keyword").notNull(),
  pageId: integer("pageId")
    .notNull()
    .references(() => seoPages.id, { onDelete: "cascade" }),
  density: real("density"),
  position: real("position"),
  competition: text("competition"),
  searchVolume: integer("searchVolume"),
  isActive: boolean("isActive").notNull().default(true),
  createdAt: createdAt(),
});

export const tvUnits = pgTable("tv_units", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  widthMm: integer("width_mm").notNull(),
  heightMm: integer("height_mm").notNull(),
  priceInr: integer("price_inr").notNull(),
  description: text("description").notNull(),
  benefits: text("benefits").array().notNull(),
  installation: jsonb("installation").notNull(),
  modularBenefits: text("modularBenefits").array().notNull(),
  specs: jsonb("specs").notNull(),
  images: text("images").array().notNull(),
  hasBackPanel: boolean("hasBackPanel").notNull().default(true),
  hasBaseShelf: boolean("hasBaseShelf").notNull().default(true),
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp("updatedAt", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Staff notifications waiting to be sent. Written in the same transaction as
 * the lead, so a saved lead always has its notification.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    leadId: integer("leadId").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("lastError"),
    /** Who the message goes to; none: the staff address. */
    recipient: text("recipient"),
    /** A calendar invitation (.ics) sent with the message. */
    calendar: text("calendar"),
    nextAttemptAt: timestamp("nextAttemptAt", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamp("sentAt", { withTimezone: true }),
    /** E-mail, or a WhatsApp template message (`recipient` is then the number, `subject` the template's name). */
    channel: text("channel", { enum: OUTBOX_CHANNELS }).notNull().default("email"),
    /** A WhatsApp message's language and its template's parameters, in the template's order. */
    lang: text("lang", { enum: LOCALES }),
    params: jsonb("params").$type<string[]>(),
    /** The id WhatsApp gave the message (wamid…): its status updates find the row by it. */
    providerId: text("providerId"),
    /** What WhatsApp last reported of the message: sent, delivered, read or failed (never moves backwards). */
    delivery: text("delivery", { enum: DELIVERY_STATES }),
    /** When the channel stopped trying: WhatsApp refused the number, or the last try failed. Staff can retry it by hand. */
    givenUpAt: timestamp("givenUpAt", { withTimezone: true }),
  },
  (t) => [
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
    uniqueIndex("outbox_provider_idx")
      .on(t.providerId)
      .where(sql`"providerId" is not null`),
  ],
);

/**
 * Messages people sent to the studio's WhatsApp number: a lead of the kind "WhatsApp" (its enquiry is found by the
 * number). `messageId` is WhatsApp's id, so a webhook call that is delivered twice is stored once.
 */
export const whatsappMessages = pgTable(
  "whatsapp_messages",
  {
    id: serial("id").primaryKey(),
    messageId: text("messageId").notNull().unique(),
    /** The sender's number as WhatsApp gives it (country code and number, digits only). */
    phone: text("phone").notNull(),
    /** The name the sender's WhatsApp profile shows. */
    name: text("name"),
    text: text("text"),
    /** The click-to-WhatsApp ad or post the chat started from (`referral` of the webhook), when it did. */
    referral: jsonb("referral").$type<WhatsAppReferral>(),
    createdAt: createdAt(),
    isRead: isRead(),
    suspected: suspected(),
    lang: lang(),
    visitSource: visitSource(),
  },
  (t) => leadIndexes("whatsapp_messages", t),
);

/** Numbers that wrote "stop": no receipt or reminder goes to them on WhatsApp again. Keyed by `phoneMatchKey`. */
export const whatsappOptOuts = pgTable("whatsapp_opt_outs", {
  phone: text("phone").primaryKey(),
  createdAt: createdAt(),
});

/** Fixed-window request counters per client network and purpose; keys are keyed hashes, never addresses. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("windowStart", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
    expiresAt: timestamp("expiresAt", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limits_expires_idx").on(t.expiresAt)],
);

/** Posts dropped by a bot trap (honeypot, impossible fill time), counted per day: nothing of the post is kept. */
export const trapDrops = pgTable(
  "trap_drops",
  {
    day: date("day").notNull(),
    kind: text("kind").notNull(),
    reason: text("reason").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.reason] })],
);

export const BOOKING_STATUSES = ["booked", "pending", "cancelled", "attended", "no-show", "released", "expired"] as const;

/** A consultation booked for a time: a lead like the others, plus its appointment. */
export const bookings = pgTable(
  "bookings",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["centre-visit", "video-call", "site-measurement"] }).notNull(),
    /** Whose designers take it: a centre's id or the online desk (see src/config/booking.ts). */
    pool: text("pool").notNull(),
    centre: text("centre"),
    area: text("area"),
    address: text("address"),
    start: timestamp("start", { withTimezone: true }).notNull(),
    end: timestamp("end", { withTimezone: true }).notNull(),
    ...formColumns(bookingForm.fields),
    /**
     * pending: waits for its person to confirm from the e-mail by `confirmBy` (see docs/booking.md); released: staff gave
     * its place back; expired: never confirmed.
     */
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("booked"),
    /** A pending booking's deadline: unconfirmed by then, it stops counting and returns its place (if it held one). */
    confirmBy: timestamp("confirmBy", { withTimezone: true }),
    /** Whether a pending booking holds its place until `confirmBy`; one that does not takes it when confirmed. */
    holding: boolean("holding").notNull().default(false),
    /** Its network's limiter key (a keyed hash, never the address): the pending places one network holds are counted. */
    network: text("network"),
    /** Moves made from the manage link (a few are allowed), and every move by anyone: a link names the version it was sent with. */
    moves: integer("moves").notNull().default(0),
    linkVersion: integer("linkVersion").notNull().default(0),
    /** The calendar invitation's SEQUENCE: raised by every move or cancellation so calendars replace the event. */
    sequence: integer("sequence").notNull().default(0),
    reminderQueuedAt: timestamp("reminderQueuedAt", { withTimezone: true }),
    ...leadColumns(),
  },
  (t) => [
    ...leadIndexes("bookings", t),
    index("bookings_start_idx").on(t.start),
    index("bookings_pending_idx")
      .on(t.confirmBy)
      .where(sql`status = 'pending'`),
  ],
);

/**
 * Designers taken per step of the booking grid in a pool. A booking claims every step it covers with a conditional
 * upsert in its own transaction, so two bookings can never take the same last place.
 */
export const slotClaims = pgTable(
  "slot_claims",
  {
    pool: text("pool").notNull(),
    start: timestamp("start", { withTimezone: true }).notNull(),
    booked: integer("booked").notNull().default(0),
    capacity: integer("capacity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pool, t.start] }),
    check("slot_claims_within_capacity", sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
  ],
);

/** Times staff have closed to bookings in a pool. */
export const slotBlocks = pgTable(
  "slot_blocks",
  {
    id: serial("id").primaryKey(),
    pool: text("pool").notNull(),
    start: timestamp("start", { withTimezone: true }).notNull(),
    end: timestamp("end", { withTimezone: true }).notNull(),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [index("slot_blocks_pool_idx").on(t.pool, t.start)],
);

/** Secrets the site makes for itself when the environment gives none (so a local start needs no configuration). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/** Turns the round-robin of new enquiries: each new one takes the next number, modulo the people who can serve it. */
export const enquiryRoundRobin = pgSequence("enquiry_round_robin");

/**
 * One home owner's dealings with the studio: every lead they send while it is open attaches to it, found by
 * `matchKey` (the normalised phone number, or the e-mail address when there is none). `openKey` holds the match key
 * while the enquiry is open and is null once it is won, lost or merged, so its unique index finds or makes the one
 * open enquiry of a person in one statement (see src/server/enquiries/attach.ts).
 */
export const enquiries = pgTable(
  "enquiries",
  {
    id: serial("id").primaryKey(),
    createdAt: createdAt(),
    /** Raised by every change; a change made on an older version is refused (two staff never overwrite each other). */
    version: integer("version").notNull().default(1),
    stage: text("stage", { enum: STAGES }).notNull().default("new"),
    /** The furthest stage the enquiry has reached (`furthestStage`): the reports' funnel counts it without the history. */
    furthestStage: text("furthestStage", { enum: FUNNEL_STAGES }).notNull().default("new"),
    lostReason: text("lostReason", { enum: LOST_REASONS }),
    /** Rupees, recorded at Quote sent and Won. */
    quoteAmount: integer("quoteAmount"),
    ownerId: integer("ownerId").references(() => users.id, { onDelete: "set null" }),
    matchKey: text("matchKey").notNull(),
    openKey: text("openKey").unique(),
    /** Merged into that enquiry: its leads are shown there until the merge is undone. */
    mergedIntoId: integer("mergedIntoId"),
    /** The first lead's details, for the list and the alerts (later leads fill what is missing). */
    name: text("name"),
    phone: text("phone"),
    email: text("email"),
    service: text("service"),
    city: text("city"),
    area: text("area"),
    lang: text("lang", { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    /** The first touch of the first lead's visit (`VisitTouch`). */
    source: jsonb("source").$type<VisitTouch>(),
    lastTouchAt: timestamp("lastTouchAt", { withTimezone: true }).notNull().defaultNow(),
    /** `promiseDeadline` of the lead that opened the enquiry or re-opened the wait. */
    promiseAt: timestamp("promiseAt", { withTimezone: true }),
    /** Set by a lead while nobody has tried since; cleared by an attempt. The alerts count from here. */
    waitingSince: timestamp("waitingSince", { withTimezone: true }),
    /** 15 and 60 business minutes after `waitingSince`: the owner's second alert, the admins' alert. */
    ownerAgainAt: timestamp("ownerAgainAt", { withTimezone: true }),
    adminsAt: timestamp("adminsAt", { withTimezone: true }),
    /** How far the alerts of the current wait have gone: 0 none since the first, 1 the owner again, 2 the admins. */
    alertLevel: smallint("alertLevel").notNull().default(0),
    firstResponseAt: timestamp("firstResponseAt", { withTimezone: true }),
    nextActionAt: timestamp("nextActionAt", { withTimezone: true }),
    /** The next action whose reminder went out, so each next action is reminded once. */
    remindedFor: timestamp("remindedFor", { withTimezone: true }),
    /** Attempts since the person was last reached, and when the first of them was. */
    unanswered: integer("unanswered").notNull().default(0),
    unansweredSince: timestamp("unansweredSince", { withTimezone: true }),
    closedAt: timestamp("closedAt", { withTimezone: true }),
    /** How its person asked to be contacted (the private link): a call, WhatsApp only or e-mail only; null: any. */
    contactChannel: text("contactChannel", { enum: CHANNELS }),
    /** When its person is glad to take a call (src/lib/privacy/private-link.ts); null: any time. */
    callWindow: text("callWindow", { enum: CALL_WINDOWS }),
    /** Its person withdrew consent ("stop contacting me"): closed as lost (withdrawn), never contacted or reopened. */
    withdrawnAt: timestamp("withdrawnAt", { withTimezone: true }),
    /** When its person's data was erased (src/server/privacy/erase.ts): the row stays, with nothing personal, for the reports. */
    erasedAt: timestamp("erasedAt", { withTimezone: true }),
    /** When its person was warned that the retention pass will erase it (it counts only after the last contact). */
    retentionWarnedAt: timestamp("retentionWarnedAt", { withTimezone: true }),
    /** The deadline that makes an open enquiry due: the promise while it waits, else its next action. */
    dueAt: timestamp("dueAt", { withTimezone: true }).generatedAlwaysAs(
      sql`case when "closedAt" is null and "mergedIntoId" is null then least(case when "waitingSince" is not null then "promiseAt" end, "nextActionAt") end`,
    ),
  },
  (t) => [
    index("enquiries_recent_idx").on(t.lastTouchAt.desc(), t.id.desc()),
    index("enquiries_owner_idx").on(t.ownerId, t.lastTouchAt.desc(), t.id.desc()),
    index("enquiries_stage_idx").on(t.stage, t.lastTouchAt.desc(), t.id.desc()),
    index("enquiries_match_idx").on(t.matchKey),
    index("enquiries_merged_idx").on(t.mergedIntoId),
    index("enquiries_due_idx")
      .on(t.dueAt, t.id)
      .where(sql`"dueAt" is not null`),
    index("enquiries_owner_again_idx")
      .on(t.ownerAgainAt)
      .where(sql`"waitingSince" is not null and "alertLevel" < 1`),
    index("enquiries_admins_idx")
      .on(t.adminsAt)
      .where(sql`"waitingSince" is not null and "alertLevel" < 2`),
    index("enquiries_next_action_idx")
      .on(t.nextActionAt)
      .where(sql`"nextActionAt" is not null and "remindedFor" is distinct from "nextActionAt"`),
  ],
);

/** Each lead of an enquiry (a form, a chat with a phone number, a booking), once. */
export const enquiryTouches = pgTable(
  "enquiry_touches",
  {
    id: serial("id").primaryKey(),
    enquiryId: integer("enquiryId")
      .notNull()
      .references(() => enquiries.id),
    kind: text("kind", { enum: LEAD_KINDS }).notNull(),
    leadId: integer("leadId").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("enquiry_touches_lead_idx").on(t.kind, t.leadId), index("enquiry_touches_enquiry_idx").on(t.enquiryId, t.createdAt)],
);

/** Every change to an enquiry, who made it (null: the site) and when: the enquiry's timeline beside its leads. */
export const enquiryEvents = pgTable(
  "enquiry_events",
  {
    id: serial("id").primaryKey(),
    enquiryId: integer("enquiryId")
      .notNull()
      .references(() => enquiries.id),
    createdAt: createdAt(),
    actorId: integer("actorId").references(() => users.id, { onDelete: "set null" }),
    type: text("type", { enum: EVENT_TYPES }).notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index("enquiry_events_enquiry_idx").on(t.enquiryId, t.createdAt)],
);

/**
 * The alerts sent, one row per enquiry, kind and wait (or next-action time): whichever of two overlapping alert
 * passes inserts it first sends it, the other finds it there.
 */
export const enquiryAlerts = pgTable(
  "enquiry_alerts",
  {
    enquiryId: integer("enquiryId")
      .notNull()
      .references(() => enquiries.id),
    kind: text("kind", { enum: ALERT_KINDS }).notNull(),
    /** The wait's start (`waitingSince`), or the next action's time, that the alert is about. */
    dueFor: timestamp("dueFor", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.enquiryId, t.kind, t.dueFor] })],
);

/**
 * The private links of an enquiry (src/server/privacy/links.ts): only each token's SHA-256 is stored, so a leaked table
 * opens nothing. Revoked by staff, or gone with the enquiry's erasure.
 */
export const enquiryLinks = pgTable(
  "enquiry_links",
  {
    id: serial("id").primaryKey(),
    enquiryId: integer("enquiryId")
      .notNull()
      .references(() => enquiries.id),
    tokenHash: text("tokenHash").notNull().unique(),
    createdAt: createdAt(),
    revokedAt: timestamp("revokedAt", { withTimezone: true }),
  },
  (t) => [index("enquiry_links_enquiry_idx").on(t.enquiryId)],
);

export const ERASED_BY = ["person", "staff", "retention"] as const;

/**
 * What an erasure leaves (src/server/privacy/erase.ts): when, of which enquiry, which kinds of lead and how many, and
 * by whom; nothing about the person.
 */
export const privacyErasures = pgTable(
  "privacy_erasures",
  {
    id: serial("id").primaryKey(),
    createdAt: createdAt(),
    /** The erased enquiry (its row stays, anonymised); null for leads that had no enquiry (the retention pass). */
    enquiryId: integer("enquiryId").references(() => enquiries.id),
    by: text("by", { enum: ERASED_BY }).notNull(),
    /** The staff member who erased it on the person's request. */
    actorId: integer("actorId").references(() => users.id, { onDelete: "set null" }),
    kinds: text("kinds", { enum: LEAD_KINDS }).array().notNull().default([]),
    /** Rows erased per kind of lead, and of the outbox ("messages"). */
    counts: jsonb("counts").$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [uniqueIndex("privacy_erasures_enquiry_idx").on(t.enquiryId)],
);

export type Consultation = typeof consultations.$inferSelect;
export type Enquiry = typeof enquiries.$inferSelect;
export type Booking = typeof bookings.$inferSelect;

/**
 * The reports screen's figures as last worked out, per period: over a year of enquiries they take the database a
 * second or more, so the scheduled pass works out the screen's periods ahead and a request reads them here.
 * Counts only, nothing personal.
 */
export const reportSnapshots = pgTable("report_snapshots", {
  weeks: integer("weeks").primaryKey(),
  computedAt: timestamp("computedAt", { withTimezone: true }).notNull(),
  report: jsonb("report").$type<Report>().notNull(),
});
