import { z } from "../lib/zod";
import { displayPhone, telHref, whatsappNumber } from "../lib/phone";
import { hoursLabel, WEEKDAYS } from "./hours";

const NAV_KEYS = ["home", "services", "projects", "estimator", "about", "contact"] as const;

/** A main navigation entry: its words are in the message catalogue under `layout.nav`, by key. */
const navItemSchema = z.object({ key: z.enum(NAV_KEYS), href: z.string().startsWith("/") });

/** "09:00": a clock time in India time. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time as HH:MM, e.g. 09:00");

/** The studio's one number, as written in the config; its tel: and WhatsApp forms are derived from it. */
const phoneSchema = z
  .string()
  .refine(
    (phone) => telHref(phone) !== null && whatsappNumber(phone) !== null,
    "a phone number with its country code, e.g. +91 98400 12345",
  );

/** The studio's address as a Tamil page writes it: the street, area, city and state in Tamil letters. */
const tamilAddress = z.object({ street: z.string().min(1), locality: z.string().min(1), region: z.string().min(1) });

/** Social profiles: empty until the business has one (it is then left out of the footer and the structured data). */
const profile = z.union([z.literal(""), z.url()]);

/**
 * The shape of src/config/site.ts, checked when the site starts, and the values derived from it: the number's tel:
 * link and WhatsApp number, the hours in words and the origin without a trailing slash.
 */
export const siteSchema = z.object({
  brand: z.string().min(1),
  tagline: z.string().min(1),
  url: z.url().transform((url) => url.replace(/\/$/, "")),
  locationText: z.string(),
  priceRange: z.string(),
  shareImage: z.object({ width: z.int().positive(), height: z.int().positive() }),
  contact: z
    .object({
      phone: phoneSchema,
      email: z.email(),
      address: z.object({
        street: z.string(),
        locality: z.string(),
        region: z.string(),
        postalCode: z.string().regex(/^\d{6}$/),
        country: z.string().length(2),
        ta: tamilAddress,
      }),
      mapUrl: z.url(),
    })
    .transform((contact) => {
      const phone = displayPhone(contact.phone);
      const { ta, ...english } = contact.address;
      // The address each edition prints: the same postcode under each language's street, city and state.
      const addressIn = { en: english, ta: { ...ta, postalCode: english.postalCode } };
      return { ...contact, addressIn, phone, phoneHref: telHref(phone)!, whatsappNumber: whatsappNumber(phone)! };
    }),
  social: z.object({ facebook: profile, instagram: profile, twitter: profile, linkedin: profile }),
  hours: z
    .object({ days: z.array(z.enum(WEEKDAYS)).min(1), opens: clockTime, closes: clockTime })
    .refine((hours) => hours.opens < hours.closes, "the studio must open before it closes")
    .transform((hours) => ({ ...hours, label: hoursLabel(hours) })),
  geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  /** The public review page, and the rating and count it shows (copied from it: the site claims nothing else). */
  reviews: z.object({ url: z.url(), label: z.string(), rating: z.number().min(1).max(5), count: z.int().positive() }),
  emi: z
    .object({
      lender: z.string(),
      annualRatePct: z.number().positive(),
      tenuresMonths: z.array(z.int().positive()).min(1),
      defaultTenureMonths: z.int().positive(),
    })
    .refine((emi) => emi.tenuresMonths.includes(emi.defaultTenureMonths), "the default tenure must be one of the tenures"),
  areaServed: z.array(z.string()).min(1),
  /** What the privacy notice promises and the retention pass does (src/lib/privacy/, docs/privacy.md). */
  privacy: z.object({
    retentionMonths: z.int().min(1).max(120),
    warningHours: z
      .int()
      .min(1)
      .max(24 * 14),
    grievanceOfficer: z.object({ name: z.object({ en: z.string().min(1), ta: z.string().min(1) }), email: z.email() }),
    responseDays: z.int().min(1).max(90),
  }),
  nav: z.array(navItemSchema),
});

/** The config as written in src/config/site.ts; `site` is its parsed form (`z.output`). */
export type SiteConfig = z.input<typeof siteSchema>;
