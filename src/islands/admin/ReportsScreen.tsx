import { useState } from "react";
import { enquiries as names } from "../../i18n/en/enquiries";
import { staff } from "../../i18n/en/staff";
import { fill } from "../../i18n/fill";
import {
  REPORT_DIMENSIONS,
  REPORT_PERIODS,
  REPORT_WEEKS,
  type DimensionRow,
  type Report,
  type ReportDimension,
} from "../../lib/admin/reports";
import { formatInr } from "../../lib/format";
import { serviceLabel } from "../../lib/forms/service-options";
import { isLocale } from "../../i18n/locales";
import { routes } from "../../lib/routes";
import { BarChart, WeekColumns } from "./charts";
import { useAdminResource } from "./resource";
import { indiaTime } from "./time";
import { cardClass, controlClass, labelClass, LoadError, Loading, ScreenHeading, TableHead } from "./ui";

const text = staff.reports;
const percent = new Intl.NumberFormat("en-IN", { style: "percent", maximumFractionDigits: 0 });
const cell = "px-3 py-2";
const headClass = "bg-sand/60 text-left text-sm";

/** Minutes as a duration people read at a glance: "45 min", "3 h 20 min", "2 d 4 h". */
export function duration(minutes: number | null): string {
  if (minutes === null) return "–";
  const m = Math.round(minutes);
  if (m < 60) return fill(staff.durations.minutes, { m });
  if (m < 24 * 60) return fill(staff.durations.hours, { h: Math.floor(m / 60), m: m % 60 });
  return fill(staff.durations.days, { d: Math.floor(m / 1440), h: Math.floor((m % 1440) / 60) });
}

const share = (value: number | null) => (value === null ? "–" : percent.format(value));

/** A dimension's stored value as staff read it: a service's name, a language's name, or what an empty one means. */
function valueLabel(dimension: ReportDimension, key: string): string {
  if (key === "…") return text.other;
  if (key === "") return text.noValue[dimension];
  if (dimension === "lang" && isLocale(key)) return text.languages[key];
  if (dimension === "service") return serviceLabel(key);
  return key;
}

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={`${cardClass} mt-6`}>
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      {intro && <p className="mt-1 max-w-prose text-sm text-muted">{intro}</p>}
      <div className="mt-4 grid gap-6 lg:grid-cols-2 lg:items-start">{children}</div>
    </section>
  );
}

