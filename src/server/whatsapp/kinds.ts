/** The WhatsApp channel's vocabulary, shared by the schema, the outbox and the webhook. */
import { z } from "zod";

/** How an outbox row is sent. */
export const OUTBOX_CHANNELS = ["email", "whatsapp"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** A WhatsApp message's states as its status updates report them, in the order they happen (failed ends it). */
export const DELIVERY_STATES = ["sent", "delivered", "read", "failed"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** The click-to-WhatsApp ad or post a chat started from, as the webhook's `referral` names it and as it is stored. */
const storedReferralSchema = z.object({
  source_url: z.string().optional(),
  source_id: z.string().optional(),
  source_type: z.string().optional(),
  headline: z.string().optional(),
  body: z.string().optional(),
  ctwa_clid: z.string().optional(),
});
export type WhatsAppReferral = z.infer<typeof storedReferralSchema>;

/** A stored referral as the staff screens read it: anything else found there (a row written by hand) reads as none. */
export function readReferral(stored: unknown): WhatsAppReferral | null {
  const parsed = storedReferralSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
