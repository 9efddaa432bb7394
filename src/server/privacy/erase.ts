/**
 * Erasure: a person's data removed everywhere, in one transaction, leaving a record with nothing personal in it.
 *
 * A person is found from one of their enquiries: that enquiry, the enquiries merged into it, and every other enquiry
 * with the same phone number or e-mail address. Their leads of every kind (the rows the enquiries' touches name, and
 * any other lead with the same number or address: a suspected one, a chat never attached) are deleted, a booking's
 * place given back first; so are the outbox messages about those leads and enquiries or addressed to the person, and
 * the staff's notes. The enquiry rows stay, emptied of the name, number, address and click identifiers, closed and
 * marked erased, so the reports' counts (by stage, week, service, locality, language and campaign) stay right. The
 * record (`privacy_erasures`) says when, which kinds and how many, and by whom. Erasing again changes nothing.
 */
import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { CLICK_IDS, type VisitTouch } from "../../lib/leads/visit-source";
import { LEAD_KINDS, type LeadKind } from "../../lib/leads/kinds";
import { phoneDigits } from "../../lib/phone";
import type { Database } from "../db/client";
import {
  bookings,
  enquiries,
  enquiryEvents,
  enquiryLinks,
  enquiryTouches,
  outbox,
  privacyErasures,
  ERASED_BY,
  type Enquiry,
} from "../db/schema";
import { LEAD_SOURCES } from "../lead-kinds";
import { releaseSlot } from "../booking/availability";

export type ErasedBy = (typeof ERASED_BY)[number];

export interface Erasure {
  enquiryId: number;
  /** Erased before: nothing was changed this time. */
  already: boolean;
  /** Rows deleted per kind of lead, and outbox messages as "messages". */
  counts: Record<string, number>;
}

/** Who erases: the person (from their private link), staff on the person's request, or the retention pass. */
export type Eraser = { by: "person" } | { by: "staff"; actorId: number } | { by: "retention" };

/**
 * `person`: everything of the person (a request); `enquiry`: this enquiry, those merged into it and their own leads
 * only (the retention pass: the same person's newer enquiry is not past its time).
 */
export type Scope = "person" | "enquiry";

/** The last ten digits: how a stored number is compared whatever way it was typed (+91, 0, spaces). */
const tenDigits = (phone: string) => phoneDigits(phone).slice(-10);
const storedTenDigits = (column: SQL | unknown) => sql`right(regexp_replace(coalesce(${column}, ''), '\\D', '', 'g'), 10)`;

/** The numbers (last ten digits) and addresses (lower case) of some enquiries. */
function identifiers(rows: Enquiry[]) {
  const phones = new Set(rows.map((row) => (row.phone ? tenDigits(row.phone) : "")).filter((phone) => phone.length >= 6));
  const emails = new Set(rows.map((row) => row.email?.trim().toLowerCase() ?? "").filter(Boolean));
  return { phones: [...phones], emails: [...emails] };
}

/** The campaign-level part of a visit's source: the click identifiers tie it to one person's ad click. */
function withoutClickIds(source: VisitTouch | null): VisitTouch | null {
  if (!source) return null;
  const kept = Object.fromEntries(Object.entries(source).filter(([name]) => !(CLICK_IDS as readonly string[]).includes(name)));
  return Object.keys(kept).length ? (kept as VisitTouch) : null;
}

/**
 * The enquiries of the same person as `root`: merged into it, and (for the whole person) those with one of its numbers
 * or addresses.
 */
