/**
 * What still stands in the site's configuration from the template rather than from the business: the example
 * domain, sample phone numbers (the site's and the experience centres'), the template's made-up EMI lender, no
 * SITE_URL, a production secret not set, a limit set to something that is not a count; and, as notes that never stop a
 * launch, social profiles not set up and no advertising pixel id.
 */
import type { Site } from "../../src/config/site";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { phoneDigits } from "../../src/lib/phone";
import { WHATSAPP_SETTINGS } from "../../src/server/whatsapp/config";

/** The experience centres of content/centres.json, for their phone numbers. */
export const readCentres = (root: string): Centre[] => JSON.parse(readFileSync(join(root, "content/centres.json"), "utf8")) as Centre[];

export interface Placeholder {
  what: string;
  fix: string;
  /** Something the business may leave off (a social profile, the pixel): listed, never a reason to stop a launch. */
  optional?: boolean;
}

/** The example domain the project ships with (and any address on it). */
const EXAMPLE_DOMAIN = /example(?:-interiors)?\.(?:in|com|org)\b/;
/** Digits of the sample numbers the project ships with, and runs no real number has. */
const SAMPLE_DIGITS = [/984001234\d$/, /12345$/, /0000000/, /1234567/];
/** The lender the template names beside the estimate: made up, so no visitor may read it on the live site. */
const SAMPLE_LENDERS = ["Chennai Home Finance"];

/** The parts of the site's configuration the check reads, widened so a test can pass filled-in values. */
type Checked = {
  url: string;
  contact: { [K in "phone" | "phoneHref" | "whatsappNumber" | "email"]: string };
  social: { [K in keyof Site["social"]]: string };
  emi: { lender: string };
};

/** Secrets production needs: without them mail stays on disk, or a secret falls back to one the site derives itself. */
export const LAUNCH_SECRETS = {
  SMTP_URL: "set it (smtp://user:password@host:587) so notifications and booking e-mails are sent, not written to .mail/",
  STAFF_EMAIL: "set it to the address that receives lead notifications",
  BOOKING_TOKEN_SECRET: "set a long random string (openssl rand -base64 32) to sign the booking links",
  RATE_LIMIT_PEPPER: "set a long random string (openssl rand -base64 32) to key the limiter's stored hashes",
} as const;

/** Limits an environment variable may override (see docs/operations.md): each must be a whole number above 0. */
export const LIMIT_SETTINGS = [
  "LEAD_RATE_LIMIT",
  "CHAT_RATE_LIMIT",
  "LEAD_CEILING_PER_HOUR",
  "LEAD_ALARM_DAILY",
  "MAIL_PER_RECIPIENT_DAILY",
  "BOOKING_DIRECT_PER_NETWORK",
  "BOOKING_PENDING_HOLDS",
  "BOOKING_CONFIRM_MINUTES",
  "AI_ANSWER_MAX_CHARS",
  "AI_TIMEOUT_MS",
] as const;

/** An experience centre as content/centres.json lists it. */
export interface Centre {
  id: string;
  phone: string;
}

export function launchPlaceholders(
  config: Checked,
  env: Record<string, string | undefined>,
  centres: readonly Centre[] = [],
): Placeholder[] {
  const found: Placeholder[] = [];
  if (!env.SITE_URL)
    found.push({ what: "SITE_URL is not set", fix: "set SITE_URL to the public address, e.g. https://www.aalayaminteriors.in" });
  if (EXAMPLE_DOMAIN.test(config.url)) found.push({ what: `the site address is the example domain (${config.url})`, fix: "set SITE_URL" });
  if (EXAMPLE_DOMAIN.test(config.contact.email)) {
    found.push({
      what: `the email address is on the example domain (${config.contact.email})`,
      fix: "change contact.email in src/config/site.ts",
    });
  }
  const numbers = [
    ["phone", config.contact.phone],
    ["phoneHref", config.contact.phoneHref],
    ["whatsappNumber", config.contact.whatsappNumber],
  ] as const;
  for (const [field, value] of numbers) {
    const digits = phoneDigits(value);
    if (SAMPLE_DIGITS.some((sample) => sample.test(digits))) {
      found.push({ what: `contact.${field} is a sample number (${value})`, fix: "change it in src/config/site.ts" });
    }
  }
  for (const centre of centres) {
    if (SAMPLE_DIGITS.some((sample) => sample.test(phoneDigits(centre.phone)))) {
      found.push({
        what: `the ${centre.id} centre's phone is a sample number (${centre.phone})`,
        fix: "change it in content/centres.json",
      });
    }
  }
  if (SAMPLE_LENDERS.includes(config.emi.lender)) {
    found.push({
      what: `the EMI lender is the template's made-up "${config.emi.lender}"`,
      fix: "name the real lender in emi.lender in src/config/site.ts",
    });
  }
  for (const [network, url] of Object.entries(config.social)) {
    if (!url)
      found.push({
        what: `no ${network} profile (the footer leaves it out)`,
        fix: `set social.${network} in src/config/site.ts, or leave it empty`,
        optional: true,
      });
    else if (!/^https:\/\/[^/]+\/[^/?#]+/.test(url)) {
      found.push({ what: `social.${network} is a network's home page, not a profile (${url})`, fix: "link the business's own profile" });
    }
  }
  for (const [name, fix] of Object.entries(LAUNCH_SECRETS)) if (!env[name]) found.push({ what: `${name} is not set`, fix });
  for (const name of LIMIT_SETTINGS) {
    const value = env[name];
    if (value !== undefined && !/^[1-9]\d*$/.test(value.trim()))
      found.push({
        what: `${name} is not a whole number above 0 (${value})`,
        fix: "fix it or unset it for the default (docs/operations.md)",
      });
  }
  found.push(...whatsappPlaceholders(env));
  if (!env.PUBLIC_META_PIXEL_ID)
    found.push({
      what: "no advertising pixel id (PUBLIC_META_PIXEL_ID)",
      fix: "set it to turn the Meta Pixel on, or leave it off",
      optional: true,
    });
  return found;
}

/**
 * WhatsApp is optional: with none of its settings it is one note (alerts and receipts go by e-mail only); once any is
 * set, each one still missing is a placeholder, as is an API base that is not an https address.
 */
export function whatsappPlaceholders(env: Record<string, string | undefined>): Placeholder[] {
  const missing = Object.entries(WHATSAPP_SETTINGS).filter(([name]) => !env[name]?.trim());
  const base = env.WHATSAPP_API_BASE?.trim();
  const found: Placeholder[] = [];
  if (missing.length === Object.keys(WHATSAPP_SETTINGS).length)
    found.push({
      what: "WhatsApp is off (no WHATSAPP_* settings): staff alerts and receipts go by e-mail only",
      fix: `to turn it on, set ${missing.map(([name]) => name).join(", ")} (docs/whatsapp.md)`,
      optional: true,
    });
  else for (const [name, fix] of missing) found.push({ what: `${name} is not set (WhatsApp is half configured)`, fix: `set ${fix}` });
  if (base && !/^https:\/\/[^/]+/.test(base))
    found.push({ what: `WHATSAPP_API_BASE is not an https address (${base})`, fix: "unset it for the Graph API's current version" });
  return found;
}
