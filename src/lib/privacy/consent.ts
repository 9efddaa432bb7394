/**
 * The consent record: which version of the privacy notice a person was shown next to the form they sent, on which
 * form, and when the lead arrived. Forms send the version and form with each lead (`noticeFields`); the server checks
 * their shape and stores them as the lead's `consent`, and staff read it with the lead. Browser-safe: the version
 * itself is worked out at build time (src/lib/privacy/notice.ts).
 */
import { z } from "../zod";

/** Every form that shows the notice next to its submit button; the chat shows it before it asks for a number. */
export const NOTICE_FORMS = ["consultation", "popup", "landing", "contact", "estimator", "booking", "chat"] as const;
export type NoticeForm = (typeof NOTICE_FORMS)[number];

/** A notice version as `NOTICE_VERSION` is written: 11 base-36 digits. */
export const NOTICE_VERSION_PATTERN = /^[0-9a-z]{11}$/;

/**
 * What a lead sends about the notice. Optional: a page cached from before the notice existed still sends its lead
 * (a lead is never refused for this), which is then stored without a consent record.
 */
export const noticeFields = {
  noticeVersion: z.string().regex(NOTICE_VERSION_PATTERN).optional(),
  noticeForm: z.enum(NOTICE_FORMS).optional(),
};

/** A stored consent record, read back through this (src/lib/admin/stored.ts): old rows and hand edits may hold anything. */
export const consentRecordSchema = z.object({
  version: z.string().max(40),
  form: z.enum(NOTICE_FORMS),
  /** When the lead arrived (ISO 8601). */
  at: z.iso.datetime({ offset: true }),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** The record a lead stores, or null when its form sent no notice version. */
export function consentRecord(
  sent: { noticeVersion?: string; noticeForm?: NoticeForm },
  fallbackForm: NoticeForm,
  at: Date,
): ConsentRecord | null {
  return sent.noticeVersion ? { version: sent.noticeVersion, form: sent.noticeForm ?? fallbackForm, at: at.toISOString() } : null;
}
