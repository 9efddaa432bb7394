import { csvRow, UTF8_BOM } from "../../lib/admin/csv";
import { LEAD_LANGUAGE_LABELS, type LeadFilter } from "../../lib/admin/leads";
import { leadKindLabel } from "../../lib/leads/kinds";
import { serviceLabel } from "../../lib/forms/service-options";
import type { Database } from "../db/client";
import { SECURITY_HEADERS } from "../http";
import { and, eq, inArray, or } from "drizzle-orm";
import { enquiries as enquiryText } from "../../i18n/en/enquiries";
import type { Stage } from "../../lib/admin/enquiries";
import { LEAD_KINDS } from "../../lib/leads/kinds";
import { CLICK_IDS, type VisitTouch } from "../../lib/leads/visit-source";
import { enquiries, enquiryTouches, users } from "../db/schema";
import { allLeads, type InboxRow } from "./leads";

const HEADER = [
  "Kind",
  "Received (India time)",
  "Name",
  "Phone",
  "Email",
  "Service",
  "City",
  "Language",
  "Status",
  "Details",
  "Stage",
  "Owner",
  "Promise",
  "First response",
  "Source",
  "Medium",
  "Campaign",
  "Landing page",
  "Click id",
];

const IST = new Intl.DateTimeFormat("en-GB", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
  timeZone: "Asia/Kolkata",
});

/** "2026-11-21 18:30": sorts as text, and spreadsheets read it as a date. */
const received = (iso: string) => IST.format(new Date(iso)).replace(/^(\d\d)\/(\d\d)\/(\d{4}),?/, "$3-$2-$1");
const moment = (date: Date | null) => (date ? received(date.toISOString()) : null);

/** A touch's ad click identifier as "gclid=…", the first of those it carries. */
const clickId = (touch: VisitTouch | undefined) => {
  const name = CLICK_IDS.find((id) => touch?.[id]);
  return name ? `${name}=${touch![name]}` : null;
};

/** The enquiry columns of a chunk of leads, by "kind:id", in one query over their touches. */
async function enquiriesOf(db: Database, rows: InboxRow[]) {
  const found = new Map<string, { stage: Stage; owner: string | null; promiseAt: Date | null; firstResponseAt: Date | null }>();
  if (rows.length === 0) return found;
  const listed = await db
    .select({
      kind: enquiryTouches.kind,
      leadId: enquiryTouches.leadId,
      stage: enquiries.stage,
      owner: users.username,
      promiseAt: enquiries.promiseAt,
      firstResponseAt: enquiries.firstResponseAt,
    })
    .from(enquiryTouches)
    .innerJoin(enquiries, eq(enquiries.id, enquiryTouches.enquiryId))
    .leftJoin(users, eq(users.id, enquiries.ownerId))
    .where(
      or(
        ...LEAD_KINDS.map((kind) => {
          const ids = rows.filter((row) => row.kind === kind).map((row) => row.id);
          return ids.length ? and(eq(enquiryTouches.kind, kind), inArray(enquiryTouches.leadId, ids)) : undefined;
        }),
      ),
    );
  for (const { kind, leadId, ...enquiry } of listed) found.set(`${kind}:${leadId}`, enquiry);
  return found;
}

/** The filtered inbox as a CSV download, streamed a page at a time so 100,000 leads never sit in memory at once. */
export function leadCsvResponse(db: Database, filter: LeadFilter, now = new Date()): Response {
  const encoder = new TextEncoder();
  const rows = allLeads(db, filter, 2000);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(UTF8_BOM + csvRow(HEADER)));
    },
    async pull(controller) {
      const batch: InboxRow[] = [];
      let done = false;
      while (batch.length < 200 && !done) {
        const next = await rows.next();
        if (next.done) done = true;
        else batch.push(next.value);
      }
      const enquiryOf = await enquiriesOf(db, batch);
      let chunk = "";
      for (const value of batch) {
        const enquiry = enquiryOf.get(`${value.kind}:${value.id}`);
        const touch = value.visitSource?.first;
        chunk += csvRow([
          leadKindLabel(value.kind),
          received(value.at),
          value.name,
          value.phone,
          value.email,
          value.service ? serviceLabel(value.service) : null,
          value.city,
          LEAD_LANGUAGE_LABELS[value.lang],
          value.isRead ? "Read" : "Unread",
          value.details,
          enquiry ? enquiryText.stages[enquiry.stage] : null,
          enquiry?.owner ?? null,
          moment(enquiry?.promiseAt ?? null),
          moment(enquiry?.firstResponseAt ?? null),
          touch?.utm_source ?? touch?.referrer ?? null,
          touch?.utm_medium ?? null,
          touch?.utm_campaign ?? null,
          touch?.landingPage ?? null,
          clickId(touch),
        ]);
      }
      if (chunk) controller.enqueue(encoder.encode(chunk));
      if (done) controller.close();
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  const day = now.toISOString().slice(0, 10);
  return new Response(body, {
    status: 200,
    headers: {
      ...SECURITY_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${filter.kind ?? "all"}-${day}.csv"`,
    },
  });
}
