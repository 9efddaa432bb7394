/**
 * Every address on the site, one function per route: pages, islands, server code and emails link through these, so a
 * page that moves changes here only. Page routes give the English address; a Tamil page's links go through
 * `localHref`/`LocalLink` (src/i18n/editions.ts), which knows which pages have a Tamil edition.
 */
import { localePath, type Locale } from "../i18n/locales";

/** Services that have their own top-level page; every other service lives under /services/. */
const TOP_LEVEL_SERVICES = new Set(["living-room", "modular-kitchen", "bedroom-design"]);
export const isTopLevelService = (slug: string) => TOP_LEVEL_SERVICES.has(slug);

const withQuery = (path: string, query?: string | URLSearchParams) => {
  const search = query?.toString() ?? "";
  return search ? `${path}${search.startsWith("?") ? "" : "?"}${search}` : path;
};

const manageQuery = (token: string) => `token=${encodeURIComponent(token)}`;

export const routes = {
  home: () => "/",
  notFound: () => "/404",
  about: () => "/about",
  /** A designer's card on /about. */
  designer: (id: string) => `/about#designer-${id}`,
  /** A review as quoted on /about. */
  review: (id: string) => `/about#review-${id}`,
  contact: () => "/contact",
  /** The contact page's enquiry form. */
  contactForm: () => "/contact#contact-form",
  /** The consultation form on the contact page: every "Book a free consultation" button. */
  consultation: () => "/contact#book-consultation",
  thankYou: () => "/thank-you",
  privacyPolicy: () => "/privacy-policy",
  sitemap: () => "/sitemap",
  landing: () => "/landing",
  landingThankYou: () => "/landing-thank-you",
  services: () => "/services",
  /** A service or showcase page at the top level: /modular-kitchen, /tv-units. */
  page: (slug: string) => `/${slug}`,
  /** A service's page: a top-level route for the flagship services, /services/{slug} for the rest. */
  service: (slug: string) => (isTopLevelService(slug) ? `/${slug}` : `/services/${slug}`),
  projects: () => "/projects",
  project: (slug: string) => `/projects/${slug}`,
  /** The estimator, or one of its steps, in the visitor's language: /price-estimator/rooms, /ta/price-estimator/rooms. */
  estimator: (step?: string, locale: Locale = "en") => localePath(step ? `/price-estimator/${step}` : "/price-estimator", locale),
  /** A city's or a neighbourhood's page: /interior-designers-{slug}. */
  neighbourhood: (slug: string) => `/interior-designers-${slug}`,
  /** A city's design guide: /interior-design-{city}. */
  cityGuide: (city: string) => `/interior-design-${city}`,
  locations: () => "/locations",
  /** A state's or a city's page in the location directory. */
  location: (id: string) => `/location/${id}`,
  centre: (id: string) => `/experience-centres/${id}`,
  /** Where every "Book" action leads: the page where a visitor picks a time, in the visitor's language. */
  book: (locale: Locale = "en") => localePath("/book", locale),
  bookThankYou: () => "/book/thank-you",
  /**
   * The page a booking's emailed link opens to move or cancel it, in the language the booking was made in; without a
   * token, the page itself.
   */
  bookManage: (token?: string, locale: Locale = "en") =>
    token === undefined ? localePath("/book/manage", locale) : `${localePath("/book/manage", locale)}?${manageQuery(token)}`,
  /** The private page of an enquiry (its token follows as `?t=`), in the language of its person. */
  privateEnquiry: (locale: Locale = "en") => localePath("/enquiry", locale),
  /** The admin app, or one of its screens: /admin/leads. */
  admin: (screen?: string) => (screen ? `/admin/${screen}` : "/admin"),
  /** One enquiry on the enquiries screen (the link in staff alerts). */
  adminEnquiry: (id: string | number) => `/admin/enquiries?id=${id}`,
  api: {
    consultations: () => "/api/consultations",
    contacts: () => "/api/contacts",
    estimates: () => "/api/estimates",
    bookings: () => "/api/bookings",
    bookingManage: (token: string) => `/api/bookings/manage?${manageQuery(token)}`,
    slots: (query?: string | URLSearchParams) => withQuery("/api/slots", query),
    chat: () => "/api/chat",
    /** The private link's API: GET with `?token=`, POST `preferences`, `withdraw`, `download`, `erase` with `{ token }`. */
    enquiry: (action?: "preferences" | "withdraw" | "download" | "erase") => (action ? `/api/enquiry/${action}` : "/api/enquiry"),
    chatAsk: () => "/api/chat/ask",
    whatsappWebhook: () => "/api/whatsapp/webhook",
    admin: {
      login: () => "/api/admin/login",
      logout: () => "/api/admin/logout",
      session: () => "/api/admin/session",
      /** The lead inbox; `query` is the filter's query string, "?" included or not. */
      leads: (query?: string) => withQuery("/api/admin/leads", query),
      enquiries: (query?: string | URLSearchParams) => withQuery("/api/admin/enquiries", query),
      enquiry: (id: string | number) => `/api/admin/enquiries/${id}`,
      /** A change to an enquiry: stage, attempt, note, next-action, assign, claim, merge, unmerge. */
      enquiryAction: (id: string | number, action: string) => `/api/admin/enquiries/${id}/${action}`,
      staff: () => "/api/admin/staff",
      /** The reports screen's figures; `weeks` back from this week, worked out afresh with `refresh`. */
      reports: (weeks?: number, { refresh = false } = {}) =>
        withQuery(
          "/api/admin/reports",
          new URLSearchParams([...(weeks === undefined ? [] : [["weeks", String(weeks)]]), ...(refresh ? [["refresh", "1"]] : [])]),
        ),
      staffMember: (id: string | number) => `/api/admin/staff/${id}`,
      lead: (kind: string, id: string | number) => `/api/admin/leads/${kind}/${id}`,
      leadsExport: (query?: string) => withQuery("/api/admin/leads/export", query),
      email: () => "/api/admin/email",
      emailTest: () => "/api/admin/email/test",
      emailRetry: (id: string | number) => `/api/admin/email/outbox/${id}/retry`,
      bookings: (query?: string | URLSearchParams) => withQuery("/api/admin/bookings", query),
      booking: (id: string | number) => `/api/admin/bookings/${id}`,
      bookingBlocks: () => "/api/admin/booking-blocks",
      bookingBlock: (id: string | number) => `/api/admin/booking-blocks/${id}`,
      seo: () => "/api/admin/seo",
      seoPages: (path?: string) => (path === undefined ? "/api/admin/seo/pages" : `/api/admin/seo/pages?path=${encodeURIComponent(path)}`),
      seoKeywords: () => "/api/admin/seo/keywords",
      seoKeyword: (id: string | number) => `/api/admin/seo/keywords/${id}`,
      seoAnalyse: () => "/api/admin/seo/analyse",
      seoAnalytics: () => "/api/admin/seo/analytics",
      seoPublish: () => "/api/admin/seo/publish",
    },
  },
};

/**
 * Addresses for staff and machines only: the staff screens, the web editor and the API. robots.txt asks crawlers not
 * to fetch them (netlify.toml adds `X-Robots-Tag: noindex` to the screens), and the sitemap never lists them.
 */
export const STAFF_ONLY_PREFIXES = ["/admin", "/cms", "/api/"] as const;

/** Pages crawlers may fetch but the sitemap leaves out: previews, experiments, a visitor's own pages, thank-you pages. */
const UNLISTED_PAGES = [
  /^(\/ta)?\/book\/manage/,
  /^(\/ta)?\/enquiry/,
  /^\/landing\/test/,
  /preview/,
  /^\/simple-location/,
  /^\/chatbot-test/,
  /^\/404/,
  /thank-you$/,
];

/** Whether the sitemap leaves a page out (staff pages, and the unlisted ones above). */
export const isUnlisted = (path: string): boolean =>
  STAFF_ONLY_PREFIXES.some((prefix) => path.startsWith(prefix)) || UNLISTED_PAGES.some((pattern) => pattern.test(path));
