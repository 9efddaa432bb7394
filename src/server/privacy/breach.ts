/**
 * Whom to inform after a personal-data breach (docs/privacy.md): every person the database holds, once, with the
 * language to write to them in. An enquiry stands for its person (merged and erased ones are left out); a lead that
 * never joined an enquiry (a suspected one) is listed by its own details.
 */
import { and, eq, gte, isNull, notExists, sql } from "drizzle-orm";
import { csvRow, UTF8_BOM } from "../../lib/admin/csv";
import { LEAD_KINDS } from "../../lib/leads/kinds";
import type { Database } from "../db/client";
import { consultations, enquiries, enquiryTouches } from "../db/schema";
import { LEAD_SOURCES } from "../lead-kinds";

export interface AffectedPerson {
  /** "enquiry 12", or "consultation 40" for a lead without an enquiry. */
  record: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  lang: string;
  lastContact: Date;
}

/** The people to inform, newest first; `since` keeps those with a contact since then (a breach of a known window). */
export async function affectedPeople(db: Database, since?: Date): Promise<AffectedPerson[]> {
  const people: AffectedPerson[] = (
    await db
      .select()
      .from(enquiries)
      .where(and(isNull(enquiries.erasedAt), isNull(enquiries.mergedIntoId), since ? gte(enquiries.lastTouchAt, since) : undefined))
  ).map((row) => ({
    record: `enquiry ${row.id}`,
    name: row.name,
    email: row.email,
    phone: row.phone,
    lang: row.lang,
    lastContact: row.lastTouchAt,
  }));
  for (const kind of LEAD_KINDS) {
    const source = LEAD_SOURCES[kind];
    const rows = (await db
      .select({
        id: source.table.id,
        name: sql<string | null>`${source.name}`,
        email: source.email ? sql<string | null>`${source.email}` : sql<null>`null`,
        phone: sql<string | null>`${source.phone}`,
        lang: source.table.lang,
        at: source.table.createdAt,
      })
      .from(source.table as typeof consultations)
      .where(
        and(
          since ? gte(source.table.createdAt, since) : undefined,
          notExists(
            db
              .select({ one: sql`1` })
              .from(enquiryTouches)
              .where(and(eq(enquiryTouches.kind, kind), eq(enquiryTouches.leadId, source.table.id))),
          ),
        ),
      )) as { id: number; name: string | null; email: string | null; phone: string | null; lang: string; at: Date }[];
    for (const row of rows)
      if (row.email || row.phone)
        people.push({
          record: `${kind} ${row.id}`,
          name: row.name,
          email: row.email,
          phone: row.phone,
          lang: row.lang,
          lastContact: row.at,
        });
  }
  return people.sort((a, b) => b.lastContact.getTime() - a.lastContact.getTime());
}

/** The list as a spreadsheet opens it (Tamil names intact). */
export function affectedCsv(people: AffectedPerson[]): string {
  return (
    UTF8_BOM +
    csvRow(["Record", "Name", "E-mail", "Phone", "Language", "Last contact"]) +
    people.map((p) => csvRow([p.record, p.name, p.email, p.phone, p.lang, p.lastContact.toISOString()])).join("")
  );
}
