import { and, count, desc, eq, sql } from "drizzle-orm";
import type { EmailOverview, OutboxItem, OutboxStatus, SendResult } from "../../lib/admin/email";
import { site } from "../../config/site";
import type { Database } from "../db/client";
import { outbox } from "../db/schema";
import { HttpError } from "../http";
import { mailTransport, staffEmail, type MailTransport } from "../notify/mailer";
import { deliverOutbox } from "../notify/outbox";

const RECENT = 50;

/** Test e-mails one staff member may send in an hour: a stolen session must not turn the site into a mail cannon. */
export const TEST_EMAIL_LIMIT = { limit: 20, windowSeconds: 3600 };

/** Mail errors in words staff can act on; the technical text follows for whoever fixes it. */
export function plainMailError(error: unknown): string {
  const { code, message = String(error) } = error as { code?: string; message?: string };
  const reasons: Record<string, string> = {
    EAUTH: "The mail server refused the username or password in SMTP_URL.",
    ENOAUTH: "The mail server asks for a login, but SMTP_URL has no username and password.",
    ECONNREFUSED: "The mail server refused the connection: check the host and port in SMTP_URL.",
    ECONNECTION: "Could not connect to the mail server: check the host and port in SMTP_URL.",
    ETIMEDOUT: "The mail server did not answer in time.",
    EDNS: "The mail server's name could not be found: check the host in SMTP_URL.",
    EENVELOPE: "The mail server refused the sender or recipient address.",
    EMESSAGE: "The mail server refused the message.",
    ETLS: "A secure connection to the mail server could not be made.",
    ESOCKET: "Could not talk to the mail server: check the host and port in SMTP_URL.",
  };
  // Nodemailer reports a refused connection as a socket error; the system's code is in the message.
  const systemCode = /\b(ECONNREFUSED|ETIMEDOUT)\b/.exec(message)?.[1];
  const reason =
    reasons[systemCode ?? ""] ?? (code && Object.hasOwn(reasons, code) ? reasons[code] : undefined) ?? "The message could not be sent.";
  return `${reason} (${message})`;
}

export async function emailOverview(db: Database, transport: MailTransport = mailTransport()): Promise<EmailOverview> {
  const [totals, rows] = await Promise.all([
    db.select({ status: outbox.status, n: count() }).from(outbox).groupBy(outbox.status),
    db
      .select()
      .from(outbox)
      // Failed first: they are the ones that need someone.
      .orderBy(sql`${outbox.status} = 'failed' desc`, desc(outbox.createdAt), desc(outbox.id))
      .limit(RECENT),
  ]);
  const counts: Record<OutboxStatus, number> = { pending: 0, sent: 0, failed: 0 };
  for (const { status, n } of totals) counts[status] = n;
  return {
    transport: { ...transport.description, staffEmail: staffEmail() },
    counts,
    outbox: rows.map((row): OutboxItem => ({
      id: row.id,
      channel: row.channel,
      kind: row.kind,
      leadId: row.leadId,
      subject: row.subject,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      nextAttemptAt: row.nextAttemptAt.toISOString(),
      delivery: row.delivery,
      givenUp: row.givenUpAt !== null,
    })),
  };
}

export async function sendTestEmail(to: string, sentBy: string, transport: MailTransport = mailTransport()): Promise<SendResult> {
  try {
    const answer = await transport.send({
      to,
      subject: `Test email from the ${site.brand} website`,
      text: [
        `This is a test message sent by ${sentBy} from the website's admin area.`,
        ``,
        `If you can read it, lead notifications can reach this address the same way.`,
      ].join("\n"),
    });
    return { ok: true, message: `Sent to ${to}: the mail transport answered "${answer}".` };
  } catch (error) {
    return { ok: false, message: plainMailError(error) };
  }
}

/** Sends a failed notification again now, and says how it went. */
export async function retryNotification(db: Database, id: number, transport: MailTransport = mailTransport()): Promise<SendResult> {
  const [due] = await db
    .update(outbox)
    .set({ nextAttemptAt: new Date(), givenUpAt: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, "failed")))
    .returning({ id: outbox.id, channel: outbox.channel });
  if (!due) {
    const [row] = await db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id));
    if (!row) throw new HttpError(404, "There is no such notification.");
    throw new HttpError(
      409,
      `This notification is ${row.status === "sent" ? "already sent" : "already waiting to be sent"}, so there is nothing to retry.`,
    );
  }
  await deliverOutbox(db, transport, 1, id);
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (row?.status === "sent") return { ok: true, message: due.channel === "whatsapp" ? "Sent on WhatsApp." : `Sent to ${staffEmail()}.` };
  return {
    ok: false,
    message: row?.lastError
      ? `It failed again: ${row.lastError}`
      : "Another sender is sending it right now: refresh in a minute to see how it went.",
  };
}
