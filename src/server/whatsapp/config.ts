/**
 * The WhatsApp Cloud API's settings, from the environment. All are optional: without an access token and a phone
 * number id nothing is queued for WhatsApp and the site sends e-mail only, as before.
 */

/** The Graph API's versioned base (v26.0, the current version since 29 July 2026); WHATSAPP_API_BASE overrides it. */
export const GRAPH_API_BASE = "https://graph.facebook.com/v26.0";

export interface WhatsAppSending {
  /** The API's base, without a trailing slash: messages go to `${base}/${phoneNumberId}/messages`. */
  base: string;
  token: string;
  phoneNumberId: string;
}

type Env = Record<string, string | undefined>;
const value = (env: Env, name: string) => env[name]?.trim() || undefined;

/** What sending needs, or null when WhatsApp is off (no access token or no phone number id). */
export function whatsappSending(env: Env = process.env): WhatsAppSending | null {
  const token = value(env, "WHATSAPP_ACCESS_TOKEN");
  const phoneNumberId = value(env, "WHATSAPP_PHONE_NUMBER_ID");
  if (!token || !phoneNumberId) return null;
  return { base: (value(env, "WHATSAPP_API_BASE") ?? GRAPH_API_BASE).replace(/\/+$/, ""), token, phoneNumberId };
}

/** The webhook's secrets: the app secret that signs every call, the token of the subscription check. */
export function whatsappWebhook(env: Env = process.env): { appSecret?: string; verifyToken?: string } {
  return { appSecret: value(env, "WHATSAPP_APP_SECRET"), verifyToken: value(env, "WHATSAPP_VERIFY_TOKEN") };
}

/** Each setting and how to get it, for `npm run check:launch` and docs/whatsapp.md. */
export const WHATSAPP_SETTINGS = {
  WHATSAPP_ACCESS_TOKEN:
    "a permanent token of a system user with whatsapp_business_messaging (Meta Business Suite → Business settings → System users → Generate token)",
  WHATSAPP_PHONE_NUMBER_ID:
    "the id of the studio's number (WhatsApp Manager, or the app's WhatsApp → API Setup page), not the number itself",
  WHATSAPP_APP_SECRET: "the app's secret (App settings → Basic), which signs every webhook call",
  WHATSAPP_VERIFY_TOKEN: "any long random string, typed again in the app's WhatsApp → Configuration when subscribing the webhook",
} as const;
