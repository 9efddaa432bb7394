/**
 * The data map: every column of every table the site stores, each either a personal field (what it is, and which
 * item of the privacy notice covers it: its purpose, who receives it and how long it is kept) or named as holding
 * nothing personal. The privacy notice's itemised list in both languages is made from it
 * (`src/pages/privacy-policy.astro`), and `tests/unit/data-map.test.ts` fails when a table of
 * `src/server/db/schema.ts` has a column this map does not name either way. Names are the SQL ones.
 */

/** The kinds of personal data, as the notice names them (catalogue: `legal.privacy.map.fields`). */
export const PERSONAL_FIELDS = [
  "name",
  "phone",
  "email",
  "service",
  "message",
  "city",
  "area",
  "address",
  "home",
  "appointment",
  "chatAnswers",
  "transcript",
  "visitorId",
  "visitSource",
  "language",
  "preferences",
  "consent",
  "staffNotes",
  "sentMessages",
  "username",
  "password",
  "staffEmail",
  "staffPhone",
  "signIn",
] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

/** Who receives a field besides the database (catalogue: `legal.privacy.map.recipients`). */
export const RECIPIENTS = ["staff", "email-provider", "whatsapp", "ai-endpoint"] as const;
export type Recipient = (typeof RECIPIENTS)[number];

/**
 * How long a field is kept (catalogue: `legal.privacy.map.retention`): `enquiry`, until its enquiry is erased
 * (asked by its person, by staff on their request, or {months} after the last contact: src/server/privacy/);
 * `session`, until the staff session ends; `account`, while the staff account exists; `suppression`, a number that
 * wrote "stop" on WhatsApp, kept so that no message goes to it again, even after the rest is erased.
 */
export const RETENTIONS = ["enquiry", "session", "account", "suppression"] as const;
export type Retention = (typeof RETENTIONS)[number];

/** The notice's items, in its order: each one paragraph saying what, why, to whom, for how long. */
export const NOTICE_ITEMS = ["forms", "estimator", "chat", "booking", "whatsapp", "source", "enquiry", "email", "staff"] as const;
export type NoticeItem = (typeof NOTICE_ITEMS)[number];

export const ITEM_RULES: Record<NoticeItem, { recipients: readonly Recipient[]; retention: Retention }> = {
  forms: { recipients: ["staff", "email-provider"], retention: "enquiry" },
  estimator: { recipients: ["staff", "email-provider"], retention: "enquiry" },
  // The AI endpoint gets a question and passages of the site's own content, never a name or number (src/server/chat/ai.ts).
  chat: { recipients: ["staff", "email-provider", "ai-endpoint"], retention: "enquiry" },
  booking: { recipients: ["staff", "email-provider"], retention: "enquiry" },
  // A receipt asked for on WhatsApp, and what a person sends the studio there (src/server/whatsapp/).
  whatsapp: { recipients: ["staff", "whatsapp"], retention: "enquiry" },
  source: { recipients: ["staff"], retention: "enquiry" },
  enquiry: { recipients: ["staff"], retention: "enquiry" },
  email: { recipients: ["email-provider", "whatsapp"], retention: "enquiry" },
  staff: { recipients: [], retention: "account" },
};

/** A personal column: what it holds and the notice item that covers it (`session` overrides the item's retention). */
export interface PersonalColumn {
  field: PersonalField;
  item: NoticeItem;
  retention?: Retention;
}

export interface TableMap {
  personal: Record<string, PersonalColumn>;
  /** Columns that hold nothing about a person: ids, flags, times, staff-made content, hashes. */
  notPersonal: readonly string[];
}

const col = (field: PersonalField, item: NoticeItem, retention?: Retention): PersonalColumn => ({
  field,
  item,
  ...(retention ? { retention } : {}),
});

/** What every lead row carries besides its form's fields (src/server/db/columns.ts). */
const LEAD_BOOKKEEPING = ["id", "createdAt", "isRead", "idempotencyKey", "requestHash", "suspected"] as const;
const leadExtras = (item: NoticeItem) => ({
  lang: col("language", item),
  visitSource: col("visitSource", "source"),
  consent: col("consent", item),
  // The box "Send my confirmation on WhatsApp".
  whatsappReceipts: col("preferences", "whatsapp"),
});

