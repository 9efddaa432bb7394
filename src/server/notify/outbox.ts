import { and, asc, eq, inArray, isNull, lte, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { outbox } from "../db/schema";
import { countHit, limiterKey } from "../rate-limit";
import { sendTemplate, WhatsAppError } from "../whatsapp/client";
import { whatsappSending } from "../whatsapp/config";
import { isTemplateName } from "../whatsapp/templates";
import { mailTransport, staffEmail, type MailTransport } from "./mailer";

/** A message about a lead; without a recipient it goes to the staff. */
export type Notification = { subject: string; body: string; recipient?: string; calendar?: string };

/**
 * E-mails one visitor address may get from the site in a day (UTC), whatever their kind: a booking, its moves and
 * cancellation, a reminder come to five; past the cap the site cannot be used to send mail to someone else's address.
 * The staff address is not capped (its floods are held back as suspected leads). MAIL_PER_RECIPIENT_DAILY overrides.
 */
export const mailPerRecipientDaily = () => Number(process.env.MAIL_PER_RECIPIENT_DAILY ?? 6);

/**
 * Queues messages about a lead, in the caller's transaction: every message the site sends goes through here, so the
 * cap per recipient holds for each kind. A message over its recipient's cap is not stored (logged without the address).
 */
export async function queueMessages(tx: Database, kind: string, leadId: number, messages: Notification[]): Promise<number> {
  const kept: Notification[] = [];
  for (const message of messages) {
    const recipient = message.recipient?.trim().toLowerCase();
    if (recipient && (await countHit(tx, limiterKey("mail:", recipient), 86_400)) > mailPerRecipientDaily()) {
      console.warn("e-mail not queued: its recipient had the day's cap", JSON.stringify({ kind, leadId }));
      continue;
    }
    kept.push(message);
  }
  if (kept.length) await tx.insert(outbox).values(kept.map((message) => ({ kind, leadId, ...message })));
  return kept.length;
}

/** A claimed message is left alone by other senders for this long; if its sender dies, it becomes due again. */
const LEASE_MS = 5 * 60_000;

/** Waits before the next try after n failed attempts: 1, 2, 4 … minutes, at most a day. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 86_400_000);
}

/**
 * Tries a WhatsApp message gets: a throttle or an outage is tried again with backoff (1, 2, 4, 8, 16 minutes, or what
 * Retry-After asks), then the row is given up and shown as failed on the outbox screen, where staff can retry it.
 */
export const WHATSAPP_MAX_ATTEMPTS = 6;

/**
 * Tries an e-mail gets: 14 over about three and a half days (1, 2, 4 … minutes, then a day apart), long enough for a
 * mail server's outage over a weekend to pass; then it is given up like a WhatsApp message, shown failed until staff
 * retry it, instead of knocking on a dead address once a day for ever.
 */
export const EMAIL_MAX_ATTEMPTS = 14;

type OutboxRow = typeof outbox.$inferSelect;

/** Sends one WhatsApp row: its recipient is the number, its subject the template's name. Answers WhatsApp's id. */
async function sendWhatsApp(message: OutboxRow): Promise<string> {
  const sending = whatsappSending();
  if (!sending) throw new WhatsAppError("WhatsApp is not configured (WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID)", true);
  if (!message.recipient || !isTemplateName(message.subject) || !message.lang || !message.params)
    throw new WhatsAppError("The stored message is incomplete (number, template, language or parameters)", false);
  return sendTemplate(sending, { to: message.recipient, template: message.subject, lang: message.lang, params: message.params });
}

/**
 * Sends the notifications that are due, e-mails and WhatsApp messages alike. Rows are claimed with SKIP LOCKED and
 * leased (their next attempt moved past the lease) in one statement, so concurrent senders never send the same
 * message twice.
 */
export async function deliverOutbox(
  db: Database,
  transport: MailTransport = mailTransport(),
  batch = 20,
  /** Only this message (staff retrying it by hand), if it is due. */
  only?: number,
): Promise<{ sent: number; failed: number }> {
  const now = new Date();
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        ne(outbox.status, "sent"),
        isNull(outbox.givenUpAt),
        lte(outbox.nextAttemptAt, now),
        only === undefined ? undefined : eq(outbox.id, only),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(batch)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS), attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning();

  let sent = 0;
  let failed = 0;
  for (const message of claimed) {
    try {
      let providerId: string | null = null;
      if (message.channel === "whatsapp") providerId = await sendWhatsApp(message);
      else
        await transport.send({
          to: message.recipient ?? staffEmail(),
          subject: message.subject,
          text: message.body,
          calendar: message.calendar,
        });
      await db.update(outbox).set({ status: "sent", sentAt: new Date(), lastError: null, providerId }).where(eq(outbox.id, message.id));
      sent += 1;
    } catch (error) {
      // A message stops after its last try; a WhatsApp message at once when the API refuses it for good (a bad number).
      const whatsapp = message.channel === "whatsapp";
      const retry = !(error instanceof WhatsAppError) || error.retry;
      const givenUp = !retry || message.attempts >= (whatsapp ? WHATSAPP_MAX_ATTEMPTS : EMAIL_MAX_ATTEMPTS);
      const wait = (error instanceof WhatsAppError ? error.retryAfterMs : undefined) ?? retryDelayMs(message.attempts);
      await db
        .update(outbox)
        .set({
          status: "failed",
          lastError: String((error as Error).message ?? error).slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + wait),
          givenUpAt: givenUp ? new Date() : null,
        })
        .where(eq(outbox.id, message.id));
      failed += 1;
    }
  }
  return { sent, failed };
}
