import { createEvent } from "ics";
import { booking } from "../../config/booking";
import { site } from "../../config/site";
import { indiaAppointment } from "../../lib/format";
import { serviceLabel } from "../../lib/forms/service-options";
import type { Booking } from "../db/schema";
import type { Notification } from "../leads";
import { staffEmail } from "../lead-kinds";
import { mailFrom } from "../notify/mailer";
import { bookingContent } from "./availability";
import { routes } from "../../lib/routes";

export type BookingEvent = "pending" | "confirmed" | "moved" | "cancelled" | "released" | "reminder";

const host = () => new URL(site.url).hostname;

/** The calendar's id for a booking: the same for every update, so calendars replace the event instead of adding one. */
export const calendarUid = (row: Pick<Booking, "id">) => `booking-${row.id}@${host()}`;

async function whereText(row: Booking): Promise<string> {
  if (row.kind === "video-call") return "Video call: the designer sends the link by email before the call";
  if (row.kind === "site-measurement") return row.address ?? "";
  const centre = (await bookingContent()).centres.find((candidate) => candidate.id === row.centre);
  return centre ? `${centre.name}, ${centre.street}, ${centre.city} ${centre.postalCode}` : (row.centre ?? "");
}

/** The .ics invitation: REQUEST for a new or moved booking (SEQUENCE rises with each change), CANCEL for a cancelled one. */
export async function bookingInvite(row: Booking, manageUrl: string): Promise<string> {
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
    title: `${booking.kinds[row.kind].short} with ${site.brand}`,
    description: `${serviceLabel(row.service)}. To move or cancel: ${manageUrl}`,
    location: await whereText(row),
    url: manageUrl,
    organizer: { name, email },
    attendees: [{ name: row.fullName, email: row.email, rsvp: false, partstat: "ACCEPTED", role: "REQ-PARTICIPANT" }],
  });
  if (error || !value) throw error ?? new Error("the calendar invitation could not be made");
  return value;
}

const VISITOR_SUBJECT: Record<BookingEvent, string> = {
  pending: "Please confirm your consultation",
  released: "We could not keep your consultation time",
  confirmed: "Your consultation is booked",
  moved: "Your consultation has moved",
  cancelled: "Your consultation is cancelled",
  reminder: "Reminder: your consultation is tomorrow",
};

const STAFF_SUBJECT: Record<BookingEvent, string> = {
  pending: "Booking waiting for confirmation",
  released: "Booking released",
  confirmed: "New booking",
  moved: "Booking moved",
  cancelled: "Booking cancelled",
  reminder: "Tomorrow",
};

/** The visitor's and the staff's email about a booking, each with the invitation and the manage link. */
export async function bookingMessages(
  row: Booking,
  event: BookingEvent,
  manageUrl: string,
  { byStudio = false }: { byStudio?: boolean } = {},
): Promise<Notification[]> {
  const when = indiaAppointment(row.start);
  const kind = booking.kinds[row.kind];
  const where = await whereText(row);
  const subject = `${VISITOR_SUBJECT[event]}: ${when}`;
  const signature = `${site.brand} · ${site.contact.phone}`;
  if (event === "pending") {
    // Nothing is in the calendar until the person confirms: no invitation yet, and no staff e-mail (staff see it on screen).
    const minutes = Math.round((row.confirmBy!.getTime() - Date.now()) / 60_000);
    const hold = row.holding ? "We hold the time for you until then." : "The time is yours once you confirm, if it is still free.";
    const body = [
      `Hello ${row.fullName},`,
      ``,
      `${kind.label}: ${when}, for ${kind.minutes} minutes.`,
      ``,
      `Please confirm it within ${minutes} minutes: ${manageUrl}`,
      hold,
      `If you did not ask for this, ignore this e-mail: nothing is booked.`,
      ``,
      signature,
    ].join("\n");
    return [{ recipient: row.email, subject, body }];
  }
  const ended = event === "cancelled" || event === "released";
  const calendar = await bookingInvite(row, manageUrl);
  const visitor = [
    `Hello ${row.fullName},`,
    ``,
    event === "released"
      ? `We could not keep your ${kind.short.toLowerCase()} on ${when}: the time has gone back to the calendar.`
      : event === "cancelled"
        ? `Your ${kind.short.toLowerCase()} on ${when} is cancelled${byStudio ? " by the studio: we will call you to find another time" : ""}.`
        : `${kind.label}: ${when}, for ${kind.minutes} minutes.${byStudio ? " The studio moved it to this time." : ""}`,
    ended ? `` : `Where: ${where}`,
    ``,
    ended
      ? `To book another time: ${site.url}${routes.book()}`
      : `To move or cancel it: ${manageUrl}\nThe invitation attached adds it to your calendar.`,
    ``,
    signature,
  ].join("\n");
  const staff = staffEmail("booking", row, `${kind.short}: ${when} (${kind.minutes} minutes), ${where}`);
  return [
    { recipient: row.email, subject, body: visitor, calendar },
    { subject: `${STAFF_SUBJECT[event]}: ${row.fullName} – ${kind.short}, ${when}`, body: staff, calendar },
  ];
}
