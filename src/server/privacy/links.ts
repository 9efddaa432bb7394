/**
 * The private link of an enquiry: a random token (144 bits) given to its person in the receipt e-mail, stored only as
 * its SHA-256, valid while the enquiry exists and until staff revoke it. The holder sees the enquiry and can set how
 * to be contacted, withdraw, download their data or erase it (functions/enquiry.ts). An unknown token and a revoked
 * one take the same query and get the same answer.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Locale } from "../../i18n/locales";
import type { PrivateEnquiry } from "../../lib/privacy/private-link";
import type { preferencesSchema } from "../../lib/privacy/private-link";
import { routes } from "../../lib/routes";
import { site } from "../../config/site";
import type { z } from "zod";
import type { Database } from "../db/client";
import { bookings, enquiries, enquiryEvents, enquiryLinks, enquiryTouches, users, type Enquiry } from "../db/schema";
import { HttpError } from "../http";
import { LEAD_TABLES, leadFields, type LeadRow } from "../lead-kinds";
import { releaseSlot } from "../booking/availability";
import { optOut } from "../whatsapp/queue";
import { alertOwnerOnWhatsApp } from "../whatsapp/staff-alerts";
import type { LeadKind } from "../../lib/leads/kinds";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A new link, made before its enquiry is known so the lead's own messages can carry it; it opens nothing until
 * `storeLink` gives it an enquiry in the same transaction. The token is returned once and never stored.
 */
export function newLink(lang: Locale): { token: string; url: string } {
  const token = randomBytes(18).toString("base64url");
  return { token, url: `${site.url}${routes.privateEnquiry(lang)}?t=${token}` };
}

/** Makes a link from `newLink` open the enquiry, in the caller's transaction. */
export async function storeLink(tx: Database, enquiryId: number, token: string): Promise<void> {
  await tx.insert(enquiryLinks).values({ enquiryId, tokenHash: hashOf(token) });
}

/** A token as the link writes it: anything else is not looked up (and answered as an unknown one). */
const TOKEN = /^[A-Za-z0-9_-]{24}$/;

/** The one answer to a token that opens nothing, whatever the reason. */
export const notFound = () =>
  new HttpError(404, "This link does not open an enquiry. It may have been replaced or withdrawn; please call us.");

/** The enquiry a live link opens, locked when `lock`; throws the one 404 otherwise. */
export async function linkedEnquiry(db: Database, token: unknown, lock = false): Promise<Enquiry> {
  // The same statement for every token, valid or not, so a revoked one takes the time of an unknown one.
  const hash = hashOf(typeof token === "string" && TOKEN.test(token) ? token : "");
  const query = db
    .select({ enquiry: enquiries })
    .from(enquiryLinks)
    .innerJoin(enquiries, eq(enquiries.id, enquiryLinks.enquiryId))
    .where(and(eq(enquiryLinks.tokenHash, hash), isNull(enquiryLinks.revokedAt), isNull(enquiries.erasedAt)));
  const [row] = lock ? await query.for("update", { of: enquiries }) : await query;
  if (!row) throw notFound();
  return row.enquiry;
}

/** The leads of an enquiry, as stored. */
async function leadsOf(db: Database, id: number): Promise<{ kind: LeadKind; row: LeadRow<LeadKind> }[]> {
  const touches = await db.select().from(enquiryTouches).where(eq(enquiryTouches.enquiryId, id)).orderBy(enquiryTouches.createdAt);
  const leads: { kind: LeadKind; row: LeadRow<LeadKind> }[] = [];
  for (const touch of touches) {
    const table = LEAD_TABLES[touch.kind] as typeof bookings;
    const [row] = await db.select().from(table).where(eq(table.id, touch.leadId));
    if (row) leads.push({ kind: touch.kind, row: row as unknown as LeadRow<LeadKind> });
  }
  return leads;
}

/** What the private page shows: the stage, the designer's first name, the promise, what was sent, the choices. */
export async function privateView(db: Database, enquiry: Enquiry): Promise<PrivateEnquiry> {
  const [owner] = enquiry.ownerId ? await db.select({ username: users.username }).from(users).where(eq(users.id, enquiry.ownerId)) : [];
  const leads = await leadsOf(db, enquiry.id);
  return {
    stage: enquiry.withdrawnAt ? "withdrawn" : enquiry.stage,
    designer: owner ? owner.username.split(/[\s._-]/)[0]!.replace(/^./, (c) => c.toUpperCase()) : null,
    promise: enquiry.promiseAt?.toISOString() ?? null,
    sent: leads.map(({ kind, row }) => ({
      kind,
      at: row.createdAt.toISOString(),
      fields: leadFields(kind, row).filter((f) => f.label !== "Privacy notice seen"),
    })),
    preferences: { channel: enquiry.contactChannel, window: enquiry.callWindow, lang: enquiry.lang },
    withdrawn: enquiry.withdrawnAt !== null,
  };
}

