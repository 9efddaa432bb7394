import { z } from "zod";
import { BOOKING_KINDS, booking } from "../../config/booking";
import type { Messages } from "../../i18n/catalogue";
import { booking as enBooking } from "../../i18n/en/booking";
import type { Locale } from "../../i18n/locales";
import { booking as taBooking } from "../../i18n/ta/booking";
import { consultationSchemas } from "./consultation";
import { optionalText } from "./fields";
import { formMessages } from "./messages";

const placeId = z.string().trim().max(80).optional();

/** The appointment's messages in each language. */
const APPOINTMENT_MESSAGES: Record<Locale, Messages["booking"]["validation"]> = { en: enBooking.validation, ta: taBooking.validation };

/** The appointment's fields, with messages in the page's language. */
const appointment = (locale: Locale) => {
  const m = APPOINTMENT_MESSAGES[locale];
  return {
    kind: z.enum(BOOKING_KINDS, { error: m.kind }),
    start: z.iso.datetime({ offset: true, error: m.start }),
    centre: placeId,
    area: placeId,
    address: optionalText(formMessages(locale), 500, m.addressLabel),
  };
};

/**
 * A booked consultation: the consultation form's fields (and messages, in the page's language) plus the appointment.
 * Which of centre, area and address a kind needs is checked by `bookingProblems`, so the schema stays extendable.
 */
export const bookingSchemas = {
  en: consultationSchemas.en.extend(appointment("en")),
  ta: consultationSchemas.ta.extend(appointment("ta")),
};
export const bookingSchema = bookingSchemas.en;

export type BookingInput = z.infer<typeof bookingSchema>;

/** Messages for the fields a kind needs and the visitor left out: a visit needs a centre, a measurement an address. */
export function bookingProblems(
  input: Pick<BookingInput, "kind" | "centre" | "area" | "address">,
  locale: Locale = "en",
): Record<string, string> {
  const m = APPOINTMENT_MESSAGES[locale];
  const problems: Record<string, string> = {};
  if (input.kind === "centre-visit" && !input.centre) problems.centre = m.centre;
  if (input.kind === "site-measurement") {
    if (!input.area) problems.area = m.area;
    if (!input.address || input.address.length < 10) problems.address = m.address;
  }
  return problems;
}

const daysMessage = `days must be a whole number from 1 to ${booking.maxDaysPerRequest}`;

/** The query of GET /api/slots. */
export const slotQuerySchema = z.strictObject({
  kind: z.enum(BOOKING_KINDS, { error: "kind must be centre-visit, video-call or site-measurement" }),
  centre: placeId,
  area: placeId,
  from: z.iso.date({ error: "from must be a date written YYYY-MM-DD" }),
  days: z.coerce.number({ error: daysMessage }).int(daysMessage).min(1, daysMessage).max(booking.maxDaysPerRequest, daysMessage).default(7),
});

/** Moving a booking: the new time. */
export const moveSchema = z.strictObject({ start: z.iso.datetime({ offset: true, error: enBooking.validation.start }) });
