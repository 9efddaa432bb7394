import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { SavedEstimate } from "../../lib/pricing/saved";
import { SEO_OVERRIDE_FIELDS, type SeoOverrideField } from "../../lib/seo/override-fields";
import { createdAt, isRead, lang, leadColumns, leadIndexes, suspected } from "./columns";

/** Every stored record of the site. Column names follow the records' agreed field names (camelCase). */

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  password: text("password").notNull(),
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
    fullName: text("fullName").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    service: text("service").notNull(),
    message: text("message"),
    // isRead was not in the original record: staff need it to work through consultations like every other lead.
    ...leadColumns(),
  },
  (t) => leadIndexes("consultations", t),
);

export const priceEstimator = pgTable(
  "price_estimator",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    bhkType: text("bhkType"),
    /** The estimator's display labels ("Bedroom × 2"), as leads saved before `estimate` were stored; null since. */
    roomLabels: text("roomLabels").array(),
    package: text("package"),
    /** The rooms and units chosen, by the rate card's ids, with the price the server worked out from them. */
    estimate: jsonb("estimate").$type<SavedEstimate>(),
    city: text("city"),
    area: text("area"),
    source: text("source"),
    ...leadColumns(),
  },
  (t) => leadIndexes("price_estimator", t),
);

export const contacts = pgTable(
  "contacts",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    message: text("message").notNull(),
    subject: text("subject"),
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
  },
  (t) => [index("outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

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
    fullName: text("fullName").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    service: text("service").notNull(),
    message: text("message"),
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

export type Consultation = typeof consultations.$inferSelect;
export type Booking = typeof bookings.$inferSelect;
