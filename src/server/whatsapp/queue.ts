import { eq } from "drizzle-orm";
import type { Locale } from "../../i18n/locales";
import { phoneMatchKey, whatsappNumber } from "../../lib/phone";
import type { Database } from "../db/client";
import { outbox, whatsappOptOuts } from "../db/schema";
import { whatsappSending } from "./config";
import { renderTemplate, templateParams, type TemplateName, type TemplateValues } from "./templates";

/** One WhatsApp message about a lead or an enquiry, before it is queued. */
interface NoticeOf<T extends TemplateName> {
  /** What it is about, as the outbox's `kind` (a lead kind, or "enquiry"), and that record's id. */
  kind: string;
  leadId: number;
  /** The number as the person typed it: the site's phone rules turn it into WhatsApp's form. */
  to: string | null;
  template: T;
  lang: Locale;
  values: TemplateValues<T>;
}

/** A notice of any template, its values those of its template. */
export type WhatsAppNotice = { [T in TemplateName]: NoticeOf<T> }[TemplateName];

/**
 * Queues WhatsApp messages in the caller's transaction (so they exist exactly when the lead or the change does), as
 * outbox rows the sender delivers after the commit. Nothing is queued while WhatsApp is not configured, nor to a
 * number the site's phone rules cannot read as one. Answers how many were queued.
 */
export async function queueWhatsApp(tx: Database, notices: WhatsAppNotice[]): Promise<number> {
  if (!whatsappSending()) return 0;
  const rows = notices.flatMap((notice) => {
    const to = whatsappNumber(notice.to);
    if (!to) return [];
    const params = templateParams(notice.template, notice.values as never);
    return [
      {
        channel: "whatsapp" as const,
        kind: notice.kind,
        leadId: notice.leadId,
        recipient: to,
        subject: notice.template,
        lang: notice.lang,
        params,
        body: renderTemplate(notice.template, notice.lang, params),
      },
    ];
  });
  if (rows.length) await tx.insert(outbox).values(rows);
  return rows.length;
}

/** Whether the person wrote "stop": no receipt or reminder goes to their number on WhatsApp again. */
export async function optedOut(tx: Database, phone: string | null): Promise<boolean> {
  const key = phoneMatchKey(phone);
  if (!key) return true;
  const [row] = await tx.select({ phone: whatsappOptOuts.phone }).from(whatsappOptOuts).where(eq(whatsappOptOuts.phone, key));
  return Boolean(row);
}

/**
 * Ends a person's WhatsApp receipts and reminders: "stop" from them (the webhook), or their withdrawal (for the lead
 * to call where #32's withdrawal happens).
 */
export async function optOut(tx: Database, phone: string | null): Promise<void> {
  const key = phoneMatchKey(phone);
  if (key) await tx.insert(whatsappOptOuts).values({ phone: key }).onConflictDoNothing();
}