/** Everything stored about the person of this enquiry, as JSON: the enquiry's details and each lead as stored. */
export async function exportData(db: Database, enquiry: Enquiry) {
  const leads = await leadsOf(db, enquiry.id);
  const { name, phone, email, service, city, area, lang, source, createdAt, stage, contactChannel, callWindow, withdrawnAt } = enquiry;
  return {
    exportedAt: new Date().toISOString(),
    enquiry: { name, phone, email, service, city, area, lang, source, createdAt, stage, contactChannel, callWindow, withdrawnAt },
    leads: leads.map(({ kind, row }) => {
      const { idempotencyKey: _key, requestHash: _hash, network: _network, ...stored } = row as Record<string, unknown>;
      return { kind, ...stored };
    }),
  };
}

/** The person's contact choices, recorded on the enquiry (and its timeline). */
export async function setPreferences(db: Database, token: unknown, input: z.infer<typeof preferencesSchema>) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const enquiry = await linkedEnquiry(tx, token, true);
    await tx
      .update(enquiries)
      .set({ contactChannel: input.channel, callWindow: input.window, lang: input.lang ?? enquiry.lang, version: enquiry.version + 1 })
      .where(eq(enquiries.id, enquiry.id));
    await tx
      .insert(enquiryEvents)
      .values({ enquiryId: enquiry.id, type: "preferences", data: { channel: input.channel, window: input.window } });
    const [updated] = await tx.select().from(enquiries).where(eq(enquiries.id, enquiry.id));
    return privateView(tx, updated!);
  });
}

/**
 * "Stop contacting me": the consent is withdrawn, the enquiry closes as lost (withdrawn) and can no longer be reopened
 * or contacted, and its bookings still to come are cancelled, their places given back. Once only.
 */
export async function withdraw(db: Database, token: unknown, now = new Date()) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const enquiry = await linkedEnquiry(tx, token, true);
    if (!enquiry.withdrawnAt) {
      const booked = await tx
        .select({ leadId: enquiryTouches.leadId })
        .from(enquiryTouches)
        .where(and(eq(enquiryTouches.enquiryId, enquiry.id), eq(enquiryTouches.kind, "booking")));
      const ids = booked.map((touch) => touch.leadId);
      if (ids.length) {
        const live = await tx
          .select()
          .from(bookings)
          .where(and(inArray(bookings.id, ids), inArray(bookings.status, ["booked", "pending"])))
          .for("update");
        for (const row of live) {
          if (row.status === "booked" || row.holding) await releaseSlot(tx, row.kind, row.pool, row.start);
          await tx
            .update(bookings)
            .set({ status: "cancelled", holding: false, sequence: row.sequence + 1 })
            .where(eq(bookings.id, row.id));
        }
      }
      await tx
        .update(enquiries)
        .set({
          withdrawnAt: now,
          stage: "lost",
          lostReason: "withdrawn",
          closedAt: enquiry.closedAt ?? now,
          openKey: null,
          waitingSince: null,
          nextActionAt: null,
          version: enquiry.version + 1,
        })
        .where(eq(enquiries.id, enquiry.id));
      await tx.insert(enquiryEvents).values({
        enquiryId: enquiry.id,
        createdAt: now,
        type: "stage",
        data: { from: enquiry.stage, to: "lost", lostReason: "withdrawn", by: "person" },
      });
      // No more receipts or reminders on WhatsApp either; the owner hears of it there when they asked for alerts.
      await optOut(tx, enquiry.phone);
      await alertOwnerOnWhatsApp(tx, enquiry.id, "staff_withdrawal");
    }
    const [updated] = await tx.select().from(enquiries).where(eq(enquiries.id, enquiry.id));
    return privateView(tx, updated!);
  });
}

/** Staff revoke every link of an enquiry (a link forwarded to the wrong person): the holders get the one 404. */
export async function revokeLinks(tx: Database, enquiryId: number, now = new Date()): Promise<number> {
  const revoked = await tx
    .update(enquiryLinks)
    .set({ revokedAt: now })
    .where(and(eq(enquiryLinks.enquiryId, enquiryId), isNull(enquiryLinks.revokedAt)))
    .returning({ id: enquiryLinks.id });
  return revoked.length;
}
