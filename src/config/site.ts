import { routes } from "../lib/routes";
import { siteSchema, type SiteConfig } from "./site-schema";

/**
 * The public origin. Pages and islands get it from Astro (`site` in astro.config.mjs, made from SITE_URL): a browser
 * has no `process`. Functions and scripts run outside Vite, where `import.meta.env` is not set, and read SITE_URL.
 */
const url = import.meta.env?.SITE ?? globalThis.process?.env.SITE_URL ?? "https://www.example-interiors.in";

/**
 * Everything the business may want to change about itself lives here: brand,
 * contact data, hours, geography and navigation. Pages and components read it
 * instead of repeating values; it is checked against `siteSchema`, which also
 * derives the tel: and WhatsApp forms of the number and the hours in words.
 */
export const site = siteSchema.parse({
  brand: "Aalayam Interiors",
  /** Short enough that the home page's title, "brand | tagline", fits in a search result. */
  tagline: "Modular kitchens & interiors in Chennai",
  url,
  locationText: "Chennai, Tamil Nadu",
  priceRange: "$$",
  shareImage: { width: 1200, height: 630 },
  contact: {
    phone: "+91 98400 12345",
    email: "hello@example-interiors.in",
    address: {
      street: "42, 2nd Main Road, Gandhi Nagar, Adyar",
      locality: "Chennai",
      region: "Tamil Nadu",
      postalCode: "600020",
      country: "IN",
      ta: { street: "42, 2வது மெயின் ரோடு, காந்தி நகர், அடையாறு", locality: "சென்னை", region: "தமிழ்நாடு" },
    },
    mapUrl: "https://maps.google.com/?q=Adyar,+Chennai+600020",
  },
  /**
   * The business's own profile pages, e.g. "https://www.instagram.com/aalayam.interiors". Empty until the business
   * has them: an empty one is left out of the footer and the structured data (`npm run check:launch` lists it).
   */
  social: {
    facebook: "",
    instagram: "",
    twitter: "",
    linkedin: "",
  },
  hours: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    opens: "09:00",
    closes: "18:00",
  },
  geo: { latitude: 13.0012, longitude: 80.2565 },
  /** The business's public review page (its Google Business Profile), linked from /about. */
  /** `rating` and `count` as the review page shows them today: update them together with it (placeholders until launch). */
  reviews: {
    url: "https://www.google.com/maps/search/?api=1&query=Aalayam+Interiors+Adyar+Chennai",
    label: "Google",
    rating: 4.8,
    count: 126,
  },
  /**
   * The EMI plan beside the estimate: indicative figures from the lender named
   * here, never a loan offer. Rates are yearly, reducing balance.
   */
  emi: {
    lender: "Chennai Home Finance",
    annualRatePct: 11.5,
    tenuresMonths: [12, 24, 36, 48, 60],
    defaultTenureMonths: 36,
  },
  privacy: {
    /** An enquiry that did not become a project is erased this long after the last contact with its person. */
    retentionMonths: 24,
    /** Its person is warned by e-mail this long before (docs/privacy.md). */
    warningHours: 48,
    /** The person the privacy notice names for grievances under the DPDP Act. */
    grievanceOfficer: { name: { en: "Priya Raman", ta: "பிரியா ராமன்" }, email: "privacy@example-interiors.in" },
    /** The notice's promise: a grievance or a request about one's data is answered within this many days. */
    responseDays: 30,
  },
  areaServed: ["Chennai", "Coimbatore", "Madurai", "Salem", "Trichy", "Bengaluru"],
  nav: [
    { key: "home", href: routes.home() },
    { key: "services", href: routes.services() },
    { key: "projects", href: routes.projects() },
    { key: "estimator", href: routes.estimator() },
    { key: "about", href: routes.about() },
    { key: "contact", href: routes.contact() },
  ],
} satisfies SiteConfig);

export type Site = typeof site;
