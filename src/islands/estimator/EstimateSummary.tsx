import { fill } from "../../i18n/fill";
import type { Locale } from "../../i18n/locales";
import { formatEstimateRange, formatInr } from "../../lib/format";
import type { Estimate } from "../../lib/pricing/estimate";
import { paymentStages } from "../../lib/pricing/payment-stages";
import type { EstimatorMessages } from "./messages";

interface Props {
  estimate: Estimate;
  /** The range's ends as fractions of the most likely total (`estimateSpread`), explained under the headline. */
  spread: { low: number; high: number };
  packageName: string;
  m: EstimatorMessages;
  locale: Locale;
}

export function EstimateSummary({ estimate, spread, packageName, m, locale }: Props) {
  const { summary } = m;
  const percent = (fraction: number) => String(Math.round(Math.abs(1 - fraction) * 100));
  return (
    // scroll-mt: brought into view by a choice, the headline stops below the sticky header rather than under it.
    <section aria-labelledby="estimate-title" className="scroll-mt-24 rounded-2xl bg-teal-dark p-6 text-white sm:p-8" data-estimate>
      <p className="eyebrow !text-sand">{fill(summary.eyebrow, { package: packageName })}</p>
      <h2 id="estimate-title" className="mt-2 text-3xl sm:text-4xl">
        <span data-estimate-range>{formatEstimateRange(estimate.low, estimate.high, locale)}</span>
      </h2>
      <p className="mt-2 text-sm text-white/80" data-range-why>
        {fill(summary.rangeWhy, { under: percent(spread.low), over: percent(spread.high), total: formatInr(estimate.total) })}
      </p>
      {/* What the price includes, GST among it. */}
      <p className="mt-2 text-sm text-white/80">{summary.includes}</p>
      <table className="mt-6 w-full text-left text-sm">
        <caption className="sr-only">{summary.caption}</caption>
        <thead>
          <tr className="border-b border-white/20 text-white/70">
            <th scope="col" className="py-2 font-medium">
              {summary.room}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {summary.estimate}
            </th>
          </tr>
        </thead>
        <tbody>
          {estimate.lines.map((line) => (
            <tr key={line.room} className="border-b border-white/10">
              <td className="py-2">{line.label}</td>
              <td className="py-2 text-right tabular-nums">{formatInr(line.amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 text-left">
              {summary.total}
            </th>
            <td className="py-2 text-right font-semibold tabular-nums">{formatInr(estimate.total)}</td>
          </tr>
        </tbody>
      </table>
      <h3 className="mt-8 text-xl">{summary.payTitle}</h3>
      <ol className="mt-3 space-y-2 text-sm">
        {paymentStages(estimate.total, m.stages).map((stage) => (
          <li key={stage.step} className="flex justify-between gap-4">
            <span>
              <span className="font-semibold">
                {stage.step}. {stage.title}
              </span>
              <span className="block text-white/70">{stage.description}</span>
            </span>
            <span className="tabular-nums">{stage.amount ? formatInr(stage.amount) : summary.free}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A plain-text copy of the estimate for download or sharing. */
export function estimateText(estimate: Estimate, summary: string, m: EstimatorMessages, locale: Locale): string {
  const { text } = m;
  return [
    fill(text.title, { summary }),
    fill(text.range, { range: formatEstimateRange(estimate.low, estimate.high, locale), total: formatInr(estimate.total) }),
    "",
    ...estimate.lines.map((line) => `${line.label}: ${formatInr(line.amount)}`),
    "",
    text.stages,
    ...paymentStages(estimate.total, m.stages).map(
      (s) => `${s.step}. ${s.title}: ${s.amount ? formatInr(s.amount) : text.free} – ${s.description}`,
    ),
  ].join("\n");
}
