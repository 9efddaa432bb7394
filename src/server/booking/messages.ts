import { createEvent } from "ics";
import { booking } from "../../config/booking";
import { site } from "../../config/site";
import type { Messages } from "../../i18n/catalogue";
import { booking as enBooking } from "../../i18n/en/booking";
import { fill } from "../../i18n/fill";
import type { Locale } from "../../i18n/locales";
import { booking as taBooking } from "../../i18n/ta/booking";
import { formatIndiaDay, formatIndiaTime } from "../../lib/booking/display";
import { indiaAppointment } from "../../lib/format";
import { formMessages } from "../../lib/forms/messages";
import type { Booking } from "../db/schema";
import type { Notification } from "../notify/outbox";
import { staffEmail } from "../lead-kinds";
import { mailFrom } from "../notify/mailer";
import { privateLinkLines } from "../privacy/receipt";
import { bookingContent } from "./availability";
import { routes } from "../../lib/routes";

export type BookingEvent = "pending" | "confirmed" | "moved" | "cancelled" | "released" | "reminder";

const host = () => new URL(site.url).hostname;

/** The calendar's id for a booking: the same for every update, so calendars replace the event instead of adding one. */
export const calendarUid = (row: Pick<Booking, "id">) => `booking-${row.id}@${host()}`;

/** The visitor's words, in the language of the page the booking was made on. */
const VISITOR_TEXT: Record<Locale, Messages["booking"]> = { en: enBooking, ta: taBooking };

async function whereText(row: Booking, t: Messages["booking"] = enBooking): Promise<string> {
  if (row.kind === "video-call") return t.email.videoCall;
  if (row.kind === "site-measurement") return row.address ?? "";
  const centre = (await bookingContent()).centres.find((candidate) => candidate.id === row.centre);
  return centre ? `${centre.name}, ${centre.street}, ${centre.city} ${centre.postalCode}` : (row.centre ?? "");
}

/** The appointment as the visitor reads it: "Monday, 30 November 2026 at 9:00 am (India time)". */
export function visitorWhen(row: Booking): string {
  if (row.lang === "en") return indiaAppointment(row.start);
  const iso = row.start.toISOString();
  const date = `${formatIndiaDay(iso, row.lang)} ${new Intl.DateTimeFormat("en-IN", { timeZone: booking.timeZone, year: "numeric" }).format(row.start)}`;
  return fill(VISITOR_TEXT[row.lang].email.when, { date, time: formatIndiaTime(iso, row.lang) });
}

/**
 * The .ics invitation: REQUEST for a new or moved booking (SEQUENCE rises with each change), CANCEL for a cancelled one;
 * its words in the booking's language.
 */
export async function bookingInvite(row: Booking, manageUrl: string): Promise<string> {
  const t = VISITOR_TEXT[row.lang];
  const cancelled = row.status === "cancelled" || row.status === "released";
  const sender = mailFrom();
  const email = /<([^>]+)>/.exec(sender)?.[1] ?? sender;
  const name =
    sender
      .replace(/<[^>]+>/, "")
      .trim()
      .replace(/^"|"$/g, "") || site.brand;
  const { error, value } = createEvent({
    productId: `${host()}/booking`,
    uid: calendarUid(row),
    sequence: row.sequence,
    method: cancelled ? "CANCEL" : "REQUEST",
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    start: row.start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: row.end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: fill(t.email.inviteTitle, { kind: t.kinds[row.kind].short, brand: site.brand }),
    description: fill(t.email.inviteDescription, { service: serviceName(row.service, row.lang), url: manageUrl }),
    location: await whereText(row, t),
    url: manageUrl,
    organizer: { name, email },
    attendees: [{ name: row.fullName, email: row.email, rsvp: false, partstat: "ACCEPTED", role: "REQ-PARTICIPANT" }],
  });
  if (error || !value) throw error ?? new Error("the calendar invitation could not be made");
  return value;
}

const STAFF_SUBJECT: Record<BookingEvent, string> = {
  pending: "Booking waiting for confirmation",
  released: "Booking released",
  confirmed: "New booking",
  moved: "Booking moved",
  cancelled: "Booking cancelled",
  reminder: "Tomorrow",
};

/** A service's name as the form offered it, in a language. */
const serviceName = (value: string, locale: Locale) =>
  (formMessages(locale).services as Record<string, string | undefined>)[value] ?? value;

/**
 * The visitor's email (in the language of the page the booking was made on) and the staff's (in English, as every
 * staff email), each with the invitation and the manage link. A booking waiting for confirmation gets only the
 * visitor's request to confirm (nothing is in the calendar yet; staff see it on their screen). `byStudio` says the
 * studio cancelled or moved it.
 */
export async function bookingMessages(
  row: Booking,
  event: BookingEvent,
  manageUrl: string,
  { byStudio = false, enquiryUrl }: { byStudio?: boolean; enquiryUrl?: string } = {},
): Promise<Notification[]> {
  const t = VISITOR_TEXT[row.lang];
  const when = visitorWhen(row);
  const staffWhen = indiaAppointment(row.start);
  const kind = booking.kinds[row.kind];
  const words = t.kinds[row.kind];
  const subject = `${t.email.subjects[event]}: ${when}`;
  const signature = `${site.brand} · ${site.contact.phone}`;
  const details = fill(t.email.details, { kind: words.label, when, minutes: kind.minutes });
  if (event === "pending") {
    const minutes = Math.round((row.confirmBy!.getTime() - Date.now()) / 60_000);
    const body = [
      fill(t.email.hello, { name: row.fullName }),
      ``,
      details,
      ``,
      fill(t.email.confirmWithin, { minutes, url: manageUrl }),
      row.holding ? t.email.holding : t.email.notHolding,
      t.email.notYou,
      ``,
      signature,
    ].join("\n");
    return [{ recipient: row.email, subject, body }];
  }
  const ended = event === "cancelled" || event === "released";
  const where = await whereText(row, t);
  const staffWhere = await whereText(row);
  const calendar = await bookingInvite(row, manageUrl);
  const short = words.short.toLowerCase();
  const visitor = [
    fill(t.email.hello, { name: row.fullName }),
    ``,
    event === "released"
      ? fill(t.email.released, { kind: short, when })
      : event === "cancelled"
        ? fill(byStudio ? t.email.cancelledByStudio : t.email.cancelled, { kind: short, when })
        : byStudio
          ? `${details} ${t.email.movedByStudio}`
          : details,
    ended ? `` : fill(t.email.where, { where }),
    ``,
    ended
      ? fill(t.email.bookAgain, { url: `${site.url}${routes.book(row.lang)}` })
      : `${fill(t.email.manage, { url: manageUrl })}\n${t.email.invitation}`,
    ...(enquiryUrl && !ended ? [``, ...privateLinkLines(row.lang, enquiryUrl)] : []),
    ``,
    signature,
  ].join("\n");
  const staff = staffEmail("booking", row, `${kind.short}: ${staffWhen} (${kind.minutes} minutes), ${staffWhere}`);
  return [
    { recipient: row.email, subject, body: visitor, calendar },
    { subject: `${STAFF_SUBJECT[event]}: ${row.fullName} – ${kind.short}, ${staffWhen}`, body: staff, calendar },
  ];
}
