import { useId, useState } from "react";
import { site } from "../../config/site";
import { fill } from "../../i18n/fill";
import { formatInr } from "../../lib/format";
import { emiPlan } from "../../lib/pricing/emi";
import type { EstimatorMessages } from "./messages";

const { emi } = site;
const tenure = ({ emi: words }: EstimatorMessages, months: number) =>
  months % 12 ? fill(words.months, { count: months }) : months === 12 ? words.year : fill(words.years, { count: months / 12 });

/** The monthly payment on the visitor's own figure, at the lender's indicative rate, for a tenure they choose. */
export function EmiPlan({ amount, m }: { amount: number; m: EstimatorMessages }) {
  const id = useId();
  const [months, setMonths] = useState<number>(emi.defaultTenureMonths);
  const plan = emiPlan(amount, emi.annualRatePct, months);
  const figures = { monthly: plan.monthly, interest: plan.totalInterest };
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-6 ring-1 ring-ink/5 sm:p-8" data-emi-plan>
      <h2 id={`${id}-title`} className="text-2xl">
        {m.emi.title}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {fill(m.emi.intro, { amount: formatInr(amount), lender: emi.lender, rate: emi.annualRatePct })}
      </p>
      <label htmlFor={`${id}-tenure`} className="mt-4 block text-sm font-medium">
        {m.emi.repay}
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
            {tenure(m, option)}
          </option>
        ))}
      </select>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {(Object.keys(figures) as (keyof typeof figures)[]).map((figure) => (
          <div key={figure}>
            <dt className="text-sm text-muted">{m.emi[figure]}</dt>
            <dd className="text-2xl font-semibold tabular-nums" {...{ [`data-emi-${figure}`]: true }}>
              {formatInr(figures[figure])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
