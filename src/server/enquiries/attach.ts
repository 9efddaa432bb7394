import { sql } from "drizzle-orm";
import { enquiryRules } from "../../config/enquiries";
import { FUNNEL_STAGES, type EnquiryPerson, type Stage } from "../../lib/admin/enquiries";
import type { LeadKind } from "../../lib/leads/kinds";
import { addBusinessMinutes, formatPromise, promiseDeadline } from "../../lib/leads/promise";
import type { VisitSource } from "../../lib/leads/visit-source";
import { phoneMatchKey } from "../../lib/phone";
import type { Database } from "../db/client";
import { LEAD_SOURCES, when, type LeadRow } from "../lead-kinds";
import { booking as bookingRules } from "../../config/booking";
import { whatsappSending } from "../whatsapp/config";
import { staffValues as staffAlertValues } from "../whatsapp/staff-alerts";
import { renderTemplate, templateParams, type TemplateName } from "../whatsapp/templates";
import { alertMessage, ENQUIRY_ID_MARK } from "./messages";

/** A booking's appointment as its owner's alert names it. */
const appointmentWords = (row: LeadRow<"booking">) => `${bookingRules.kinds[row.kind].label}, ${when(row.start)}`;

/** What an enquiry takes from a lead. */
export interface EnquiryLead extends EnquiryPerson {
  kind: LeadKind;
  id: number;
  createdAt: Date;
  visitSource: VisitSource | null;
  /** A booking's appointment in words ("Video call, 1 Dec 2026, 4:00 pm"), for its owner's WhatsApp alert. */
  appointment?: string;
}

/** A stored lead of any kind read into what its enquiry needs, by the kind's own columns (src/server/lead-kinds.ts). */
export function enquiryLead<K extends LeadKind>(kind: K, row: LeadRow<K>): EnquiryLead {
  const { columns } = LEAD_SOURCES[kind];
  const record = row as unknown as Record<string, unknown>;
  const read = (key: string | number | symbol | null) =>
    key === null ? null : ((record[key as string] as string | null | undefined) ?? null);
  return {
    kind,
    id: row.id,
    createdAt: row.createdAt,
    name: read(columns.name),
    phone: read(columns.phone),
    email: read(columns.email),
    service: read(columns.service),
    city: read(columns.city),
    area: typeof record.area === "string" ? record.area : null,
    lang: row.lang,
    visitSource: row.visitSource ?? null,
    ...(kind === "booking" ? { appointment: appointmentWords(row as LeadRow<"booking">) } : {}),
  };
}

/** The key that finds a person's open enquiry: their phone number normalised, else their e-mail address. */
export function matchKey(lead: Pick<EnquiryLead, "phone" | "email">): string | null {
  const phone = phoneMatchKey(lead.phone);
  if (phone) return `p:${phone}`;
  const email = lead.email?.trim().toLowerCase();
  return email ? `e:${email}` : null;
}

/** Leads that move their enquiry to Meeting booked, and the stages they move it from. */
const BOOKED_FROM = FUNNEL_STAGES.slice(0, FUNNEL_STAGES.indexOf("meeting-booked"));

/**
 * Attaches a lead to its person's open enquiry, or opens one, in ONE statement inside the lead's own transaction:
 * the upsert on the unique open key finds or makes the enquiry; a new one is given round-robin to the next available
 * person who serves its city and language (none: it waits unassigned); the lead becomes a touch and an event; a
 * booking moves the enquiry to Meeting booked; and when the lead opens the wait (a new enquiry, or one somebody had
 * already tried), the promise is set and the owner's first alert is queued in the outbox (to the owner's own address:
 * an unassigned lead's notification already goes to the studio's staff address). Nothing here can refuse the
 * lead: a lead without a phone number or e-mail address simply has no enquiry.
 */
