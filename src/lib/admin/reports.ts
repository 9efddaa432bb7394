/**
 * The reports screen's query and answer (`GET /api/admin/reports`): where enquiries come from week by week, how far
 * they get, how fast the studio answers them, and what the won ones are worth. Shared by the server and the screen.
 */
import { z } from "zod";
import { FUNNEL_STAGES } from "./enquiries";

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

const count = z.number().int().nonnegative();
const share = z.number().min(0).max(1).nullable();

/** One value of a dimension ("google", "/interior-designers-adyar"…; "" when the enquiry has none) and its counts. */
const dimensionRowSchema = z.object({
  key: z.string(),
  total: count,
  /** Per week, in the order of `Report.weeks`. */
  perWeek: z.array(count),
});
export type DimensionRow = z.infer<typeof dimensionRowSchema>;

const funnelStepSchema = z.object({
  stage: z.enum(FUNNEL_STAGES),
  /** Enquiries that reached this stage or a later one (a lost enquiry counts up to the stage it reached). */
  reached: count,
  /** Share of this step's enquiries that reached the next step; null on the last step or when none reached this one. */
  toNext: share,
});
export type FunnelStep = z.infer<typeof funnelStepSchema>;

const responseFiguresSchema = z.object({
  /** Enquiries answered in the period. */
  answered: count,
  /** Minutes from arrival to the first attempt. */
  medianMinutes: z.number().nullable(),
  p90Minutes: z.number().nullable(),
  /** Of the enquiries whose promise has passed or that were answered: the share answered by the promise. */
  withinPromise: share,
});
export type ResponseFigures = z.infer<typeof responseFiguresSchema>;

const ownerResponseSchema = responseFiguresSchema.extend({
  owner: z.object({ id: z.number().int(), username: z.string() }).nullable(),
});
export type OwnerResponse = z.infer<typeof ownerResponseSchema>;

const wonBySourceSchema = z.object({
  key: z.string(),
  won: count,
  /** Rupees: the quote amounts of the won enquiries. */
  value: z.number().nonnegative(),
});
export type WonBySource = z.infer<typeof wonBySourceSchema>;

/** The figures as the server answers them, and as `report_snapshots` keeps them (checked on read: see the server). */
export const reportSchema = z.object({
  /** When the figures were worked out (ISO): they are kept for a few minutes, and the screen says how old they are. */
  asOf: z.iso.datetime(),
  /** The Mondays (India time, YYYY-MM-DD) that start each week of the period, oldest first. */
  weeks: z.array(z.iso.date()),
  /** Enquiries opened per week, all sources together. */
  totals: z.array(count),
  dimensions: z.object(
    Object.fromEntries(REPORT_DIMENSIONS.map((name) => [name, z.array(dimensionRowSchema)])) as Record<
      ReportDimension,
      z.ZodArray<typeof dimensionRowSchema>
    >,
  ),
  funnel: z.array(funnelStepSchema),
  lost: count,
  response: responseFiguresSchema,
  responseByOwner: z.array(ownerResponseSchema),
  wonBySource: z.array(wonBySourceSchema),
});
export type Report = z.infer<typeof reportSchema>;
