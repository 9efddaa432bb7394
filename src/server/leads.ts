import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { PageField } from "../lib/forms/descriptor";
import { SUBMISSION_KEY, submissionFields } from "../lib/forms/fields";
import { formLocale, formMessages } from "../lib/forms/messages";
import { forms as en } from "../i18n/en/forms";
import { LOCALES, localeOfPath, localePath, type Locale } from "../i18n/locales";
import type { LeadKind } from "../lib/leads/kinds";
import { promiseDeadline } from "../lib/leads/promise";
import { thankYouUrl } from "../scripts/thank-you";
import type { VisitSource } from "../lib/leads/visit-source";
import { consentRecord, type NoticeForm } from "../lib/privacy/consent";
import { getDb, type Database } from "./db/client";
import { bookings, consultations, contacts, priceEstimator } from "./db/schema";
import { formPage } from "./html";
import { HttpError, classify, handler, json, readBody, validate, wantsHtml, type Failure, type FunctionContext } from "./http";
import { attachToEnquiry } from "./enquiries/attach";
import { newLink, storeLink } from "./privacy/links";
import { receiptMessage } from "./privacy/receipt";
import { deliverOutbox, queueMessages, type Notification } from "./notify/outbox";
import { logFailure } from "./log";
import { caughtByTrap } from "./bot-trap";
import { queueReceipt } from "./whatsapp/receipts";
import { clientNetwork, countHit, enforceLeadCeiling, leadRateLimit, limiterKey } from "./rate-limit";
import { site } from "../config/site";
import { fill } from "../i18n/fill";

/** The ceiling's refusal, in the page's language: why, and the phone number, which always works. */
export const tooManyMessage = (locale: Locale | undefined, waitSeconds: number) =>
  fill(formMessages(formLocale(locale)).server.tooMany, { phone: site.contact.phone, minutes: Math.ceil(waitSeconds / 60) });

type LeadTable = typeof consultations | typeof contacts | typeof priceEstimator | typeof bookings;
type Submission = {
  idempotencyKey?: string;
  website?: string;
  fillMs?: number;
  lang: Locale;
  visitSource: VisitSource | null;
  noticeVersion?: string;
  noticeForm?: NoticeForm;
};
export type { Notification } from "./notify/outbox";

export { MIN_FILL_MS } from "./bot-trap";

