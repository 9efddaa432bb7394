import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { submissionFields } from "../lib/forms/fields";
import { getDb, type Database } from "./db/client";
import { consultations, contacts, outbox, priceEstimator } from "./db/schema";
import { HttpError, handler, json, readBody, validate, type FunctionContext } from "./http";
import { deliverOutbox } from "./notify/outbox";
import { checkRateLimit, leadRateLimit } from "./rate-limit";
import { formErrorPage } from "./html";

type LeadTable = typeof consultations | typeof contacts | typeof priceEstimator;
type Submission = { idempotencyKey?: string; website?: string; fillMs?: number };

/** Bots fill a form in well under this; people do not. */
export const MIN_FILL_MS = 2500;

export interface LeadKind<S extends z.ZodObject, T extends LeadTable> {
  kind: "consultation" | "contact" | "estimate";
  schema: S;
  table: T;
  toRow: (input: z.infer<S>) => Omit<T["$inferInsert"], "idempotencyKey">;
  notification: (row: T["$inferSelect"]) => { subject: string; body: string };
  /** Extra fields for the JSON answer, e.g. a WhatsApp link. */
  extras?: (row: T["$inferSelect"]) => Record<string, unknown>;
  /** Where a plain HTML form post goes on success, and back to on error. */
  thankYouPath: string;
  formPath: string;
}

/**
 * Saves the lead and its staff notification in one transaction. A repeated
 * idempotency key (double click, retry after a timeout) finds the first row
 * and writes nothing.
 */
export async function saveLead<T extends LeadTable>(
  db: Database,
  table: T,
  values: T["$inferInsert"],
  notification: (row: T["$inferSelect"]) => { subject: string; body: string },
  kind: string,
): Promise<{ row: T["$inferSelect"]; replayed: boolean }> {
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
        .where(eq(table.idempotencyKey, values.idempotencyKey!))) as T["$inferSelect"][];
      return { row: existing!, replayed: true };
    }
    await tx.insert(outbox).values({ kind, leadId: row.id, ...notification(row) });
    return { row, replayed: false };
  });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The whole journey of a lead through a function: parse, limit, validate, filter spam, save, notify, answer. */
export function leadHandler<S extends z.ZodObject, T extends LeadTable>(lead: LeadKind<S, T>) {
  const requestSchema = lead.schema.extend(submissionFields);
  return handler(["POST"], async (req, context: FunctionContext) => {
    const { data, fromHtmlForm } = await readBody(req);
    const db = await getDb();
    const wait = await checkRateLimit(db, `${lead.kind}:${context.ip}`, leadRateLimit());
    if (wait !== null) {
      throw new HttpError(
        429,
        `Too many requests from your connection. Please try again in ${Math.ceil(wait / 60)} minutes, or call us.`,
        {},
        { "Retry-After": String(wait) },
      );
    }

    let input: z.infer<S> & Submission;
    try {
      input = validate(requestSchema, isPlainObject(data) ? stripEmpty(data) : data) as z.infer<S> & Submission;
    } catch (error) {
      if (fromHtmlForm && error instanceof HttpError && error.status === 400) {
        return formErrorPage(error.details.fields as Record<string, string>, lead.formPath);
      }
      throw error;
    }
    const { idempotencyKey, website, fillMs, ...fields } = input;

    const answer = (status: number, body: Record<string, unknown>) =>
      fromHtmlForm ? new Response(null, { status: 303, headers: { Location: lead.thankYouPath } }) : json(status, body);

    // Bots are told they succeeded and nothing is stored.
    if (website || (fillMs !== undefined && fillMs < MIN_FILL_MS)) return answer(202, { data: null });

    const values = { ...lead.toRow(fields as z.infer<S>), idempotencyKey: idempotencyKey ?? randomUUID() } as T["$inferInsert"];
    const { row, replayed } = await saveLead(db, lead.table, values, lead.notification, lead.kind);
    // The visitor's answer never waits for the mail server.
    if (!replayed)
      context.waitUntil(
        deliverOutbox(db).catch((error: unknown) => console.warn("notification will be retried:", (error as Error).message)),
      );
    const { idempotencyKey: _key, ...record } = row;
    return answer(replayed ? 200 : 201, { data: record, ...lead.extras?.(row) });
  });
}

/** An HTML form sends empty strings for untouched optional fields. */
function stripEmpty(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== ""));
}
