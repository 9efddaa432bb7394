import { sql, type NotNull } from "drizzle-orm";
import { boolean, index, jsonb, text, timestamp, type ExtraConfigColumn, type PgTextBuilderInitial } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { isOptionalField, type FieldSpec, type FieldSpecs, type StoredName } from "../../lib/forms/descriptor";
import { formMessages } from "../../lib/forms/messages";
import type { VisitSource } from "../../lib/leads/visit-source";
import type { ConsentRecord } from "../../lib/privacy/consent";
import { DEFAULT_LOCALE, LOCALES } from "../../i18n/locales";

/** Column builders the tables in `schema.ts` share: each call makes a fresh column, as drizzle needs per table. */

export const createdAt = () => timestamp("createdAt", { withTimezone: true }).notNull().defaultNow();
export const isRead = () => boolean("isRead").notNull().default(false);
/** Saved, but over its network's limit: staff review it apart and it is not mailed as a normal lead. */
export const suspected = () => boolean("suspected").notNull().default(false);
/** The language of the page a lead came from ("en" or "ta"): staff call back in it. Earlier leads were all English. */
export const lang = () => text("lang", { enum: LOCALES }).notNull().default(DEFAULT_LOCALE);
/** Where the visit that sent the lead came from (`src/lib/leads/visit-source.ts`); null when the browser sent none. */
export const visitSource = () => jsonb("visitSource").$type<VisitSource>();
/** The privacy notice its person was shown beside the form, on which form, and when (src/lib/privacy/consent.ts). */
export const consent = () => jsonb("consent").$type<ConsentRecord>();

/** What every lead a form sends carries besides its own fields: when it came, whether staff read it, its retry key. */
export const leadColumns = () => ({
  createdAt: createdAt(),
  isRead: isRead(),
  /** The key the browser sends with each submission: a retry of the same submission finds the first row. */
  idempotencyKey: text("idempotencyKey").unique(),
  /** A digest of what was submitted with the key, so the same key with other details is recognised as a conflict. */
  requestHash: text("requestHash"),
  suspected: suspected(),
  lang: lang(),
  visitSource: visitSource(),
  consent: consent(),
  /** The person ticked "Send my confirmation on WhatsApp": their receipt and reminders go there too, until they write "stop". */
  whatsappReceipts: boolean("whatsappReceipts").notNull().default(false),
});

/** The leads monitor pages newest first and counts what is unread; both stay index-only at 100,000 leads. */
export const leadIndexes = (name: string, t: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn }) => [
  index(`${name}_created_idx`).on(t.createdAt.desc(), t.id.desc()),
  index(`${name}_unread_idx`)
    .on(t.createdAt.desc(), t.id.desc())
    .where(sql`"isRead" = false`),
];

type TextColumn<N extends string> = PgTextBuilderInitial<N, [string, ...string[]]>;
type FieldColumn<N extends string, S extends FieldSpec> = S["column"] extends "nullable"
  ? TextColumn<N>
  : undefined extends z.input<ReturnType<S["schema"]>>
    ? TextColumn<N>
    : NotNull<TextColumn<N>>;

/**
 * A lead form's own columns, from its descriptor (`src/lib/forms/descriptor.ts`): a text column per stored field, by
 * the field's name, NOT NULL unless the form lets it be left out.
 */
export function formColumns<F extends FieldSpecs>(fields: F): { [K in StoredName<F>]: FieldColumn<K, F[K]> } {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, field]) => field.column !== false)
      .map(([name, field]) => {
        const column = text(name);
        return [name, field.column === "nullable" || isOptionalField(field, formMessages("en")) ? column : column.notNull()];
      }),
  ) as never;
}
