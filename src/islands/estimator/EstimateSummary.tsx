import { formatInr } from "../../lib/format";
import type { Estimate } from "../../lib/pricing/estimate";
import { paymentStages } from "../../lib/pricing/payment-stages";

export function EstimateSummary({ estimate, packageName }: { estimate: Estimate; packageName: string }) {
  return (
    <section aria-labelledby="estimate-title" className="rounded-2xl bg-teal-dark p-6 text-white sm:p-8" data-estimate>
      <p className="eyebrow !text-sand">Your estimate · {packageName}</p>
      <h2 id="estimate-title" className="mt-2 text-3xl sm:text-4xl">
        <span data-estimate-range>
          {formatInr(estimate.low)} – {formatInr(estimate.high)}
        </span>
      </h2>
      <p className="mt-2 text-sm text-white/80">
        Includes design, materials, factory finishing, delivery and installation. GST extra as applicable.
      </p>
      <table className="mt-6 w-full text-left text-sm">
        <caption className="sr-only">Breakdown by room</caption>
        <thead>
          <tr className="border-b border-white/20 text-white/70">
            <th scope="col" className="py-2 font-medium">
              Room
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Estimate
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
              Most likely total
            </th>
            <td className="py-2 text-right font-semibold tabular-nums">{formatInr(estimate.total)}</td>
          </tr>
        </tbody>
      </table>
      <h3 className="mt-8 text-xl">How you would pay</h3>
      <ol className="mt-3 space-y-2 text-sm">
        {paymentStages(estimate.total).map((stage) => (
          <li key={stage.step} className="flex justify-between gap-4">
            <span>
              <span className="font-semibold">
                {stage.step}. {stage.title}
              </span>
              <span className="block text-white/70">{stage.description}</span>
            </span>
            <span className="tabular-nums">{stage.amount ? formatInr(stage.amount) : "Free"}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A plain-text copy of the estimate for download or sharing. */
export function estimateText(estimate: Estimate, summary: string): string {
  return [
    `Price estimate – ${summary}`,
    `Range: ${formatInr(estimate.low)} – ${formatInr(estimate.high)} (most likely ${formatInr(estimate.total)})`,
    "",
    ...estimate.lines.map((line) => `${line.label}: ${formatInr(line.amount)}`),
    "",
    "Payment stages:",
    ...paymentStages(estimate.total).map((s) => `${s.step}. ${s.title}: ${s.amount ? formatInr(s.amount) : "free"} – ${s.description}`),
  ].join("\n");
}
