import { csvRow, UTF8_BOM } from "../../lib/admin/csv";
import { LEAD_LANGUAGE_LABELS, type LeadFilter } from "../../lib/admin/leads";
import { leadKindLabel } from "../../lib/leads/kinds";
import { serviceLabel } from "../../lib/forms/service-options";
import type { Database } from "../db/client";
import { SECURITY_HEADERS } from "../http";
import { allLeads } from "./leads";

const HEADER = ["Kind", "Received (India time)", "Name", "Phone", "Email", "Service", "City", "Language", "Status", "Details"];

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

/** The filtered inbox as a CSV download, streamed a page at a time so 100,000 leads never sit in memory at once. */
export function leadCsvResponse(db: Database, filter: LeadFilter, now = new Date()): Response {
  const encoder = new TextEncoder();
  const rows = allLeads(db, filter, 2000);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(UTF8_BOM + csvRow(HEADER)));
    },
    async pull(controller) {
      let chunk = "";
      for (let n = 0; n < 200; n++) {
        const { value, done } = await rows.next();
        if (done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
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
        ]);
      }
      controller.enqueue(encoder.encode(chunk));
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
