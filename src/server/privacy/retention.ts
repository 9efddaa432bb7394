/**
 * Retention: what the privacy notice promises, done. An enquiry that did not become a project (any stage but Won),
 * with no contact for `site.privacy.retentionMonths` (its person's last lead, or staff's last logged attempt,
 * whichever is later), is erased (src/server/privacy/erase.ts, this enquiry only). Its person is e-mailed
 * `site.privacy.warningHours` before, when it has an address; it is erased only once that warning is as old, so a late
 * pass never erases without the full notice. A contact after the warning starts the count again. Leads that never
 * joined an enquiry (suspected ones, chats without a number) go once they are as old.
 *
 * The scheduled `functions/privacy-retention.ts` and `npm run privacy:retention` run `retentionPass`, which
 * returns counts only.
 */
import { and, eq, inArray, isNull, lt, ne, notExists, sql } from "drizzle-orm";
import { site } from "../../config/site";
import { fill } from "../../i18n/fill";
import { en } from "../../i18n/en";
import { ta } from "../../i18n/ta";
import type { Locale } from "../../i18n/locales";
import { LEAD_KINDS } from "../../lib/leads/kinds";
import { formatPromise } from "../../lib/leads/promise";
import type { Database } from "../db/client";
import { bookings, enquiries, enquiryTouches, outbox, privacyErasures } from "../db/schema";
import { LEAD_SOURCES } from "../lead-kinds";
import { queueMessages } from "../notify/outbox";
import { eraseEnquiry } from "./erase";

const CATALOGUES = { en, ta };

/** An enquiry's last contact: its person's latest lead, or staff's latest logged attempt. */
const lastContact = sql<Date>`greatest(${enquiries.lastTouchAt}, (
  select max("createdAt") from "enquiry_events" where "enquiry_events"."enquiryId" = ${enquiries.id} and "enquiry_events"."type" = 'attempt'
))`.mapWith(enquiries.lastTouchAt);

/** The instant the retention setting's months before `now`, as PostgreSQL counts months. */
const monthsBefore = (now: Date) => sql`${now.toISOString()}::timestamptz - make_interval(months => ${site.privacy.retentionMonths})`;

/** Enquiries retention may erase: not erased, not merged into another (they go with it), not a project. */
const kept = () => and(isNull(enquiries.erasedAt), isNull(enquiries.mergedIntoId), ne(enquiries.stage, "won"));

export interface RetentionResult {
  warned: number;
  erased: number;
  /** Leads with no enquiry erased, per kind. */
  unattached: Record<string, number>;
}

/** The warning e-mail, in the enquiry's language: the date it will be erased and how to keep it. */
export function retentionWarning(row: { name: string | null; lang: Locale; last: Date; erasesAt: Date }) {
  const words = CATALOGUES[row.lang].privacy.retentionWarning;
  const values = {
    // A name is one line in the subject and greeting, whatever was typed.
    months: site.privacy.retentionMonths,
    last: formatPromise(row.last, row.lang),
    date: formatPromise(row.erasesAt, row.lang),
    phone: site.contact.phone,
  };
  // A name is one line, whatever was typed: its first word greets the person.
  const name = (row.name ?? "").replace(/\s+/g, " ").trim().split(" ")[0];
  const greeting = name ? fill(words.greeting, { name }) : words.greetingNoName;
  return { subject: fill(words.subject, values), body: `${greeting}\n\n${fill(words.body, values)}` };
}

/** One pass: warns those due a warning, erases what is past its time (with its warning old enough), counts. */
export async function retentionPass(db: Database, now = new Date()): Promise<RetentionResult> {
  const warningMs = site.privacy.warningHours * 3_600_000;
  const limit = monthsBefore(now);
  const warnFrom = monthsBefore(new Date(now.getTime() + warningMs));
  const result: RetentionResult = { warned: 0, erased: 0, unattached: {} };

  // Warnings: past (limit - warning), with an address, not yet warned since the last contact.
  const toWarn = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(
      and(
        kept(),
        sql`${enquiries.email} is not null`,
        sql`${lastContact} <= ${warnFrom}`,
        sql`(${enquiries.retentionWarnedAt} is null or ${enquiries.retentionWarnedAt} <= ${lastContact})`,
      ),
    );
  for (const { id } of toWarn) {
    const sent = await db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      // Locked and checked again: two passes at once warn once, and a lead or call since the query keeps it.
      const [row] = await tx
        .select({
          name: enquiries.name,
          email: enquiries.email,
          lang: enquiries.lang,
          last: lastContact,
          warnedAt: enquiries.retentionWarnedAt,
        })
        .from(enquiries)
        .where(and(eq(enquiries.id, id), kept(), sql`${lastContact} <= ${warnFrom}`))
        .for("update", { of: enquiries, skipLocked: true });
      if (!row?.email || (row.warnedAt && row.warnedAt > row.last)) return false;
      const last = row.last;
      const erasesAt = new Date(Math.max(addMonths(last, site.privacy.retentionMonths).getTime(), now.getTime() + warningMs));
      await queueMessages(tx, "privacy", id, [
        { ...retentionWarning({ name: row.name, lang: row.lang, last, erasesAt }), recipient: row.email },
      ]);
      await tx.update(enquiries).set({ retentionWarnedAt: now }).where(eq(enquiries.id, id));
      return true;
    });
    if (sent) result.warned += 1;
  }

  // Erasures: past the limit, and either no address to warn or a warning since the last contact at least as old as the notice.
  const due = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(
      and(
        kept(),
        sql`${lastContact} <= ${limit}`,
        sql`(${enquiries.email} is null or (${enquiries.retentionWarnedAt} > ${lastContact} and ${enquiries.retentionWarnedAt} <= ${new Date(now.getTime() - warningMs).toISOString()}::timestamptz))`,
      ),
    );
  for (const { id } of due) {
    const erased = await eraseEnquiry(db, id, { by: "retention" }, { scope: "enquiry", now });
    if (erased && !erased.already) result.erased += 1;
  }

  // Leads that never joined an enquiry, as old as the limit.
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    for (const kind of LEAD_KINDS) {
      const { table } = LEAD_SOURCES[kind];
      const gone = (await tx
        .delete(table as typeof bookings)
        .where(
          and(
            lt(table.createdAt, sql`${limit}`),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(enquiryTouches)
                .where(and(eq(enquiryTouches.kind, kind), eq(enquiryTouches.leadId, table.id))),
            ),
          ),
        )
        .returning({ id: table.id })) as { id: number }[];
      if (!gone.length) continue;
      result.unattached[kind] = gone.length;
      const ids = gone.map((row) => row.id);
      await tx.delete(outbox).where(and(eq(outbox.kind, kind), inArray(outbox.leadId, ids)));
    }
    if (Object.keys(result.unattached).length)
      await tx.insert(privacyErasures).values({
        createdAt: now,
        by: "retention",
        kinds: Object.keys(result.unattached) as (typeof LEAD_KINDS)[number][],
        counts: result.unattached,
      });
  });
  return result;
}

/** `months` calendar months after `date` (as PostgreSQL's interval arithmetic does: the 31st becomes the month's last day). */
function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next;
}
