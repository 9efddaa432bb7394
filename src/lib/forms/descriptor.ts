import { z } from "../zod";
import type { Locale } from "../../i18n/locales";
import { perLocale, type FormMessages } from "./messages";

/** How a field is typed: its input in the island and on the no-JavaScript page; "hidden" is sent, never typed. */
export type InputKind = "text" | "email" | "tel" | "textarea" | "service" | "checkbox" | "hidden";

/**
 * One field of a lead form, written once. The form's schema, the island's inputs and starting values, the
 * no-JavaScript page's fields, the staff labels, the inbox's details and the table's column are all made from it.
 */
export interface FieldSpec {
  /** The field's rule, with its messages in a language (the form's catalogue, or another part of it by `locale`). */
  schema: (m: FormMessages, locale: Locale) => z.ZodType;
  input: InputKind;
  /** Its label: a key of the catalogue's `forms.fields` (typed fields only). */
  label?: keyof FormMessages["fields"];
  /** Its placeholder: a key of the catalogue's `forms.placeholders`, or "example" for the phone rule's example number. */
  placeholder?: keyof FormMessages["placeholders"] | "example";
  autoComplete?: string;
  /** Half the width on wider screens, beside the next half-width field. */
  half?: boolean;
  /** A textarea's height. */
  rows?: number;
  /** What the island starts with: typed fields start empty, a hidden one with this value when given. */
  initial?: string;
  /** Its label on staff screens and in the staff email; without one, staff read it some other way. */
  staff?: string;
  /** How staff read a stored value (a service's id as its name). */
  show?: (value: string) => string;
  /** Part of the lead's one line of details: the inbox's preview and the export's Details column. */
  details?: boolean;
  /** Offered again on the no-JavaScript error page (typed fields as inputs, others hidden); true unless false. */
  carried?: boolean;
  /**
   * Stored in a text column of its own name, NOT NULL unless the field may be left out; "nullable" for a column that
   * takes nulls although the form asks for it; false for a value the form's intake stores some other way.
   */
  column?: boolean | "nullable";
}

export type FieldSpecs = Record<string, FieldSpec>;

/** Where a form's island sends its lead, and the key its draft is kept under on the visitor's device. */
export interface LeadIsland {
  endpoint: string;
  draftKey: string;
}

type Shape<F extends FieldSpecs> = { -readonly [K in keyof F]: ReturnType<F[K]["schema"]> };

/** A field's view on the no-JavaScript page. */
export interface PageField {
  input: InputKind;
  label?: keyof FormMessages["fields"];
}

/** The names of the fields stored in columns of their own. */
export type StoredName<F extends FieldSpecs> = { [K in keyof F]: F[K]["column"] extends false ? never : K }[keyof F] & string;

const entries = (fields: FieldSpecs) => Object.entries(fields);
const isEmpty = (value: unknown) => value === undefined || value === null || value === "";

/** Whether a field may be left out: its column takes nulls. */
export const isOptionalField = (field: FieldSpec, m: FormMessages, locale: Locale = "en") =>
  field.schema(m, locale).safeParse(undefined).success;

/** A lead form made from its fields (and, for a form a page shows, where its island posts): every list of them is derived here. */
export function leadForm<const F extends FieldSpecs, const I extends LeadIsland | undefined = undefined>(fields: F, island?: I) {
  type Values = z.infer<z.ZodObject<Shape<F>>>;
  const build = (m: FormMessages, locale: Locale) =>
    z.strictObject(Object.fromEntries(entries(fields).map(([name, field]) => [name, field.schema(m, locale)])) as Shape<F>);
  const typed = entries(fields).filter(([, field]) => field.input !== "hidden");
  return {
    fields,
    island: island as I,
    /** The form's schema in each language, each built once. */
    schemas: perLocale(build),
    /**
     * The island's starting values: typed fields empty (a choice not yet made is "", which its schema refuses, so
     * the type claims only what the form needs), hidden ones when they have a value to start with.
     */
    defaults: Object.fromEntries(
      entries(fields)
        .filter(([, field]) => field.input !== "hidden" || field.initial !== undefined)
        .map(([name, field]) => [name, field.initial ?? ""]),
    ) as Partial<Values>,
    /** The typed fields in the order the form shows them. */
    typed: typed.map(([name, field]) => ({ name, ...field })),
    /** What the no-JavaScript page offers again, by field name. */
    page: new Map<string, PageField>(
      entries(fields)
        .filter(([, field]) => field.carried !== false)
        .map(([name, field]) => [name, { input: field.input, label: field.label }]),
    ),
    /** The row's own columns from valid values: a field left empty is stored as null. */
    row(values: Values): {
      [K in StoredName<F> & keyof Values]: undefined extends Values[K] ? Exclude<Values[K], undefined> | null : Values[K];
    } {
      return Object.fromEntries(
        entries(fields)
          .filter(([, field]) => field.column !== false)
          .map(([name]) => [name, isEmpty(values[name as keyof Values]) ? null : values[name as keyof Values]]),
      ) as never;
    },
    /** The fields staff read, labelled, in the form's order. */
    staffFields(row: Record<string, unknown>): [label: string, value: string | null][] {
      return entries(fields)
        .filter(([, field]) => field.staff)
        .map(([name, field]) => {
          const value = row[name];
          return [field.staff!, isEmpty(value) ? null : field.show ? field.show(String(value)) : String(value)];
        });
    },
    /** The lead's own words on one line (the inbox's preview, the export's Details). */
    details(row: Record<string, unknown>, separator = " – "): string | null {
      const parts = entries(fields)
        .filter(([name, field]) => field.details && !isEmpty(row[name]))
        .map(([name]) => String(row[name]));
      return parts.join(separator) || null;
    },
  };
}

export type LeadForm<F extends FieldSpecs = FieldSpecs> = ReturnType<typeof leadForm<F>>;
