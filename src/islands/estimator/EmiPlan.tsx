import { useId, useState } from "react";
import { site } from "../../config/site";
import { formatInr } from "../../lib/format";
import { emiPlan } from "../../lib/pricing/emi";

const { emi } = site;
const years = (months: number) => (months % 12 ? `${months} months` : `${months / 12} year${months === 12 ? "" : "s"}`);

/** The monthly payment on the visitor's own figure, at the lender's indicative rate, for a tenure they choose. */
export function EmiPlan({ amount }: { amount: number }) {
  const id = useId();
  const [months, setMonths] = useState<number>(emi.defaultTenureMonths);
  const plan = emiPlan(amount, emi.annualRatePct, months);
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-6 ring-1 ring-ink/5 sm:p-8" data-emi-plan>
      <h2 id={`${id}-title`} className="text-2xl">
        Pay it monthly
      </h2>
      <p className="mt-1 text-sm text-muted">
        Indicative figures for a loan of {formatInr(amount)} from {emi.lender} at {emi.annualRatePct}% a year (reducing balance). Your
        lender's offer decides the real rate.
      </p>
      <label htmlFor={`${id}-tenure`} className="mt-4 block text-sm font-medium">
        Repay over
      </label>
      <select
        id={`${id}-tenure`}
        value={months}
        onChange={(event) => setMonths(Number(event.target.value))}
        className="mt-1 min-h-11 rounded-xl border border-ink/20 bg-white px-3"
        data-emi-tenure
      >
        {emi.tenuresMonths.map((option) => (
          <option key={option} value={option}>
            {years(option)}
          </option>
        ))}
      </select>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">Monthly payment</dt>
          <dd className="text-2xl font-semibold tabular-nums" data-emi-monthly>
            {formatInr(plan.monthly)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Total interest</dt>
          <dd className="text-2xl font-semibold tabular-nums" data-emi-interest>
            {formatInr(plan.totalInterest)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
