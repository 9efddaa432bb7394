import { messages } from "../../i18n/catalogue";
import type { LeadKind } from "../../lib/leads/kinds";
import { formatPromise, promiseDeadline } from "../../lib/leads/promise";
import { visitorWhen } from "../booking/messages";
import type { Booking, Consultation } from "../db/schema";
import type { Database } from "../db/client";
import { enquiryLead } from "../enquiries/attach";
import type { LeadRow } from "../lead-kinds";
import { optedOut, queueWhatsApp } from "./queue";

type ReceiptKind = Exclude<LeadKind, "chat" | "whatsapp">;

const firstWord = (name: string | null) => name?.trim().split(/\s+/)[0] ?? "";

/**
 * Queues the home owner's receipt on WhatsApp in the lead's transaction, when they ticked the box and have not written
 * "stop", in the language of the page they wrote from: what they asked for and when the studio will call (a booking:
 * its time and the link to move or cancel it). A suspected lead, and a booking still waiting for its e-mail
 * confirmation, get none.
 */
export async function queueReceipt<K extends ReceiptKind>(tx: Database, kind: K, row: LeadRow<K>, link?: string): Promise<number> {
  const lead = row as LeadRow<K> & { whatsappReceipts: boolean; suspected: boolean };
  if (!lead.whatsappReceipts || lead.suspected) return 0;
  const person = enquiryLead(kind, row);
  if (await optedOut(tx, person.phone)) return 0;
  const words = messages(person.lang);
  const base = { kind, leadId: row.id, to: person.phone, lang: person.lang };
  if (kind === "booking") {
    const booking = row as Booking;
    if (booking.status !== "booked" || !link) return 0;
    return queueWhatsApp(tx, [
      {
        ...base,
        template: "receipt_booking",
        values: {
          name: firstWord(person.name),
          appointment: words.booking.kinds[booking.kind].label,
          when: visitorWhen(booking),
          link,
        },
      },
    ]);
  }
  const values = {
    name: firstWord(person.name),
    request: words.whatsapp.requests[kind],
    promise: formatPromise(promiseDeadline((row as Consultation).createdAt), person.lang),
  };
  return queueWhatsApp(tx, [
    link ? { ...base, template: "receipt_request_link", values: { ...values, link } } : { ...base, template: "receipt_request", values },
  ]);
}

/** A booking's reminder the day before, on WhatsApp too when its person asked for their receipts there. */
export async function queueBookingReminder(tx: Database, row: Booking, manageUrl: string): Promise<number> {
  if (!row.whatsappReceipts || row.suspected || (await optedOut(tx, row.phone))) return 0;
  const words = messages(row.lang);
  return queueWhatsApp(tx, [
    {
      kind: "booking",
      leadId: row.id,
      to: row.phone,
      lang: row.lang,
      template: "booking_reminder",
      values: { appointment: words.booking.kinds[row.kind].label, when: visitorWhen(row), link: manageUrl },
    },
  ]);
}
