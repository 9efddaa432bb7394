import { createPortal } from "react-dom";
import { site } from "../../config/site";
import { formatInr } from "../../lib/format";
import { emiPlan } from "../../lib/pricing/emi";
import type { Estimate } from "../../lib/pricing/estimate";
import { paymentStages } from "../../lib/pricing/payment-stages";
import type { PackageId, RateCard } from "../../lib/pricing/rate-card";
import "./print.css";

const DAY = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

interface Props {
  estimate: Estimate;
  card: RateCard;
  packageId: PackageId;
  homeType: string;
  /** When the estimate was made; the valid-until date counts from it. */
  today?: Date;
}

/**
 * The estimate as one A4 page: shown only when printing (print.css), placed at
 * the top of <body> so the print stylesheet can leave everything else out.
 */
export function PrintableEstimate({ estimate, card, packageId, homeType, today = new Date() }: Props) {
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
          <p>Estimate of {DAY.format(today)}</p>
          <p>Valid until {DAY.format(validUntil)}</p>
          <p>Rate card {card.version}</p>
        </div>
      </header>
      <h1>
        Interior estimate: {homeType}, {pkg.name} package
      </h1>
      <p className="print-range">
        {formatInr(estimate.low)} – {formatInr(estimate.high)} <span>(most likely {formatInr(estimate.total)})</span>
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Room</th>
            <th scope="col">From the rate card (each room)</th>
            <th scope="col" className="num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {estimate.lines.map((line) => (
            <tr key={line.room}>
              <td>{line.label}</td>
              <td>
                {line.each.cabinetSqft > 0 && `${line.each.cabinetSqft} sq ft of cabinet front at ${formatInr(rate)}; `}
                fittings and finishes {formatInr(line.each.fixed)}
                {line.each.units.length > 0 && `; includes ${line.each.units.map(unitName).join(", ").toLowerCase()}`}
              </td>
              <td className="num">{formatInr(line.amount)}</td>
            </tr>
          ))}
          <tr className="print-total">
            <th scope="row" colSpan={2}>
              Most likely total
            </th>
            <td className="num">{formatInr(estimate.total)}</td>
          </tr>
        </tbody>
      </table>
      <h2>Payment stages on this estimate</h2>
      <table>
        <tbody>
          {paymentStages(estimate.total).map((stage) => (
            <tr key={stage.step}>
              <td>
                {stage.step}. {stage.title}
              </td>
              <td>{stage.description}</td>
              <td className="num">{stage.amount ? formatInr(stage.amount) : "Free"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="print-note">
        Indicative EMI: {formatInr(emi.monthly)} a month for {site.emi.defaultTenureMonths} months from {site.emi.lender} at{" "}
        {site.emi.annualRatePct}% a year (total interest {formatInr(emi.totalInterest)}). Prices include design, materials, factory
        finishing, delivery and installation; GST extra as applicable. Bigger homes are scaled for their larger rooms; the final quote
        follows a site measurement.
      </p>
    </article>,
    document.body,
  );
}
