/**
 * The reports screen's figures, each worked out by the database in one statement over the period's enquiries
 * (merged ones are counted in the enquiry they joined): four statements in all, run side by side. Over a year of
 * enquiries that takes a second or more, so the figures are kept in `report_snapshots` for a few minutes and the
 * scheduled pass works out the screen's periods ahead (`storedReport`, `refreshReports`).
 */
import { and, eq, gte, isNull, sql, type SQL } from "drizzle-orm";
import { FUNNEL_STAGES } from "../../lib/admin/enquiries";
import {
  REPORT_DIMENSIONS,
  REPORT_PERIODS,
  reportSchema,
  type DimensionRow,
  type FunnelStep,
  type OwnerResponse,
  type Report,
  type ReportDimension,
  type ResponseFigures,
} from "../../lib/admin/reports";
import { addDays, indiaDay } from "../../lib/format";
import { indiaInstant } from "../../lib/booking/slots";
import type { Database } from "../db/client";
import { enquiries, reportSnapshots, users } from "../db/schema";

/** At most this many values of a dimension are listed; the rest are added up as one row. */
const TOP_VALUES = 8;
/** The key of that row. */
export const OTHER_KEY = "…";

/** The India-time Monday of the week holding `day` (YYYY-MM-DD). */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The weeks of a report ending with the current one, oldest first. */
export function reportWeeks(weeks: number, now: Date): string[] {
  const current = mondayOf(indiaDay(now));
  return Array.from({ length: weeks }, (_, i) => addDays(current, (i - weeks + 1) * 7));
}

/** Where a visit came from, in a word: the campaign's source tag, else the referring host, else "" (typed or direct). */
const sourceKey = sql<string>`coalesce(${enquiries.source}->>'utm_source', ${enquiries.source}->>'referrer', '')`;

const DIMENSION_SQL: Record<ReportDimension, SQL<string>> = {
  source: sourceKey,
  campaign: sql<string>`coalesce(${enquiries.source}->>'utm_campaign', '')`,
  landingPage: sql<string>`coalesce(${enquiries.source}->>'landingPage', '')`,
  area: sql<string>`coalesce(${enquiries.area}, '')`,
  lang: sql<string>`${enquiries.lang}`,
  service: sql<string>`coalesce(${enquiries.service}, '')`,
};

const week = sql<string>`to_char(date_trunc('week', ${enquiries.createdAt} at time zone 'Asia/Kolkata'), 'YYYY-MM-DD')`;

/** The top values of one dimension, then the rest as one row, each counted per week. */
function dimensionRows(counts: Map<string, number[]>, weekCount: number): DimensionRow[] {
  const rows = [...counts].map(([key, perWeek]) => ({ key, perWeek, total: perWeek.reduce((a, b) => a + b, 0) }));
  rows.sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
  if (rows.length <= TOP_VALUES) return rows;
  const rest = rows.slice(TOP_VALUES - 1);
  const other = { key: OTHER_KEY, perWeek: Array<number>(weekCount).fill(0), total: 0 };
  for (const row of rest) {
    other.total += row.total;
    row.perWeek.forEach((n, i) => (other.perWeek[i]! += n));
  }
  return [...rows.slice(0, TOP_VALUES - 1), other];
}