function DimensionSection({ dimension, rows, weeks }: { dimension: ReportDimension; rows: DimensionRow[]; weeks: string[] }) {
  const title = text.dimensions[dimension];
  const bars = rows.map((row) => ({ label: valueLabel(dimension, row.key), value: row.total, shown: String(row.total) }));
  return (
    <Section id={`report-${dimension}`} title={title}>
      <BarChart bars={bars} label={fill(text.chartLabel, { title, summary: bars.map((bar) => `${bar.label} ${bar.shown}`).join(", ") })} />
      {/* The weeks make a wide table: it scrolls on its own, so keyboard users must be able to focus it to scroll (axe). */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex */}
      <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={title}>
        <table className="w-full text-sm">
          <TableHead
            columns={[title, { label: text.total, numeric: true }, ...weeks.map((week) => ({ label: week.slice(5), numeric: true }))]}
            className={headClass}
            cellClass={cell}
          />
          <tbody>
            {rows.map((row, i) => (
              <tr key={`${row.key}-${i}`} className="border-t border-ink/10">
                <th scope="row" className={`${cell} text-left font-medium`}>
                  {valueLabel(dimension, row.key)}
                </th>
                <td className={`${cell} text-right font-semibold`}>{row.total}</td>
                {row.perWeek.map((count, week) => (
                  <td key={weeks[week]} className={`${cell} text-right text-muted`}>
                    {count}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

/** Every figure of a report, each chart with its table: the screen draws it once the report has loaded. */
export function ReportFigures({ report }: { report: Report }) {
  const totalsLabel = fill(text.chartLabel, {
    title: text.perWeek,
    summary: report.weeks.map((week, i) => `${fill(text.weekOf, { date: week })} ${report.totals[i]}`).join(", "),
  });
  const { response } = report;
  return (
    <>
      <Section id="report-weeks" title={text.perWeek}>
        <WeekColumns counts={report.totals} weeks={report.weeks} label={totalsLabel} />
        <table className="w-full text-sm">
          <TableHead
            columns={[text.weekOf.replace(" {date}", ""), { label: text.count, numeric: true }]}
            className={headClass}
            cellClass={cell}
          />
          <tbody>
            {report.weeks.map((week, i) => (
              <tr key={week} className="border-t border-ink/10">
                <th scope="row" className={`${cell} text-left font-medium`}>
                  {fill(text.weekOf, { date: week })}
                </th>
                <td className={`${cell} text-right`}>{report.totals[i]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      {REPORT_DIMENSIONS.map((dimension) => (
        <DimensionSection key={dimension} dimension={dimension} rows={report.dimensions[dimension]} weeks={report.weeks} />
      ))}

      <Section id="report-funnel" title={text.funnel} intro={fill(text.funnelIntro, { lost: report.lost })}>
        <BarChart
          bars={report.funnel.map((step) => ({ label: names.stages[step.stage], value: step.reached, shown: String(step.reached) }))}
          label={fill(text.chartLabel, {
            title: text.funnel,
            summary: report.funnel.map((step) => `${names.stages[step.stage]} ${step.reached}`).join(", "),
          })}
        />
        <table className="w-full text-sm">
          <TableHead
            columns={[text.funnel, { label: text.reached, numeric: true }, { label: text.toNext, numeric: true }]}
            className={headClass}
            cellClass={cell}
          />
          <tbody>
            {report.funnel.map((step) => (
              <tr key={step.stage} className="border-t border-ink/10">
                <th scope="row" className={`${cell} text-left font-medium`}>
                  {names.stages[step.stage]}
                </th>
                <td className={`${cell} text-right`}>{step.reached}</td>
                <td className={`${cell} text-right`}>{share(step.toNext)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section id="report-response" title={text.response} intro={text.responseIntro}>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {[
            [text.answered, String(response.answered)],
            [text.median, duration(response.medianMinutes)],
            [text.p90, duration(response.p90Minutes)],
            [text.withinPromise, share(response.withinPromise)],
          ].map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm text-muted">{term}</dt>
              <dd className="font-display text-3xl">{value}</dd>
            </div>
          ))}
        </dl>
        <table className="w-full text-sm">
          <TableHead
            columns={[
              text.person,
              { label: text.answered, numeric: true },
              { label: text.median, numeric: true },
              { label: text.p90, numeric: true },
              { label: text.withinPromise, numeric: true },
            ]}
            className={headClass}
            cellClass={cell}
          />
          <tbody>
            {report.responseByOwner.map((row) => (
              <tr key={row.owner?.id ?? "none"} className="border-t border-ink/10">
                <th scope="row" className={`${cell} text-left font-medium`}>
                  {row.owner?.username ?? text.unassigned}
                </th>
                <td className={`${cell} text-right`}>{row.answered}</td>
                <td className={`${cell} text-right`}>{duration(row.medianMinutes)}</td>
                <td className={`${cell} text-right`}>{duration(row.p90Minutes)}</td>
                <td className={`${cell} text-right`}>{share(row.withinPromise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section id="report-won" title={text.won}>
        <BarChart
          bars={report.wonBySource.map((row) => ({ label: valueLabel("source", row.key), value: row.value, shown: formatInr(row.value) }))}
          label={fill(text.chartLabel, {
            title: text.won,
            summary: report.wonBySource.map((row) => `${valueLabel("source", row.key)} ${formatInr(row.value)}`).join(", "),
          })}
        />
        <table className="w-full text-sm">
          <TableHead
            columns={[text.dimensions.source, { label: text.wonCount, numeric: true }, { label: text.value, numeric: true }]}
            className={headClass}
            cellClass={cell}
          />
          <tbody>
            {report.wonBySource.map((row) => (
              <tr key={row.key} className="border-t border-ink/10">
                <th scope="row" className={`${cell} text-left font-medium`}>
                  {valueLabel("source", row.key)}
                </th>
                <td className={`${cell} text-right`}>{row.won}</td>
                <td className={`${cell} text-right`}>{formatInr(row.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </>
  );
}

export function ReportsScreen() {
  const [weeks, setWeeks] = useState<number>(REPORT_WEEKS.default);
  // The figures of the last few minutes, until staff ask for them worked out now (for this period).
  const [refresh, setRefresh] = useState(false);
  const { data, error, loading, reload } = useAdminResource<Report>(routes.api.admin.reports(weeks, { refresh }), { keep: true });
  return (
    <>
      <ScreenHeading title={text.title}>{text.intro}</ScreenHeading>
      <label className={`${labelClass} block max-w-xs`}>
        {text.period}
        <select
          className={controlClass}
          value={weeks}
          onChange={(event) => {
            setWeeks(Number(event.target.value));
            setRefresh(false);
          }}
        >
          {REPORT_PERIODS.map((count) => (
            <option key={count} value={count}>
              {fill(text.weeks, { count })}
            </option>
          ))}
        </select>
      </label>
      {data && (
        <p className="mt-3 text-sm text-muted">
          {fill(text.asOf, { time: indiaTime(data.asOf) })}{" "}
          <button
            type="button"
            className="underline hover:text-ink disabled:opacity-60"
            disabled={loading}
            onClick={() => (refresh ? reload() : setRefresh(true))}
          >
            {text.refresh}
          </button>
        </p>
      )}
      {loading && !data ? (
        <Loading>{text.loading}</Loading>
      ) : error || !data ? (
        <LoadError title={text.loadError} message={error ?? ""} onRetry={reload} />
      ) : data.totals.every((count) => count === 0) ? (
        <p role="status" className={`${cardClass} mt-6`}>
          {text.nothing}
        </p>
      ) : (
        <ReportFigures report={data} />
      )}
    </>
  );
}