/** Content the studio publishes (the seed from content/) and the site's own bookkeeping: no person in them. */
const CONTENT_TABLES = {
  services: ["id", "title", "description", "imageUrl", "slug"],
  projects: ["id", "title", "location", "category", "imageUrl", "slug", "active"],
  // Published testimonials are content the studio edits in content/, with each customer's agreement.
  testimonials: ["id", "name", "location", "rating", "testimonial", "avatarUrl"],
  states: ["id", "active", "slug", "description", "metaTitle", "metaDescription", "heroImage", "name", "code"],
  cities: ["id", "active", "slug", "description", "metaTitle", "metaDescription", "heroImage", "name", "stateId", "tier"],
  areas: ["id", "active", "slug", "description", "metaTitle", "metaDescription", "heroImage", "name", "cityId", "pincode"],
  seo_pages: [
    "id",
    "pagePath",
    "title",
    "description",
    "keywords",
    "canonical",
    "focusKeyword",
    "ogTitle",
    "ogDescription",
    "ogImage",
    "twitterTitle",
    "twitterDescription",
    "twitterImage",
    "jsonLd",
    "noindex",
    "nofollow",
    "isActive",
    "seoScore",
    "wordCount",
    "imageCount",
    "linkCount",
    "headingStructure",
    "readabilityScore",
    "createdAt",
    "updatedAt",
  ],
  seo_analytics: ["id", "pageId", "metricType", "metricValue", "date", "source", "keyword", "position", "clicks", "impressions", "ctr"],
  seo_keywords: ["id", "keyword", "pageId", "density", "position", "competition", "searchVolume", "isActive", "createdAt"],
  tv_units: [
    "id",
    "slug",
    "title",
    "width_mm",
    "height_mm",
    "price_inr",
    "description",
    "benefits",
    "installation",
    "modularBenefits",
    "specs",
    "images",
    "hasBackPanel",
    "hasBaseShelf",
    "active",
    "createdAt",
    "updatedAt",
  ],
  // Keys are keyed hashes of a network or an address, never the address (src/server/rate-limit.ts).
  rate_limits: ["key", "windowStart", "count", "expiresAt"],
  trap_drops: ["day", "kind", "reason", "count"],
  slot_claims: ["pool", "start", "booked", "capacity"],
  slot_blocks: ["id", "pool", "start", "end", "reason", "createdAt"],
  app_secrets: ["name", "value", "createdAt"],
  enquiry_touches: ["id", "enquiryId", "kind", "leadId", "createdAt"],
  enquiry_alerts: ["enquiryId", "kind", "dueFor", "createdAt"],
  // The token's SHA-256 opens nothing by itself (src/server/privacy/links.ts).
  enquiry_links: ["id", "enquiryId", "tokenHash", "createdAt", "revokedAt"],
  // The record an erasure leaves: when, which kinds, how many, by whom (src/server/privacy/erase.ts).
  privacy_erasures: ["id", "createdAt", "enquiryId", "by", "actorId", "kinds", "counts"],
  // Counts, and staff accounts beside their response times; no home owner is in them, and each is worked out again
  // within minutes (src/server/admin/reports.ts).
  report_snapshots: ["weeks", "computedAt", "report"],
} satisfies Record<string, readonly string[]>;