async function perWeek(db: Database, since: Date, weeks: string[]) {
  const index = new Map(weeks.map((monday, i) => [monday, i]));
  // One pass over the period: GROUPING SETS counts every dimension per week together; `grouping()` says which.
  const columns = REPORT_DIMENSIONS.map((name) => DIMENSION_SQL[name]);
  const rows = await db
    .select({
      week,
      set: sql<number>`grouping(${sql.join(columns, sql`, `)})`.mapWith(Number),
      keys: sql<(string | null)[]>`array[${sql.join(columns, sql`, `)}]`,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(enquiries)
    .where(and(gte(enquiries.createdAt, since), isNull(enquiries.mergedIntoId)))
    .groupBy(sql`grouping sets (${sql.join([sql`(${week})`, ...columns.map((column) => sql`(${week}, ${column})`)], sql`, `)})`);

  const totals = Array<number>(weeks.length).fill(0);
  const counts = Object.fromEntries(REPORT_DIMENSIONS.map((name) => [name, new Map<string, number[]>()])) as Record<
    ReportDimension,
    Map<string, number[]>
  >;
  const all = (1 << REPORT_DIMENSIONS.length) - 1;
  for (const row of rows) {
    const at = index.get(row.week);
    if (at === undefined) continue;
    if (row.set === all) {
      totals[at] = row.count;
      continue;
    }
    // grouping() sets a bit for each column left out of the set: the one clear bit names the dimension.
    const position = REPORT_DIMENSIONS.findIndex((_, i) => (row.set & (1 << (REPORT_DIMENSIONS.length - 1 - i))) === 0);
    const name = REPORT_DIMENSIONS[position]!;
    const key = row.keys[position] ?? "";
    const series = counts[name].get(key) ?? Array<number>(weeks.length).fill(0);
    series[at] = row.count;
    counts[name].set(key, series);
  }
  const dimensions = Object.fromEntries(
    REPORT_DIMENSIONS.map((name) => [name, dimensionRows(counts[name], weeks.length)]),
  ) as Report["dimensions"];
  return { totals, dimensions };
}

/** How far each enquiry got: the furthest stage it reached (kept on the enquiry as it moves), Lost counted apart. */
async function funnel(db: Database, since: Date): Promise<{ funnel: FunnelStep[]; lost: number }> {
  const reachedAt = sql`array_position(array[${sql.join(
    FUNNEL_STAGES.map((stage) => sql`${stage}`),
    sql`, `,
  )}]::text[], ${enquiries.furthestStage})`;
  const [row] = await db
    .select({
      reached: sql<number[]>`array[${sql.join(
        FUNNEL_STAGES.map((_, i) => sql`count(*) filter (where ${reachedAt} >= ${i + 1})::int`),
        sql`, `,
      )}]`,
      lost: sql<number>`count(*) filter (where ${enquiries.stage} = 'lost')`.mapWith(Number),
    })
    .from(enquiries)
    .where(and(gte(enquiries.createdAt, since), isNull(enquiries.mergedIntoId)));
  const reached = (row?.reached ?? []).map(Number);
  return {
    funnel: FUNNEL_STAGES.map((stage, i) => {
      const here = reached[i] ?? 0;
      const next = reached[i + 1];
      return { stage, reached: here, toNext: next === undefined || here === 0 ? null : next / here };
    }),
    lost: row?.lost ?? 0,
  };
}

/** First-response times overall (the row with no owner group) and per owner, in one ROLLUP. */
async function responseTimes(db: Database, since: Date, now: Date) {
  const minutes = sql`extract(epoch from ${enquiries.firstResponseAt} - ${enquiries.createdAt}) / 60`;
  const due = sql`${enquiries.promiseAt} is not null and (${enquiries.firstResponseAt} is not null or ${enquiries.promiseAt} < ${now.toISOString()}::timestamptz)`;
  const rows = await db
    .select({
      overall: sql<number>`grouping(${enquiries.ownerId})`.mapWith(Number),
      ownerId: enquiries.ownerId,
      username: sql<string | null>`max(${users.username})`,
      answered: sql<number>`count(${enquiries.firstResponseAt})`.mapWith(Number),
      median: sql<number | null>`percentile_cont(0.5) within group (order by ${minutes})`,
      p90: sql<number | null>`percentile_cont(0.9) within group (order by ${minutes})`,
      kept: sql<number>`count(*) filter (where ${due} and ${enquiries.firstResponseAt} <= ${enquiries.promiseAt})`.mapWith(Number),
      promised: sql<number>`count(*) filter (where ${due})`.mapWith(Number),
    })
    .from(enquiries)
    .leftJoin(users, eq(users.id, enquiries.ownerId))
    .where(and(gte(enquiries.createdAt, since), isNull(enquiries.mergedIntoId)))
    .groupBy(sql`rollup(${enquiries.ownerId})`);
  const figures = (row: (typeof rows)[number]): ResponseFigures => ({
    answered: row.answered,
    medianMinutes: row.median === null ? null : Math.round(Number(row.median)),
    p90Minutes: row.p90 === null ? null : Math.round(Number(row.p90)),
    withinPromise: row.promised === 0 ? null : row.kept / row.promised,
  });
  const overall = rows.find((row) => row.overall === 1);
  const byOwner: OwnerResponse[] = rows
    .filter((row) => row.overall === 0)
    .map((row) => ({ owner: row.ownerId === null ? null : { id: row.ownerId, username: row.username ?? "" }, ...figures(row) }))
    .sort((a, b) => (a.owner?.username ?? "\uffff").localeCompare(b.owner?.username ?? "\uffff"));
  return {
    response: overall ? figures(overall) : { answered: 0, medianMinutes: null, p90Minutes: null, withinPromise: null },
    responseByOwner: byOwner,
  };
}

async function wonBySource(db: Database, since: Date) {
  const rows = await db
    .select({
      key: sourceKey,
      won: sql<number>`count(*)`.mapWith(Number),
      value: sql<number>`coalesce(sum(${enquiries.quoteAmount}), 0)`.mapWith(Number),
    })
    .from(enquiries)
    .where(and(gte(enquiries.createdAt, since), isNull(enquiries.mergedIntoId), eq(enquiries.stage, "won")))
    .groupBy(sourceKey);
  return rows.sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
}

/** Every figure of the reports screen for the last `weeks` weeks (the current one included). */
export async function enquiryReport(db: Database, { weeks }: { weeks: number }, now = new Date()): Promise<Report> {
  const mondays = reportWeeks(weeks, now);
  const since = indiaInstant(mondays[0]!, "00:00");
  const [counts, stages, response, won] = await Promise.all([
    perWeek(db, since, mondays),
    funnel(db, since),
    responseTimes(db, since, now),
    wonBySource(db, since),
  ]);
  return { asOf: now.toISOString(), weeks: mondays, ...counts, ...stages, ...response, wonBySource: won };
}

/** Figures older than this are worked out again when asked for; the scheduled pass (every 5 minutes) stays inside it. */
export const REPORT_MAX_AGE_MINUTES = 10;

/** Works out a period's figures and keeps them. */
async function workOut(db: Database, weeks: number, now: Date): Promise<Report> {
  const report = await enquiryReport(db, { weeks }, now);
  await db
    .insert(reportSnapshots)
    .values({ weeks, computedAt: now, report })
    .onConflictDoUpdate({ target: reportSnapshots.weeks, set: { computedAt: now, report } });
  return report;
}

/** A period's figures: those kept if younger than `REPORT_MAX_AGE_MINUTES` (unless `refresh`), else worked out now. */
export async function storedReport(db: Database, { weeks, refresh }: { weeks: number; refresh?: boolean }, now = new Date()) {
  if (!refresh) {
    const [kept] = await db.select().from(reportSnapshots).where(eq(reportSnapshots.weeks, weeks));
    // Figures kept by an earlier version of this code (another shape) are worked out again rather than shown.
    const report = kept && reportSchema.safeParse(kept.report);
    if (report?.success && now.getTime() - kept.computedAt.getTime() < REPORT_MAX_AGE_MINUTES * 60_000) return report.data;
  }
  return workOut(db, weeks, now);
}

/** The scheduled pass: works out every period the screen offers, one after another (each takes a connection's time). */
export async function refreshReports(db: Database, now = new Date()): Promise<number> {
  for (const weeks of REPORT_PERIODS) await workOut(db, weeks, now);
  return REPORT_PERIODS.length;
}