/** How one kind of lead is taken in: its form, its table, its messages and where its pages are. */
export interface LeadIntake<S extends z.ZodObject, T extends LeadTable> {
  /** Chats are saved in steps by their own function, not as one form post. */
  kind: Exclude<LeadKind, "chat" | "whatsapp">;
  /**
   * The form's descriptor: its schema in each language (a form is validated, and answered, in the language of its
   * page) and the fields its no-JavaScript error page offers again.
   */
  form: { schemas: Record<Locale, S>; page: Map<string, PageField> };
  table: T;
  toRow: (input: z.infer<S>) => Omit<T["$inferInsert"], "idempotencyKey"> | Promise<Omit<T["$inferInsert"], "idempotencyKey">>;
  /** The messages a new lead sends; `enquiryUrl` is its person's private link, when they get one. */
  notification: (row: T["$inferSelect"], db: Database, enquiryUrl?: string) => Notification | Notification[] | Promise<Notification[]>;
  /** Whether the lead waits for its person to prove their address (a pending booking): its private link waits too. */
  awaitsConfirmation?: (row: T["$inferSelect"]) => boolean;
  /**
   * Work in the lead's own transaction once its row is written (a booking takes its slot), given the sender's network;
   * it may return the row as it changed it. A throw undoes the lead.
   */
  within?: (tx: Database, row: T["$inferSelect"], network: string) => Promise<T["$inferSelect"] | void>;
  /** The link a WhatsApp receipt carries (a booking's manage link), made in the lead's transaction. */
  receiptLink?: (row: T["$inferSelect"], db: Database) => Promise<string>;
  /** Extra fields for the JSON answer, e.g. a WhatsApp link. */
  extras?: (row: T["$inferSelect"], db: Database) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** The whole JSON answer, when the kind shows its own view of the row instead of the row (a booking). */
  present?: (row: T["$inferSelect"], db: Database) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Where a plain HTML form post goes on success, and back to on error (in the form's language). */
  thankYouPath: string;
  formPath: string;
}

/** The form a lead kind's notice is recorded under when its post names none. */
const NOTICE_FORM_OF_KIND: Record<Exclude<LeadKind, "chat" | "whatsapp">, NoticeForm> = {
  consultation: "consultation",
  estimate: "estimator",
  contact: "contact",
  booking: "booking",
};

/** The same key sent with other details: a person's second, different submission must not be mistaken for a retry. */
export class IdempotencyConflict extends HttpError {
  constructor() {
    super(409, en.server.conflict, {
      code: "idempotency-conflict",
    });
  }
}

/** A digest of what was submitted, whatever the order of its fields. */
export function requestHash(values: Record<string, unknown>): string {
  const entries = Object.keys(values)
    .sort()
    .map((key) => [key, values[key] ?? null]);
  return createHash("sha256").update(JSON.stringify(entries)).digest("base64url");
}

export interface SavedLead<T extends LeadTable> {
  row: T["$inferSelect"];
  replayed: boolean;
  /** Messages queued with it, to send right after the answer. */
  queued: number;
  /** The private link of its enquiry, given with a new lead that has an e-mail address (its receipt carries it too). */
  enquiryUrl?: string;
}

/**
 * Saves the lead in one transaction: the row, its network's count, and either its staff notification or, over the
 * network's limit, the suspected flag. A repeated key with the same details finds the first row and writes nothing;
 * with other details it is a conflict.
 */
export async function saveLead<T extends LeadTable>(
  db: Database,
  {
    table,
    notification,
    kind,
    within,
    form,
    receiptLink,
    awaitsConfirmation,
  }: Pick<LeadIntake<z.ZodObject, T>, "table" | "notification" | "kind" | "within" | "form" | "receiptLink" | "awaitsConfirmation">,
  values: T["$inferInsert"] & { idempotencyKey: string; requestHash: string; lang?: Locale },
  /** The sender's network (see clientNetwork), which the limit counts against. */
  network: string,
): Promise<SavedLead<T>> {
  return db.transaction(async (tx) => {
    const [row] = (await tx
      .insert(table as LeadTable)
      .values(values as never)
      .onConflictDoNothing({ target: table.idempotencyKey })
      .returning()) as T["$inferSelect"][];
    if (!row) {
      const [existing] = (await tx
        .select()
        .from(table as LeadTable)
        .where(eq(table.idempotencyKey, values.idempotencyKey))) as T["$inferSelect"][];
      if (existing!.requestHash && existing!.requestHash !== values.requestHash) throw new IdempotencyConflict();
      return { row: existing!, replayed: true, queued: 0 };
    }
    const placed = (await within?.(tx as unknown as Database, row, network)) ?? row;
    const { limit, windowSeconds } = leadRateLimit();
    const suspected = (await countHit(tx as unknown as Database, limiterKey("lead:", network), windowSeconds)) > limit;
    // Bookings are bounded by their confirmation instead (see placeBooking): people behind a flooding address still book.
    if (suspected && kind !== "booking")
      await enforceLeadCeiling(tx as unknown as Database, network, (wait) => tooManyMessage(values.lang, wait));
    if (suspected)
      await tx
        .update(table as LeadTable)
        .set({ suspected: true })
        .where(eq(table.id, row.id));
    const saved = { ...placed, suspected };
    // Its person's private link, for a lead that will have an enquiry (a suspected one stays in the review list
    // without) and a way to reach them. A booking waiting for its person to confirm gets its link when confirmed.
    const email = (saved as { email?: string | null }).email;
    const onWhatsApp = (saved as { whatsappReceipts?: boolean }).whatsappReceipts === true;
    const locale = values.lang ?? "en";
    const link = !suspected && (email || onWhatsApp) && !awaitsConfirmation?.(saved) ? newLink(locale) : undefined;
    // A suspected lead is not mailed to the staff; the visitor's own messages (a booking's link) still go, under their cap.
    const messages = [await notification(saved, tx as unknown as Database, link?.url)]
      .flat()
      .filter((message) => !suspected || message.recipient);
    let queued = await queueMessages(tx as unknown as Database, kind, row.id, messages);
    // Last, so the person's enquiry row stays locked only until the commit (see src/server/enquiries/attach.ts).
    const attached = suspected ? null : await attachToEnquiry(tx as unknown as Database, kind, saved as never);
    const enquiryUrl = attached && link ? link.url : undefined;
    if (attached && link) await storeLink(tx as unknown as Database, attached.enquiryId, link.token);
    // Its receipts by e-mail and, when they ticked the box, on WhatsApp (a booking's own e-mails are its e-mail receipt,
    // and its WhatsApp receipt carries the manage link).
    if (enquiryUrl && email && kind !== "booking") {
      const receipt = receiptMessage({ locale, row: saved as never, fields: form.page, email, link: enquiryUrl });
      queued += await queueMessages(tx as unknown as Database, kind, row.id, [receipt]);
    }
    const whatsappLink = kind === "booking" ? await receiptLink?.(saved, tx as unknown as Database) : enquiryUrl;
    queued += await queueReceipt(tx as unknown as Database, kind, saved as never, whatsappLink);
    return { row: saved, replayed: false, queued, ...(enquiryUrl ? { enquiryUrl } : {}) };
  });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An HTML form sends empty strings for untouched optional fields. */
function stripEmpty(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== ""));
}

