import { z } from "zod";
import { booking } from "../../config/booking";
import { moveSchema } from "../forms/booking";

const isoDay = z.iso.date("Use a date like 2026-11-21");
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time like 09:30");

/** The bookings screen's query: a week (or up to a month) of India days, optionally one pool. */
export const adminBookingsQuerySchema = z.strictObject({
  from: isoDay,
  days: z.coerce.number().int().min(1).max(booking.maxDaysPerRequest).default(7),
  pool: z.string().max(80).optional(),
});

/** Staff mark how a booking went (or put it back to booked). */
export const bookingStatusSchema = z.strictObject({
  status: z.enum(["booked", "attended", "no-show"], { error: "Choose booked, attended or no-show" }),
});

/** Staff cancel a booking, release its place (a hold they judge not genuine) or move it; its person is e-mailed. */
export const bookingActionSchema = z.discriminatedUnion(
  "action",
  [
    z.strictObject({ action: z.literal("cancel") }),
    z.strictObject({ action: z.literal("release") }),
    z.strictObject({ action: z.literal("move"), start: moveSchema.shape.start }),
  ],
  { error: "Choose cancel, release or move" },
);

/** What the PATCH of one booking takes: a status, or an action. */
export const bookingChangeSchema = z.union([bookingStatusSchema, bookingActionSchema], { error: "Choose a status or an action" });

/** Closing a pool's times on one India day, from one clock time to another. */
export const slotBlockSchema = z
  .strictObject({
    pool: z.string().min(1, "Choose a centre or the online desk").max(80),
    day: isoDay,
    from: clock,
    to: clock,
    reason: z.string().trim().max(200).optional(),
  })
  .refine((block) => block.from < block.to, { message: "The end must be after the start", path: ["to"] });

export interface AdminBooking {
  id: number;
  kind: keyof typeof booking.kinds;
  pool: string;
  start: string;
  end: string;
  status: "booked" | "pending" | "cancelled" | "attended" | "no-show" | "released" | "expired";
  /** Made past its network's lead limit. */
  suspected: boolean;
  /** A pending booking's deadline to be confirmed, and whether it holds its place meanwhile. */
  confirmBy: string | null;
  holding: boolean;
  fullName: string;
  phone: string;
  email: string;
  where: string;
}

export interface AdminBookingsPage {
  pools: { id: string; name: string }[];
  bookings: AdminBooking[];
  blocks: { id: number; pool: string; start: string; end: string; reason: string | null }[];
}
