export interface EmiPlan {
  /** The equal monthly instalment, in rupees (not rounded). */
  monthly: number;
  /** Everything paid over the tenure. */
  totalPaid: number;
  /** What the loan costs: total paid less the amount borrowed. */
  totalInterest: number;
}

/**
 * The equal monthly instalment of a loan on a reducing balance:
 * EMI = P·r·(1+r)^n / ((1+r)^n − 1), with r the monthly rate. At 0% it is P/n.
 */
export function emiPlan(principal: number, annualRatePct: number, months: number): EmiPlan {
  if (!Number.isFinite(principal) || principal < 0) throw new RangeError("The amount must be zero or more");
  if (!Number.isInteger(months) || months < 1) throw new RangeError("The tenure must be a whole number of months, at least one");
  if (!Number.isFinite(annualRatePct) || annualRatePct < 0) throw new RangeError("The interest rate must be zero or more");
  const r = annualRatePct / 12 / 100;
  const monthly = r === 0 ? principal / months : (principal * r * (1 + r) ** months) / ((1 + r) ** months - 1);
  const totalPaid = monthly * months;
  return { monthly, totalPaid, totalInterest: totalPaid - principal };
}
