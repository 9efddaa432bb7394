import { createPortal } from "react-dom";
import { site } from "../../config/site";
import { fill } from "../../i18n/fill";
import { LOCALE_INFO, type Locale } from "../../i18n/locales";
import { formatEstimateRange, formatInr, inSentence } from "../../lib/format";
import { emiPlan } from "../../lib/pricing/emi";
import type { Estimate } from "../../lib/pricing/estimate";
import { paymentStages } from "../../lib/pricing/payment-stages";
import type { PackageId, RateCard } from "../../lib/pricing/rate-card";
import type { EstimatorMessages } from "./messages";
import "./print.css";

/** A day as the page's language writes it: "25 November 2026", "25 நவம்பர், 2026". */
const day = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" }).format(
    date,
  );

interface Props {
  estimate: Estimate;
  card: RateCard;
  packageId: PackageId;
  homeType: string;
  m: EstimatorMessages;
  locale: Locale;
  /** When the estimate was made; the valid-until date counts from it. */
  today?: Date;
}

/**
 * The estimate as one A4 page: shown only when printing (print.css), placed at
 * the top of <body> so the print stylesheet can leave everything else out.
 */
export function PrintableEstimate({ estimate, card, packageId, homeType, m: { print: m, stages }, locale, today = new Date() }: Props) {
  const pkg = card.packages.find((p) => p.id === packageId)!;
  const rate = card.cabinetRates[packageId];
  const validUntil = new Date(today.getTime() + card.quoteValidDays * 86_400_000);
  const unitName = (id: string) => card.units.find((unit) => unit.id === id)?.name ?? id;
  const emi = emiPlan(estimate.total, site.emi.annualRatePct, site.emi.defaultTenureMonths);
  return createPortal(
    <article data-print-estimate>
      <header className="print-head">
        <div>
          <p className="print-brand">{site.brand}</p>
          <p>
            {site.contact.phone} · {site.contact.email} · {site.url.replace(/^https?:\/\//, "")}
          </p>
        </div>
        <div className="print-meta">
          <p>{fill(m.estimateOf, { date: day(today, locale) })}</p>
          <p>{fill(m.validUntil, { date: day(validUntil, locale) })}</p>
          <p>{fill(m.rateCard, { version: card.version })}</p>
        </div>
      </header>
      <h1>{fill(m.heading, { home: homeType, package: pkg.name })}</h1>
      <p className="print-range">
        {formatEstimateRange(estimate.low, estimate.high, locale)} <span>{fill(m.mostLikely, { total: formatInr(estimate.total) })}</span>
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">{m.room}</th>
            <th scope="col">{m.fromCard}</th>
            <th scope="col" className="num">
              {m.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {estimate.lines.map((line) => (
            <tr key={line.room}>
              <td>{line.label}</td>
              <td>
                {line.each.cabinetSqft > 0 && fill(m.cabinet, { sqft: line.each.cabinetSqft, rate: formatInr(rate) })}
                {fill(m.fittings, { amount: formatInr(line.each.fixed) })}
                {line.each.units.length > 0 && fill(m.includesUnits, { units: inSentence(line.each.units.map(unitName).join(", ")) })}
              </td>
              <td className="num">{formatInr(line.amount)}</td>
            </tr>
          ))}
          <tr className="print-total">
            <th scope="row" colSpan={2}>
              {m.total}
            </th>
            <td className="num">{formatInr(estimate.total)}</td>
          </tr>
        </tbody>
      </table>
      <h2>{m.stagesTitle}</h2>
      <table>
        <tbody>
          {paymentStages(estimate.total, stages).map((stage) => (
            <tr key={stage.step}>
              <td>
                {stage.step}. {stage.title}
              </td>
              <td>{stage.description}</td>
              <td className="num">{stage.amount ? formatInr(stage.amount) : m.free}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="print-note">
        {fill(m.note, {
          monthly: formatInr(emi.monthly),
          months: site.emi.defaultTenureMonths,
          lender: site.emi.lender,
          rate: site.emi.annualRatePct,
          interest: formatInr(emi.totalInterest),
        })}
      </p>
    </article>,
    document.body,
  );
}
