/**
 * The reports screen's query and answer (`GET /api/admin/reports`): where enquiries come from week by week, how far
 * they get, how fast the studio answers them, and what the won ones are worth. Shared by the server and the screen.
 */
import { z } from "zod";
import type { Stage } from "./enquiries";

/** How many weeks back a report may look: a quarter by default, a year at most. */
export const REPORT_WEEKS = { default: 12, max: 52 } as const;
/** The periods the screen offers; the scheduled pass keeps their figures worked out ahead (src/server/admin/reports.ts). */
export const REPORT_PERIODS = [4, REPORT_WEEKS.default, 26, REPORT_WEEKS.max] as const;

const weeksMessage = `Ask for a number of weeks from 1 to ${REPORT_WEEKS.max}.`;

export const reportQuerySchema = z.strictObject(
  {
    weeks: z.coerce
      .number({ error: weeksMessage })
      .int(weeksMessage)
      .min(1, weeksMessage)
      .max(REPORT_WEEKS.max, weeksMessage)
      .default(REPORT_WEEKS.default),
    /** "1": work the figures out now rather than answer with those of the last few minutes. */
    refresh: z.literal("1", { error: "refresh takes the value 1." }).optional(),
  },
  { error: weeksMessage },
);
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** The ways enquiries are counted per week, in the order the screen shows them. */
export const REPORT_DIMENSIONS = ["source", "campaign", "landingPage", "area", "lang", "service"] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];

/** One value of a dimension ("google", "/interior-designers-adyar"…; "" when the enquiry has none) and its counts. */
export interface DimensionRow {
  key: string;
  total: number;
  /** Per week, in the order of `Report.weeks`. */
  perWeek: number[];
}

export interface FunnelStep {
  stage: Exclude<Stage, "lost">;
  /** Enquiries that reached this stage or a later one (a lost enquiry counts up to the stage it reached). */
  reached: number;
  /** Share of this step's enquiries that reached the next step; null on the last step or when none reached this one. */
  toNext: number | null;
}

export interface ResponseFigures {
  /** Enquiries answered in the period. */
  answered: number;
  /** Minutes from arrival to the first attempt. */
  medianMinutes: number | null;
  p90Minutes: number | null;
  /** Of the enquiries whose promise has passed or that were answered: the share answered by the promise. */
  withinPromise: number | null;
}

export interface OwnerResponse extends ResponseFigures {
  owner: { id: number; username: string } | null;
}

export interface WonBySource {
  key: string;
  won: number;
  /** Rupees: the quote amounts of the won enquiries. */
  value: number;
}

export interface Report {
  /** When the figures were worked out (ISO): they are kept for a few minutes, and the screen says how old they are. */
  asOf: string;
  /** The Mondays (India time, YYYY-MM-DD) that start each week of the period, oldest first. */
  weeks: string[];
  /** Enquiries opened per week, all sources together. */
  totals: number[];
  dimensions: Record<ReportDimension, DimensionRow[]>;
  funnel: FunnelStep[];
  lost: number;
  response: ResponseFigures;
  responseByOwner: OwnerResponse[];
  wonBySource: WonBySource[];
}
