import { booking, type BookingKind } from "../../config/booking";
import { site } from "../../config/site";
import { addDays, indiaDay } from "../format";

const MINUTE = 60_000;
const DAY = 86_400_000;
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The instant (UTC) of a wall-clock time ("09:30") on a day ("2026-12-01") in India. */
export function indiaInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00${booking.utcOffset}`);
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export interface SlotWindow {
  kind: BookingKind;
  /** The first India day (YYYY-MM-DD). */
  from: string;
  days: number;
  now: Date;
  /** Closed days (YYYY-MM-DD, India time). */
  holidays: readonly string[];
}

/**
 * Every start a kind may have in the window: on the step grid, the whole appointment within the opening hours of an
 * opening day that is not a holiday, no sooner than the lead time and no later than the horizon from now.
 */
export function candidateStarts({ kind, from, days, now, holidays }: SlotWindow): Date[] {
  const length = booking.kinds[kind].minutes;
  const opens = minutesOf(site.hours.opens);
  const closes = minutesOf(site.hours.closes);
  const earliest = now.getTime() + booking.leadTimeHours * 60 * MINUTE;
  const latest = now.getTime() + booking.horizonDays * DAY;
  const closed = new Set(holidays);
  const openDays = new Set<string>(site.hours.days);
  const starts: Date[] = [];
  for (let i = 0; i < days; i++) {
    const day = addDays(from, i);
    if (closed.has(day) || !openDays.has(WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!)) continue;
    for (let minute = opens; minute + length <= closes; minute += booking.stepMinutes) {
      const start = indiaInstant(day, clock(minute));
      if (start.getTime() >= earliest && start.getTime() <= latest) starts.push(start);
    }
  }
  return starts;
}

/** Whether `start` is one of the starts the rules allow for a kind now. */
export function isBookableStart(kind: BookingKind, start: Date, now: Date, holidays: readonly string[]): boolean {
  return candidateStarts({ kind, from: indiaDay(start), days: 1, now, holidays }).some((t) => t.getTime() === start.getTime());
}

export const endOf = (kind: BookingKind, start: Date) => new Date(start.getTime() + booking.kinds[kind].minutes * MINUTE);

/** The grid steps an appointment occupies: capacity is counted per step, so lengths that differ overlap correctly. */
export function coveredSteps(kind: BookingKind, start: Date): Date[] {
  const steps = booking.kinds[kind].minutes / booking.stepMinutes;
  return Array.from({ length: steps }, (_, i) => new Date(start.getTime() + i * booking.stepMinutes * MINUTE));
}

export interface Occupancy {
  capacity: number;
  /** Designers already booked per step (keyed by the step's time in ms). */
  booked: ReadonlyMap<number, number>;
  /** Times staff have blocked. */
  blocks: readonly { start: Date; end: Date }[];
}

export interface Slot {
  start: string;
  end: string;
  available: number;
}

/** The starts that still have room, with how many more bookings each can take. */
export function freeSlots(kind: BookingKind, starts: readonly Date[], { capacity, booked, blocks }: Occupancy): Slot[] {
  const slots: Slot[] = [];
  for (const start of starts) {
    const end = endOf(kind, start);
    if (blocks.some((block) => block.start < end && block.end > start)) continue;
    const available = Math.min(...coveredSteps(kind, start).map((step) => capacity - (booked.get(step.getTime()) ?? 0)));
    if (available > 0) slots.push({ start: start.toISOString(), end: end.toISOString(), available });
  }
  return slots;
}