/** The error page's title for each status, by its key in the catalogue. */
const PAGE_TITLES: Record<number, keyof typeof en.page.titles> = {
  400: "invalid",
  409: "conflict",
  413: "tooLarge",
  415: "unsupported",
  503: "unavailable",
};

/**
 * What a failure says to the visitor in the form's language: the validation messages already are; the answers about
 * the form as a whole (a changed resubmission, a database outage, our own fault) are translated here.
 */
function localized(failure: Failure, locale: Locale): Failure {
  const { server } = formMessages(locale);
  // Only a changed resubmission is "already sent": another 409 (a taken time, a second booking) says what it is.
  const message =
    failure.details.code === "idempotency-conflict"
      ? server.conflict
      : failure.status === 503
        ? server.unavailable
        : failure.status >= 500
          ? server.failed
          : failure.message;
  return { ...failure, message };
}

/** The language of a post the server could not read: the page it came from, when the browser says. */
function refererLocale(req: Request): Locale {
  try {
    return localeOfPath(new URL(req.headers.get("referer") ?? "").pathname);
  } catch {
    return "en";
  }
}

/** The whole journey of a lead through a function: parse, validate, drop bots, save, notify, answer. */
export function leadHandler<S extends z.ZodObject, T extends LeadTable>(lead: LeadIntake<S, T>) {
  const requestSchemas = new Map(LOCALES.map((locale) => [locale, lead.form.schemas[locale].extend(submissionFields)]));

  const receive = async (req: Request, context: FunctionContext, sent: { data?: unknown; locale?: Locale }): Promise<Response> => {
    const { data, fromHtmlForm } = await readBody(req);
    sent.data = data;
    const locale = formLocale(isPlainObject(data) ? data.lang : undefined);
    sent.locale = locale;
    // A key that is not one the form makes is refused, not replaced: a replaced key would make a retry a second row.
    if (
      isPlainObject(data) &&
      data.idempotencyKey !== undefined &&
      data.idempotencyKey !== "" &&
      !SUBMISSION_KEY.test(String(data.idempotencyKey))
    )
      throw new HttpError(400, formMessages(locale).server.badKey, { code: "bad-key" });
    const input = validate(
      requestSchemas.get(locale)!,
      isPlainObject(data) ? stripEmpty(data) : data,
      formMessages(locale).server,
    ) as z.infer<S> & Submission;
    const { idempotencyKey, website, fillMs, lang, visitSource, noticeVersion, noticeForm, ...fields } = input;

    // The thank-you page tells a visitor who posted without JavaScript the time the studio promised.
    const answer = (status: number, body: Record<string, unknown>) =>
      fromHtmlForm
        ? new Response(null, { status: 303, headers: { Location: thankYouUrl(localePath(lead.thankYouPath, locale), body.promise) } })
        : json(status, body);

    const db = await getDb();
    // Bots are told they succeeded and nothing of theirs is stored.
    if (await caughtByTrap(db, lead.kind, { website, fillMs }, { scripted: !fromHtmlForm })) return answer(202, { data: null });

    // Every lead records the language of the page it came from, so staff can call back in it.
    // …whether they asked for their receipt on WhatsApp (the box every lead form has).
    const row = {
      ...((await lead.toRow(fields as z.infer<S>)) as Record<string, unknown>),
      lang,
      whatsappReceipts: (fields as { whatsappReceipts?: boolean }).whatsappReceipts === true,
    };
    // The visit's source and the notice are stored but not hashed: a retry from a page that saw a new landing is still the same lead.
    const values = {
      ...row,
      visitSource,
      consent: consentRecord({ noticeVersion, noticeForm }, NOTICE_FORM_OF_KIND[lead.kind as keyof typeof NOTICE_FORM_OF_KIND], new Date()),
      idempotencyKey: idempotencyKey ?? randomUUID(),
      requestHash: requestHash(row),
    } as T["$inferInsert"] & {
      idempotencyKey: string;
      requestHash: string;
    };
    const saved = await saveLead(db, lead, values, clientNetwork(context.ip));
    // The visitor's answer never waits for the mail server.
    if (saved.queued) context.waitUntil(deliverOutbox(db).catch((error: unknown) => logFailure("notification will be retried:", error)));
    const { idempotencyKey: _key, requestHash: _hash, suspected: _suspected, ...record } = saved.row;
    // The time by which the studio will call, from the first save's arrival: a retry is promised the same time.
    const promise = promiseDeadline(saved.row.createdAt).toISOString();
    const body = lead.present ? await lead.present(saved.row, db) : { data: record, ...(await lead.extras?.(saved.row, db)) };
    return answer(saved.replayed ? 200 : 201, { ...body, promise, ...(saved.enquiryUrl ? { enquiryUrl: saved.enquiryUrl } : {}) });
  };

  return handler(["POST"], async (req, context) => {
    const sent: { data?: unknown; locale?: Locale } = {};
    try {
      return await receive(req, context, sent);
    } catch (error) {
      const locale = sent.locale ?? refererLocale(req);
      const failure = localized(classify(error), locale);
      if (!wantsHtml(req)) return json(failure.status, { error: failure.message, ...failure.details }, failure.headers);
      // A form posted without JavaScript gets a page in its language, with what the visitor typed ready to send again.
      const values = isPlainObject(sent.data) ? { ...sent.data } : undefined;
      if (values && (failure.status === 409 || failure.details.code === "bad-key")) delete values.idempotencyKey;
      return formPage({
        locale,
        status: failure.status,
        title: formMessages(locale).page.titles[PAGE_TITLES[failure.status] ?? "other"],
        message: failure.message,
        errors: failure.status === 400 ? (failure.details.fields as Record<string, string>) : undefined,
        resubmit: values && { action: new URL(req.url).pathname, values },
        formPath: localePath(lead.formPath, locale),
        fields: lead.form.page,
        headers: failure.headers,
      });
    }
  });
}
