import { createHash, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { PageField } from "../lib/forms/descriptor";
import { submissionFields } from "../lib/forms/fields";
import { formLocale, formMessages } from "../lib/forms/messages";
import { forms as en } from "../i18n/en/forms";
import { LOCALES, localeOfPath, localePath, type Locale } from "../i18n/locales";
import { indiaDay } from "../lib/format";
import type { LeadKind } from "../lib/leads/kinds";
import { promiseDeadline } from "../lib/leads/promise";
import { thankYouUrl } from "../scripts/thank-you";
import type { VisitSource } from "../lib/leads/visit-source";
import { getDb, type Database } from "./db/client";
import { bookings, consultations, contacts, outbox, priceEstimator, trapDrops } from "./db/schema";
import { formPage } from "./html";
import { HttpError, classify, handler, json, readBody, validate, wantsHtml, type Failure, type FunctionContext } from "./http";
import { deliverOutbox } from "./notify/outbox";
import { logFailure } from "./log";
import { clientNetwork, countHit, leadRateLimit, limiterKey } from "./rate-limit";

type LeadTable = typeof consultations | typeof contacts | typeof priceEstimator | typeof bookings;
type Submission = { idempotencyKey?: string; website?: string; fillMs?: number; lang: Locale; visitSource: VisitSource | null };
/** A message about a lead; without a recipient it goes to the staff. */
export type Notification = { subject: string; body: string; recipient?: string; calendar?: string };

/** Bots fill a form in well under this; people do not. */
export const MIN_FILL_MS = 2500;

/** How one kind of lead is taken in: its form, its table, its messages and where its pages are. */
export interface LeadIntake<S extends z.ZodObject, T extends LeadTable> {
  /** Chats are saved in steps by their own function, not as one form post. */
  kind: Exclude<LeadKind, "chat">;
  /**
   * The form's descriptor: its schema in each language (a form is validated, and answered, in the language of its
   * page) and the fields its no-JavaScript error page offers again.
   */
  form: { schemas: Record<Locale, S>; page: Map<string, PageField> };
  table: T;
  toRow: (input: z.infer<S>) => Omit<T["$inferInsert"], "idempotencyKey"> | Promise<Omit<T["$inferInsert"], "idempotencyKey">>;
  notification: (row: T["$inferSelect"], db: Database) => Notification | Notification[] | Promise<Notification[]>;
  /** Work in the lead's own transaction once its row is written (a booking takes its slot); a throw undoes the lead. */
  within?: (tx: Database, row: T["$inferSelect"]) => Promise<void>;
  /** Extra fields for the JSON answer, e.g. a WhatsApp link. */
  extras?: (row: T["$inferSelect"], db: Database) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Where a plain HTML form post goes on success, and back to on error (in the form's language). */
  thankYouPath: string;
  formPath: string;
}

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
}

/**
 * Saves the lead in one transaction: the row, its network's count, and either its staff notification or, over the
 * network's limit, the suspected flag. A repeated key with the same details finds the first row and writes nothing;
 * with other details it is a conflict.
 */
export async function saveLead<T extends LeadTable>(
  db: Database,
  { table, notification, kind, within }: Pick<LeadIntake<z.ZodObject, T>, "table" | "notification" | "kind" | "within">,
  values: T["$inferInsert"] & { idempotencyKey: string; requestHash: string },
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
      return { row: existing!, replayed: true };
    }
    await within?.(tx as unknown as Database, row);
    const { limit, windowSeconds } = leadRateLimit();
    if ((await countHit(tx as unknown as Database, limiterKey("lead:", network), windowSeconds)) > limit) {
      await tx
        .update(table as LeadTable)
        .set({ suspected: true })
        .where(eq(table.id, row.id));
      return { row: { ...row, suspected: true }, replayed: false };
    }
    const messages = [await notification(row, tx as unknown as Database)].flat();
    await tx.insert(outbox).values(messages.map((message) => ({ kind, leadId: row.id, ...message })));
    return { row, replayed: false };
  });
}

/** Counts a post a bot trap dropped; nothing of the post itself is kept or logged. */
async function countTrap(db: Database, kind: string, reason: "honeypot" | "too-fast"): Promise<void> {
  console.warn("lead dropped by a bot trap:", JSON.stringify({ kind, reason }));
  await db
    .insert(trapDrops)
    .values({ day: indiaDay(new Date()), kind, reason, count: 1 })
    .onConflictDoUpdate({ target: [trapDrops.day, trapDrops.kind, trapDrops.reason], set: { count: sql`${trapDrops.count} + 1` } });
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
  const message =
    failure.status === 409
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
    const input = validate(
      requestSchemas.get(locale)!,
      isPlainObject(data) ? stripEmpty(data) : data,
      formMessages(locale).server,
    ) as z.infer<S> & Submission;
    const { idempotencyKey, website, fillMs, lang, visitSource, ...fields } = input;

    // The thank-you page tells a visitor who posted without JavaScript the time the studio promised.
    const answer = (status: number, body: Record<string, unknown>) =>
      fromHtmlForm
        ? new Response(null, { status: 303, headers: { Location: thankYouUrl(localePath(lead.thankYouPath, locale), body.promise) } })
        : json(status, body);

    const db = await getDb();
    // Bots are told they succeeded and nothing of theirs is stored.
    if (website || (fillMs !== undefined && fillMs < MIN_FILL_MS)) {
      await countTrap(db, lead.kind, website ? "honeypot" : "too-fast");
      return answer(202, { data: null });
    }

    // Every lead records the language of the page it came from, so staff can call back in it.
    const row = { ...((await lead.toRow(fields as z.infer<S>)) as Record<string, unknown>), lang };
    // The visit's source is stored but not hashed: a retry from a page that saw a new landing is still the same lead.
    const values = {
      ...row,
      visitSource,
      idempotencyKey: idempotencyKey ?? randomUUID(),
      requestHash: requestHash(row),
    } as T["$inferInsert"] & {
      idempotencyKey: string;
      requestHash: string;
    };
    const saved = await saveLead(db, lead, values, clientNetwork(context.ip));
    // The visitor's answer never waits for the mail server.
    if (!saved.replayed && !saved.row.suspected)
      context.waitUntil(deliverOutbox(db).catch((error: unknown) => logFailure("notification will be retried:", error)));
    const { idempotencyKey: _key, requestHash: _hash, suspected: _suspected, ...record } = saved.row;
    // The time by which the studio will call, from the first save's arrival: a retry is promised the same time.
    const promise = promiseDeadline(saved.row.createdAt).toISOString();
    return answer(saved.replayed ? 200 : 201, { data: record, promise, ...(await lead.extras?.(saved.row, db)) });
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
      if (values && failure.status === 409) delete values.idempotencyKey;
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