export const DATA_MAP: Record<string, TableMap> = {
  consultations: {
    personal: {
      fullName: col("name", "forms"),
      email: col("email", "forms"),
      phone: col("phone", "forms"),
      service: col("service", "forms"),
      message: col("message", "forms"),
      ...leadExtras("forms"),
    },
    notPersonal: LEAD_BOOKKEEPING,
  },
  contacts: {
    personal: {
      name: col("name", "forms"),
      phone: col("phone", "forms"),
      email: col("email", "forms"),
      subject: col("message", "forms"),
      message: col("message", "forms"),
      ...leadExtras("forms"),
    },
    notPersonal: LEAD_BOOKKEEPING,
  },
  price_estimator: {
    personal: {
      name: col("name", "estimator"),
      phone: col("phone", "estimator"),
      email: col("email", "estimator"),
      city: col("city", "estimator"),
      area: col("area", "estimator"),
      bhkType: col("home", "estimator"),
      package: col("home", "estimator"),
      roomLabels: col("home", "estimator"),
      estimate: col("home", "estimator"),
      source: col("visitSource", "source"),
      ...leadExtras("estimator"),
    },
    notPersonal: LEAD_BOOKKEEPING,
  },
  chat_conversations: {
    personal: {
      visitorId: col("visitorId", "chat"),
      userName: col("name", "chat"),
      userPhone: col("phone", "chat"),
      userSource: col("chatAnswers", "chat"),
      userService: col("service", "chat"),
      userTimeline: col("chatAnswers", "chat"),
      userQuestions: col("chatAnswers", "chat"),
      conversationData: col("transcript", "chat"),
      lang: col("language", "chat"),
      visitSource: col("visitSource", "source"),
      consent: col("consent", "chat"),
    },
    notPersonal: ["id", "aiMode", "createdAt", "isRead", "completedFlow", "suspected", "saveSeq"],
  },
  bookings: {
    personal: {
      fullName: col("name", "booking"),
      email: col("email", "booking"),
      phone: col("phone", "booking"),
      service: col("service", "booking"),
      message: col("message", "booking"),
      area: col("area", "booking"),
      address: col("address", "booking"),
      start: col("appointment", "booking"),
      ...leadExtras("booking"),
    },
    notPersonal: [
      ...LEAD_BOOKKEEPING,
      "kind",
      "pool",
      "centre",
      "end",
      "status",
      "confirmBy",
      "holding",
      "network",
      "moves",
      "linkVersion",
      "sequence",
      "reminderQueuedAt",
    ],
  },
  enquiries: {
    personal: {
      name: col("name", "enquiry"),
      phone: col("phone", "enquiry"),
      email: col("email", "enquiry"),
      matchKey: col("phone", "enquiry"),
      openKey: col("phone", "enquiry"),
      service: col("service", "enquiry"),
      city: col("city", "enquiry"),
      area: col("area", "enquiry"),
      lang: col("language", "enquiry"),
      source: col("visitSource", "source"),
      contactChannel: col("preferences", "enquiry"),
      callWindow: col("preferences", "enquiry"),
    },
    notPersonal: [
      "id",
      "createdAt",
      "version",
      "stage",
      "furthestStage",
      "lostReason",
      "quoteAmount",
      "ownerId",
      "mergedIntoId",
      "lastTouchAt",
      "promiseAt",
      "waitingSince",
      "ownerAgainAt",
      "adminsAt",
      "alertLevel",
      "firstResponseAt",
      "nextActionAt",
      "remindedFor",
      "unanswered",
      "unansweredSince",
      "closedAt",
      "dueAt",
      "erasedAt",
      "withdrawnAt",
      "retentionWarnedAt",
    ],
  },
  enquiry_events: {
    // A note's text is what staff wrote about the person.
    personal: { data: col("staffNotes", "enquiry") },
    notPersonal: ["id", "enquiryId", "createdAt", "actorId", "type"],
  },
  outbox: {
    personal: {
      subject: col("sentMessages", "email"),
      body: col("sentMessages", "email"),
      // An e-mail address, or a WhatsApp number.
      recipient: col("email", "email"),
      calendar: col("sentMessages", "email"),
      lastError: col("sentMessages", "email"),
      params: col("sentMessages", "email"),
    },
    notPersonal: [
      "id",
      "kind",
      "leadId",
      "status",
      "attempts",
      "nextAttemptAt",
      "createdAt",
      "sentAt",
      "channel",
      "lang",
      "providerId",
      "delivery",
      "givenUpAt",
    ],
  },
  whatsapp_messages: {
    personal: {
      phone: col("phone", "whatsapp"),
      // The name the person's WhatsApp profile shows.
      name: col("name", "whatsapp"),
      text: col("message", "whatsapp"),
      // The ad the chat came from (its link, id, headline and click id).
      referral: col("visitSource", "whatsapp"),
      lang: col("language", "whatsapp"),
      visitSource: col("visitSource", "source"),
    },
    notPersonal: ["id", "messageId", "createdAt", "isRead", "suspected"],
  },
  whatsapp_opt_outs: {
    personal: { phone: col("phone", "whatsapp", "suppression") },
    notPersonal: ["createdAt"],
  },
  users: {
    personal: {
      username: col("username", "staff"),
      password: col("password", "staff"),
      email: col("staffEmail", "staff"),
      whatsapp: col("staffPhone", "staff"),
    },
    notPersonal: ["id", "role", "languages", "cities", "available", "whatsappAlerts"],
  },
  sessions: {
    personal: {
      ip: col("signIn", "staff", "session"),
      userAgent: col("signIn", "staff", "session"),
    },
    // The id is the SHA-256 of the cookie's token (src/server/admin/session.ts).
    notPersonal: ["id", "userId", "createdAt", "lastSeenAt", "expiresAt"],
  },
  ...Object.fromEntries(Object.entries(CONTENT_TABLES).map(([table, columns]) => [table, { personal: {}, notPersonal: columns }])),
};

/** The personal fields each notice item covers, in the order of PERSONAL_FIELDS, each once. */
export function itemFields(item: NoticeItem): PersonalField[] {
  const fields = new Set<PersonalField>();
  for (const table of Object.values(DATA_MAP))
    for (const column of Object.values(table.personal)) if (column.item === item) fields.add(column.field);
  return PERSONAL_FIELDS.filter((field) => fields.has(field));
}

/** The retentions of an item's columns: its own, and any a column overrides it with. */
export function itemRetentions(item: NoticeItem): Retention[] {
  const kept = new Set<Retention>([ITEM_RULES[item].retention]);
  for (const table of Object.values(DATA_MAP))
    for (const column of Object.values(table.personal)) if (column.item === item && column.retention) kept.add(column.retention);
  return RETENTIONS.filter((retention) => kept.has(retention));
}

/** Every personal column, as "table.column": the list the erasure test and docs/privacy.md go by. */
export const personalColumns = (): string[] =>
  Object.entries(DATA_MAP).flatMap(([table, map]) => Object.keys(map.personal).map((column) => `${table}.${column}`));
