import { z } from "../zod";
import { fill } from "../../i18n/fill";
import { DEFAULT_LOCALE, LOCALES } from "../../i18n/locales";
import { parseVisitSource } from "../leads/visit-source";
import { noticeFields } from "../privacy/consent";
import { isFormPhone } from "../phone";
import type { FormMessages } from "./messages";

/** Control characters other than tab and line breaks never belong in a form field. */
// eslint-disable-next-line no-control-regex -- matching control characters is the purpose of this pattern
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Half of a character (a lone UTF-16 surrogate): no keyboard types one, and Postgres cannot store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether text is something a person could have typed: no control characters, no broken characters. */
export const isPlainText = (value: string) => !CONTROL.test(value) && !LONE_SURROGATE.test(value);

/** The text without what isPlainText refuses, cut to at most `max` UTF-16 units without breaking a character. */
export function toPlainText(value: string, max = Infinity): string {
  const clean = value.replace(new RegExp(CONTROL, "g"), "").replace(new RegExp(LONE_SURROGATE, "g"), "");
  return clean.slice(0, /[\uD800-\uDBFF]/.test(clean.charAt(max - 1)) ? max - 1 : max);
}

/** A trimmed text field with the form's own message for too short, and the language's for too long. */
export function textField(m: FormMessages, min: number, max: number, tooShort: string, label: string) {
  return z
    .string({ error: tooShort })
    .trim()
    .min(min, tooShort)
    .max(max, fill(m.validation.tooLong, { label, max }))
    .refine(isPlainText, fill(m.validation.badCharacters, { label }));
}

/** A line break (of any kind) in text that must stay on one line, such as a name that greets a person in an e-mail. */
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;

/** A person's name: a text field on one line. */
export function nameField(m: FormMessages, min: number, max: number, tooShort: string) {
  const label = m.validation.labels.name;
  return textField(m, min, max, tooShort, label).refine((value) => !LINE_BREAK.test(value), fill(m.validation.oneLine, { label }));
}

export function emailField(m: FormMessages) {
  return z
    .string({ error: m.validation.email })
    .trim()
    .max(254, fill(m.validation.tooLong, { label: m.validation.labels.email, max: 254 }))
    .pipe(z.email(m.validation.email));
}

/** A lead form's phone: Indian numbers in any common spacing (see isFormPhone). */
export function phoneField(m: FormMessages) {
  return z
    .string({ error: m.validation.phone })
    .trim()
    .max(20, fill(m.validation.tooLong, { label: m.validation.labels.phone, max: 20 }))
    .refine(isFormPhone, m.validation.phone);
}

export const optionalText = (m: FormMessages, max: number, label: string) =>
  textField(m, 0, max, fill(m.validation.required, { label }), label).optional();

/** What a submission key looks like (the browser makes one per submission; see leadHandler). */
export const SUBMISSION_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The longest fill time counted (a day); a form restored from an earlier visit says it took this long. */
export const FILL_MS_EARLIER_VISIT = 86_400_000;

/**
 * Fields every lead form sends besides its own: a key per submission (so a retry is recognised; a malformed one is
 * refused, never replaced, or a retry would make a second row), a honeypot that people never see, how long the
 * visitor was on the page (longer than a day counts as a day; an unreadable time as none, which the bot trap drops),
 * the page's language (an unknown one is English), where the visit came from (a bad tag is left out) and the privacy
 * notice shown beside the form (src/lib/privacy/consent.ts).
 */
export const submissionFields = {
  idempotencyKey: z.string().regex(SUBMISSION_KEY).optional(),
  website: z.string().max(500).optional().catch("unreadable"),
  fillMs: z.coerce
    .number()
    .nonnegative()
    .transform((ms) => Math.min(ms, FILL_MS_EARLIER_VISIT))
    .optional()
    .catch(undefined),
  lang: z.enum(LOCALES).catch(DEFAULT_LOCALE),
  visitSource: z.unknown().optional().transform(parseVisitSource),
  ...noticeFields,
};
