/** The WhatsApp channel's vocabulary, shared by the schema, the outbox and the webhook. */

/** How an outbox row is sent. */
export const OUTBOX_CHANNELS = ["email", "whatsapp"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** A WhatsApp message's states as its status updates report them, in the order they happen (failed ends it). */
export const DELIVERY_STATES = ["sent", "delivered", "read", "failed"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** The click-to-WhatsApp ad or post a chat started from, as the webhook's `referral` names it. */
export interface WhatsAppReferral {
  source_url?: string;
  source_id?: string;
  source_type?: string;
  headline?: string;
  body?: string;
  ctwa_clid?: string;
}
