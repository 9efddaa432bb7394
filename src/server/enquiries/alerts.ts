import { and, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import type { AlertKind } from "../../lib/admin/enquiries";
import type { Database } from "../db/client";
import { outbox, users } from "../db/schema";
import { enquiryRules } from "../../config/enquiries";
import { whatsapp as words } from "../../i18n/en/whatsapp";
import { formatPromise } from "../../lib/leads/promise";
import { queueWhatsApp, type WhatsAppNotice } from "../whatsapp/queue";
import { staffValues, whatsappAdmins } from "../whatsapp/staff-alerts";
import { alertMessage } from "./messages";

type PassKind = Exclude<AlertKind, "owner-now">;

interface DueRow {
  id: number;
  ownerId: number | null;
  name: string | null;
  service: string | null;
  area: string | null;
  city: string | null;
  promiseAt: string | Date | null;
  nextActionAt: string | Date | null;
  ownerEmail: string | null;
  ownerName: string | null;
  ownerWhatsApp: string | null;
}

/** Each pass: which enquiries are due, what marks them alerted, and the instant the alert is about (part of its key). */
const PASSES: Record<PassKind, (now: Date) => { due: SQL; mark: SQL; dueFor: SQL }> = {
  "owner-again": (now) => ({
    due: sql`"waitingSince" is not null and "alertLevel" < 1 and "ownerAgainAt" <= ${now}`,
    mark: sql`"alertLevel" = 1`,
    dueFor: sql`"waitingSince"`,
  }),
  admins: (now) => ({
    due: sql`"waitingSince" is not null and "alertLevel" < 2 and "adminsAt" <= ${now}`,
    mark: sql`"alertLevel" = 2`,
    dueFor: sql`"waitingSince"`,
  }),
  "next-action": (now) => ({
    due: sql`"nextActionAt" is not null and "remindedFor" is distinct from "nextActionAt" and "nextActionAt" <= ${now}
      and "closedAt" is null and "mergedIntoId" is null`,
    mark: sql`"remindedFor" = "nextActionAt"`,
    dueFor: sql`"nextActionAt"`,
  }),
};

const date = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * The same alerts on WhatsApp, to the people who asked for them: the owner again at 15 minutes, every admin at 60
 * (next actions stay e-mail only). First name, service, locality and the link: nothing more.
 */
async function whatsappAlerts(tx: Database, kind: PassKind, rows: DueRow[]): Promise<WhatsAppNotice[]> {
  if (kind === "next-action") return [];
  const admins = kind === "admins" ? await whatsappAdmins(tx) : [];
  return rows.flatMap((row): WhatsAppNotice[] => {
    const values = staffValues({ ...row, id: Number(row.id) });
    const promise = row.promiseAt ? formatPromise(date(row.promiseAt)!) : "—";
    const base = { kind: "enquiry", leadId: Number(row.id), lang: "en" as const };
    if (kind === "owner-again")
      return row.ownerWhatsApp
        ? [
            {
              ...base,
              to: row.ownerWhatsApp,
              template: "staff_enquiry_waiting",
              values: { ...values, promise, minutes: String(enquiryRules.alerts.ownerAgainMinutes) },
            },
          ]
        : [];
    return admins.map((admin) => ({
      ...base,
      to: admin.whatsapp,
      template: "staff_enquiry_escalated" as const,
      values: { ...values, minutes: String(enquiryRules.alerts.adminsMinutes), owner: row.ownerName ?? words.unassigned },
    }));
  });
}

/**
 * Queues the alerts that have fallen due, each once: the owner again 15 business minutes into a wait without an
 * attempt, every admin at 60, and the owner when a next action falls due. Each pass marks the enquiries it alerts
 * (partial indexes on the unmarked ones keep a pass over 100,000 open enquiries quick) and records each alert under
 * its unique key (enquiry, kind, wait) in the same statement, so two overlapping runs never send one twice: the
 * second finds the rows marked, or the key taken. Run by the scheduled outbox sender before it sends.
 */
export async function queueEnquiryAlerts(db: Database, now = new Date()): Promise<Record<PassKind, number>> {
  const counts: Record<PassKind, number> = { "owner-again": 0, admins: 0, "next-action": 0 };
  for (const kind of Object.keys(PASSES) as PassKind[]) {
    const { due, mark, dueFor } = PASSES[kind](now);
    counts[kind] = await db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      const result = await tx.execute(sql`
        with "due" as (
          update "enquiries" set ${mark} where ${due}
          returning "id", ${dueFor} as "dueFor", "ownerId", "name", "service", "area", "city", "promiseAt", "nextActionAt"
        ), "keyed" as (
          insert into "enquiry_alerts" ("enquiryId", "kind", "dueFor") select "id", ${kind}, "dueFor" from "due"
          on conflict do nothing returning "enquiryId"
        )
        select "due"."id", "due"."ownerId", "due"."name", "due"."service", "due"."area", "due"."city", "due"."promiseAt",
          "due"."nextActionAt", "users"."email" as "ownerEmail", "users"."username" as "ownerName",
          case when "users"."whatsappAlerts" then "users"."whatsapp" end as "ownerWhatsApp"
        from "due" join "keyed" on "keyed"."enquiryId" = "due"."id" left join "users" on "users"."id" = "due"."ownerId"`);
      const rows = (result as unknown as { rows: DueRow[] }).rows;
      if (rows.length === 0) return 0;
      // Every admin's own address; with none recorded, the studio's staff address (a null recipient).
      const admins =
        kind === "admins"
          ? (
              await tx
                .select({ email: users.email })
                .from(users)
                .where(and(eq(users.role, "admin"), isNotNull(users.email)))
            ).map((user) => user.email)
          : [];
      const messages = rows.flatMap((row) => {
        const message = alertMessage(
          kind,
          { ...row, id: Number(row.id), promiseAt: date(row.promiseAt), nextActionAt: date(row.nextActionAt) },
          row.ownerName,
        );
        const recipients = kind === "admins" ? (admins.length ? admins : [null]) : [row.ownerEmail];
        return recipients.map((recipient) => ({ kind: "enquiry", leadId: Number(row.id), recipient, ...message }));
      });
      for (let start = 0; start < messages.length; start += 500) await tx.insert(outbox).values(messages.slice(start, start + 500));
      await queueWhatsApp(tx, await whatsappAlerts(tx, kind, rows));
      return rows.length;
    });
  }
  return counts;
}
