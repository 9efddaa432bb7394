import { z } from "zod";
import { forms as en } from "../../i18n/en/forms";
import { emailField } from "../forms/fields";

export const testEmailSchema = z.strictObject({ to: emailField(en) });

export interface MailTransportInfo {
  kind: "smtp" | "file";
  /** SMTP host, when SMTP is configured. */
  host?: string;
  from: string;
  /** Where development mail is written, when no SMTP is configured. */
  folder?: string;
  /** Who receives lead notifications. */
  staffEmail: string;
}

export type OutboxStatus = "pending" | "sent" | "failed";

export interface OutboxItem {
  id: number;
  /** E-mail, or a WhatsApp template message (its subject is the template's name). */
  channel: "email" | "whatsapp";
  kind: string;
  leadId: number;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string;
  /** What WhatsApp last reported of the message (sent, delivered, read, failed). */
  delivery: string | null;
  /** The channel stopped trying (a refused number, the last try): only staff can retry it. */
  givenUp: boolean;
}

/** GET /api/admin/email */
export interface EmailOverview {
  transport: MailTransportInfo;
  counts: Record<OutboxStatus, number>;
  /** The most recent notifications, failed ones first. */
  outbox: OutboxItem[];
}

/** POST /api/admin/email/test and POST /api/admin/email/outbox/:id/retry */
export interface SendResult {
  ok: boolean;
  /** The transport's answer or its error, in plain words. */
  message: string;
}