export async function attachLead(tx: Database, lead: EnquiryLead): Promise<{ enquiryId: number; created: boolean } | null> {
  const key = matchKey(lead);
  if (!key) return null;
  const at = lead.createdAt;
  const promise = promiseDeadline(at);
  const booking = lead.kind === "booking";
  const firstStage: Stage = booking ? "meeting-booked" : "new";
  const subject = { id: 0, name: lead.name, service: lead.service, area: lead.area, city: lead.city, promiseAt: promise };
  const alert = alertMessage("owner-now", subject);
  // The owner's WhatsApp alert (when they asked for one): a booking says what was booked, on every booking; any other
  // lead says a new enquiry waits, with the owner's first e-mail. Its link names the enquiry once it exists.
  const staffValues = staffAlertValues({ ...subject, id: ENQUIRY_ID_MARK });
  const whatsapp: { template: TemplateName; params: string[]; every: boolean } | null = whatsappSending()
    ? lead.kind === "booking"
      ? {
          template: "staff_booking",
          params: templateParams("staff_booking", { ...staffValues, appointment: lead.appointment ?? "" }),
          every: true,
        }
      : {
          template: "staff_new_enquiry",
          params: templateParams("staff_new_enquiry", { ...staffValues, promise: formatPromise(promise) }),
          every: false,
        }
    : null;
  const result = await tx.execute(sql`
    with "before" as (
      select "id", "stage", "waitingSince" from "enquiries" where "openKey" = ${key}
    ), "candidates" as (
      select "id", row_number() over (order by "id") - 1 as "n", count(*) over () as "total"
      from "users"
      where "available" and ${lead.lang} = any("languages")
        and (${lead.city}::text is null or cardinality("cities") = 0
          or lower(${lead.city}::text) in (select lower("city") from unnest("cities") as "city"))
    ), "turn" as (
      -- Its own CTE, so the sequence moves once per lead (in a join it could be called once per candidate).
      select nextval('enquiry_round_robin') as "turn"
    ), "pick" as (
      select "candidates"."id" from "candidates", "turn" where "candidates"."n" = "turn"."turn" % "candidates"."total"
    ), "upserted" as (
      insert into "enquiries" ("matchKey", "openKey", "ownerId", "stage", "furthestStage", "name", "phone", "email", "service", "city", "area", "lang",
        "source", "createdAt", "lastTouchAt", "promiseAt", "waitingSince", "ownerAgainAt", "adminsAt")
      values (${key}, ${key}, (select "id" from "pick"), ${firstStage}, ${firstStage}, ${lead.name}, ${lead.phone}, ${lead.email},
        ${lead.service}, ${lead.city}, ${lead.area}, ${lead.lang}, ${lead.visitSource ? JSON.stringify(lead.visitSource.first) : null}::jsonb,
        ${at}, ${at}, ${promise}, ${at}, ${addBusinessMinutes(at, enquiryRules.alerts.ownerAgainMinutes)},
        ${addBusinessMinutes(at, enquiryRules.alerts.adminsMinutes)})
      on conflict ("openKey") do update set
        "lastTouchAt" = greatest("enquiries"."lastTouchAt", excluded."lastTouchAt"),
        "name" = coalesce("enquiries"."name", excluded."name"),
        "phone" = coalesce("enquiries"."phone", excluded."phone"),
        "email" = coalesce("enquiries"."email", excluded."email"),
        "service" = coalesce("enquiries"."service", excluded."service"),
        "city" = coalesce("enquiries"."city", excluded."city"),
        "area" = coalesce("enquiries"."area", excluded."area"),
        "source" = coalesce("enquiries"."source", excluded."source"),
        "promiseAt" = case when "enquiries"."waitingSince" is null then excluded."promiseAt" else "enquiries"."promiseAt" end,
        "ownerAgainAt" = case when "enquiries"."waitingSince" is null then excluded."ownerAgainAt" else "enquiries"."ownerAgainAt" end,
        "adminsAt" = case when "enquiries"."waitingSince" is null then excluded."adminsAt" else "enquiries"."adminsAt" end,
        "alertLevel" = case when "enquiries"."waitingSince" is null then 0 else "enquiries"."alertLevel" end,
        "waitingSince" = coalesce("enquiries"."waitingSince", excluded."waitingSince"),
        "stage" = case when ${booking} and "enquiries"."stage" in (${sql.join(
          BOOKED_FROM.map((s) => sql`${s}`),
          sql`, `,
        )})
          then 'meeting-booked' else "enquiries"."stage" end,
        "furthestStage" = case when ${booking} and "enquiries"."furthestStage" in (${sql.join(
          BOOKED_FROM.map((s) => sql`${s}`),
          sql`, `,
        )})
          then 'meeting-booked' else "enquiries"."furthestStage" end,
        "version" = "enquiries"."version" + case when ${booking} and "enquiries"."stage" in (${sql.join(
          BOOKED_FROM.map((s) => sql`${s}`),
          sql`, `,
        )})
          then 1 else 0 end
      returning "id", "ownerId", "waitingSince", (xmax = 0) as "created"
    ), "opened" as (
      select "upserted".* from "upserted" left join "before" on true where "before"."waitingSince" is null
    ), "touch" as (
      insert into "enquiry_touches" ("enquiryId", "kind", "leadId", "createdAt")
      select "id", ${lead.kind}, ${lead.id}::int, ${at}::timestamptz from "upserted" on conflict do nothing
    ), "event" as (
      insert into "enquiry_events" ("enquiryId", "createdAt", "type", "data")
      select "id", ${at}::timestamptz, case when "created" then 'created' else 'touch' end, jsonb_build_object('kind', ${lead.kind}::text, 'id', ${lead.id}::int)
      from "upserted"
      union all
      select "upserted"."id", ${at}::timestamptz, 'stage', jsonb_build_object('from', "before"."stage", 'to', 'meeting-booked', 'by', 'booking')
      from "upserted" join "before" on true
      where ${booking} and "before"."stage" in (${sql.join(
        BOOKED_FROM.map((s) => sql`${s}`),
        sql`, `,
      )})
    ), "alerted" as (
      insert into "enquiry_alerts" ("enquiryId", "kind", "dueFor") select "id", 'owner-now', "waitingSince" from "opened"
      on conflict do nothing returning "enquiryId"
    ), "queued" as (
      insert into "outbox" ("kind", "leadId", "subject", "body", "recipient")
      select 'enquiry', "opened"."id", ${alert.subject}, replace(${alert.body}, ${ENQUIRY_ID_MARK}, "opened"."id"::text), "users"."email"
      from "opened" join "alerted" on "alerted"."enquiryId" = "opened"."id" join "users" on "users"."id" = "opened"."ownerId"
      where "users"."email" is not null
    ), "whatsapped" as (
      insert into "outbox" ("kind", "leadId", "subject", "body", "recipient", "channel", "lang", "params")
      select 'enquiry', "alertable"."id", ${whatsapp?.template ?? ""},
        replace(${whatsapp ? renderTemplate(whatsapp.template, "en", whatsapp.params) : ""}, ${ENQUIRY_ID_MARK}, "alertable"."id"::text),
        "users"."whatsapp", 'whatsapp', 'en',
        replace(${JSON.stringify(whatsapp?.params ?? [])}, ${ENQUIRY_ID_MARK}, "alertable"."id"::text)::jsonb
      from (
        select "id", "ownerId" from "upserted" where ${whatsapp?.every ?? false}
        union
        select "opened"."id", "opened"."ownerId" from "opened" join "alerted" on "alerted"."enquiryId" = "opened"."id" where ${whatsapp !== null}
      ) as "alertable"
      join "users" on "users"."id" = "alertable"."ownerId"
      where ${whatsapp !== null} and "users"."whatsappAlerts" and "users"."whatsapp" is not null
    )
    select "id", "created" from "upserted"`);
  const [row] = (result as unknown as { rows: { id: number; created: boolean }[] }).rows;
  return row ? { enquiryId: Number(row.id), created: row.created } : null;
}

/** A stored lead's attachment (the one call the lead intakes make, in their transaction). `at`: when it became a lead, if not when its row was made. */
export function attachToEnquiry<K extends LeadKind>(tx: Database, kind: K, row: LeadRow<K>, at?: Date) {
  return attachLead(tx, { ...enquiryLead(kind, row), ...(at ? { createdAt: at } : {}) });
}
