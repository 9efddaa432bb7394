import { z } from "../zod";
import { BOOKING_KINDS, booking } from "../../config/booking";
import type { Messages } from "../../i18n/catalogue";
import { booking as enBooking } from "../../i18n/en/booking";
import type { Locale } from "../../i18n/locales";
import { booking as taBooking } from "../../i18n/ta/booking";
import { consultationForm } from "./consultation";
import { routes } from "../routes";
import { leadForm } from "./descriptor";
import { optionalText } from "./fields";

const placeId = z.string().trim().max(80).optional();

/** The appointment's messages in each language. */
const APPOINTMENT_MESSAGES: Record<Locale, Messages["booking"]["validation"]> = { en: enBooking.validation, ta: taBooking.validation };

/** Instants the calendar can hold at all: an ISO time far outside these years is no appointment (and no date arithmetic). */
const CALENDAR_YEARS = { from: Date.UTC(2020, 0, 1), to: Date.UTC(2200, 0, 1) };

/** An appointment's start: an ISO date and time with its offset, in the years a calendar can hold. */
const appointmentStart = (locale: Locale) =>
  z.iso
    .datetime({ offset: true, error: APPOINTMENT_MESSAGES[locale].start })
    .refine(
      (value) => Date.parse(value) >= CALENDAR_YEARS.from && Date.parse(value) < CALENDAR_YEARS.to,
      APPOINTMENT_MESSAGES[locale].start,
    );

/**
 * A booked consultation: the appointment, with its messages in the page's language, then the consultation form's own
 * fields. The booking's intake stores the appointment in columns of its own making (a pool, an end). Which of centre,
 * area and address a kind needs is checked by `bookingProblems`, so the schema stays extendable.
 */
export const bookingForm = leadForm(
  {
    kind: {
      schema: (_m, locale) => z.enum(BOOKING_KINDS, { error: APPOINTMENT_MESSAGES[locale].kind }),
      input: "hidden",
      initial: "video-call",
      column: false,
    },
    start: { schema: (_m, locale) => appointmentStart(locale), input: "hidden", initial: "", column: false },
    centre: { schema: () => placeId, input: "hidden", column: false },
    area: { schema: () => placeId, input: "hidden", column: false },
    address: {
      schema: (m, locale) => optionalText(m, 500, APPOINTMENT_MESSAGES[locale].addressLabel),
      input: "hidden",
      column: false,
    },
    ...consultationForm.fields,
  },
  { endpoint: routes.api.bookings(), draftKey: "lead:booking" },
);
export const bookingSchemas = bookingForm.schemas;
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
export const moveSchema = z.strictObject({ start: appointmentStart("en") });