async function personEnquiries(tx: Database, root: Enquiry, scope: Scope): Promise<Enquiry[]> {
  const merged = await tx.execute(sql`
    with recursive "tree" as (
      select "id" from "enquiries" where "id" = ${root.id}
      union select "enquiries"."id" from "enquiries" join "tree" on "enquiries"."mergedIntoId" = "tree"."id"
    ) select "id" from "tree"`);
  const treeIds = (merged as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
  const { phones, emails } = identifiers(await tx.select().from(enquiries).where(inArray(enquiries.id, treeIds)));
  if (scope === "enquiry") return tx.select().from(enquiries).where(inArray(enquiries.id, treeIds)).orderBy(enquiries.id).for("update");
  const same = or(
    inArray(enquiries.id, treeIds),
    phones.length ? inArray(storedTenDigits(enquiries.phone), phones) : undefined,
    emails.length ? inArray(sql`lower(trim(${enquiries.email}))`, emails) : undefined,
  );
  // Locked in id order, as every erasure locks them, so two erasures of one person wait for each other.
  return tx.select().from(enquiries).where(same).orderBy(enquiries.id).for("update");
}

/**
 * Erases the person of enquiry `id` (see above), or returns `already` when it was erased before; null when there is
 * no such enquiry. Runs in its own transaction.
 */
export async function eraseEnquiry(
  db: Database,
  id: number,
  eraser: Eraser,
  { scope = "person", now = new Date() }: { scope?: Scope; now?: Date } = {},
): Promise<Erasure | null> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const [first] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for("update");
    if (!first) return null;
    if (first.erasedAt) return { enquiryId: id, already: true, counts: {} };
    const group = await personEnquiries(tx, first, scope);
    const ids = group.map((row) => row.id);
    // Leads and messages are found by number and address only when the whole person goes.
    const whole = scope === "person";
    const phones = whole ? identifiers(group).phones : [];
    const emails = whole ? identifiers(group).emails : [];

    const touches = await tx
      .select({ kind: enquiryTouches.kind, leadId: enquiryTouches.leadId })
      .from(enquiryTouches)
      .where(inArray(enquiryTouches.enquiryId, ids));
    const counts: Record<string, number> = {};
    const erasedLeads: { kind: LeadKind; ids: number[] }[] = [];
    for (const kind of LEAD_KINDS) {
      const source = LEAD_SOURCES[kind];
      const table = source.table;
      const touched = touches.filter((touch) => touch.kind === kind).map((touch) => touch.leadId);
      const match = or(
        touched.length ? inArray(table.id, touched) : undefined,
        phones.length ? inArray(storedTenDigits(source.phone), phones) : undefined,
        emails.length && source.email ? inArray(sql`lower(trim(${source.email}))`, emails) : undefined,
      );
      if (!match) continue;
      if (kind === "booking") {
        // A booking that holds a place gives it back before it goes.
        const held = await tx
          .select()
          .from(bookings)
          .where(and(match, or(eq(bookings.status, "booked"), and(eq(bookings.status, "pending"), eq(bookings.holding, true)))))
          .for("update");
        for (const row of held) if (row.start > now) await releaseSlot(tx, row.kind, row.pool, row.start);
      }
      const gone = (await tx
        .delete(table as typeof bookings)
        .where(match)
        .returning({ id: table.id })) as { id: number }[];
      if (gone.length) {
        counts[kind] = gone.length;
        erasedLeads.push({ kind, ids: gone.map((row) => row.id) });
      }
    }

    const messages = await tx
      .delete(outbox)
      .where(
        or(
          ...erasedLeads.map((lead) => and(eq(outbox.kind, lead.kind), inArray(outbox.leadId, lead.ids))),
          and(inArray(outbox.kind, ["enquiry", "privacy"]), inArray(outbox.leadId, ids)),
          emails.length ? inArray(sql`lower(trim(${outbox.recipient}))`, emails) : undefined,
          // WhatsApp messages to the person's number (sent as 91 and the ten digits).
          phones.length ? inArray(sql`right(${outbox.recipient}, 10)`, phones) : undefined,
        ),
      )
      .returning({ id: outbox.id });
    if (messages.length) counts.messages = messages.length;

    await tx.delete(enquiryTouches).where(inArray(enquiryTouches.enquiryId, ids));
    await tx.delete(enquiryLinks).where(inArray(enquiryLinks.enquiryId, ids));
    // Staff notes are about the person; the other events (stages, attempts, assignments) are what the reports count.
    await tx.delete(enquiryEvents).where(and(inArray(enquiryEvents.enquiryId, ids), eq(enquiryEvents.type, "note")));
    for (const row of group)
      await tx
        .update(enquiries)
        .set({
          name: null,
          phone: null,
          email: null,
          matchKey: `erased:${row.id}`,
          openKey: null,
          source: withoutClickIds(row.source),
          waitingSince: null,
          nextActionAt: null,
          contactChannel: null,
          callWindow: null,
          closedAt: row.closedAt ?? now,
          erasedAt: now,
          version: row.version + 1,
        })
        .where(and(eq(enquiries.id, row.id), isNull(enquiries.erasedAt)));

    await tx.insert(privacyErasures).values({
      createdAt: now,
      enquiryId: id,
      by: eraser.by,
      actorId: eraser.by === "staff" ? eraser.actorId : null,
      kinds: erasedLeads.map((lead) => lead.kind),
      counts,
    });
    return { enquiryId: id, already: false, counts };
  });
}
