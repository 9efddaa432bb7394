/**
 * The private link's API (`/api/enquiry…`, functions/enquiry.ts) as the page and the server share it: the bodies'
 * schemas and the answer's type. Every request names its link's token; the page reads it from its address.
 */
import { z } from "../zod";
import { LOCALES, type Locale } from "../../i18n/locales";
import { CALL_WINDOWS, CHANNELS, type CallWindow, type Channel, type Stage } from "../admin/enquiries";
import type { LeadKind } from "../leads/kinds";

export { CALL_WINDOWS, type CallWindow };

/** `{ "token": … }`: every POST of the private link. */
export const tokenBody = z.strictObject({ token: z.string().max(100) });

/** POST /api/enquiry/preferences: how to be contacted (call, WhatsApp only, e-mail only), the call window, the language. */
export const preferencesSchema = z.strictObject({
  token: z.string().max(100),
  channel: z.enum(CHANNELS),
  window: z.enum(CALL_WINDOWS),
  lang: z.enum(LOCALES).optional(),
});

/** What the private page shows. `stage` is the enquiry's, or "withdrawn" once its person stopped it. */
export interface PrivateEnquiry {
  stage: Stage | "withdrawn";
  /** The first name of the designer who has it; null while unassigned. */
  designer: string | null;
  /** When the studio promised to call (ISO 8601). */
  promise: string | null;
  /** What the person sent, lead by lead, labelled as staff read it. */
  sent: { kind: LeadKind; at: string; fields: { label: string; value: string }[] }[];
  preferences: { channel: Channel | null; window: CallWindow | null; lang: Locale };
  withdrawn: boolean;
}
