import { describe, expect, it } from "vitest";
import { emiPlan } from "../../src/lib/pricing/emi";

describe("emiPlan", () => {
  // Published amortisation figures (reducing balance, monthly rests).
  it("₹1,00,000 at 10% for 12 months: ₹8,791.59 a month, ₹5,499.06 interest", () => {
    const plan = emiPlan(1_00_000, 10, 12);
    expect(plan.monthly).toBeCloseTo(8791.59, 2);
    expect(plan.totalInterest).toBeCloseTo(5499.06, 1);
    expect(plan.totalPaid).toBeCloseTo(1_05_499.06, 1);
  });

  it("₹10,00,000 at 8.5% for 20 years: ₹8,678.23 a month, ₹10,82,776 interest", () => {
    const plan = emiPlan(10_00_000, 8.5, 240);
    expect(plan.monthly).toBeCloseTo(8678.23, 2);
    expect(Math.round(plan.totalInterest)).toBe(10_82_776);
  });

  it("₹5,00,000 at 12% for 36 months: ₹16,607.15 a month", () => {
    expect(emiPlan(5_00_000, 12, 36).monthly).toBeCloseTo(16607.15, 2);
  });

  it("the last instalment clears the balance when the schedule is run month by month", () => {
    const { monthly } = emiPlan(7_45_000, 11.5, 48);
    let balance = 7_45_000;
    for (let month = 0; month < 48; month++) balance = balance * (1 + 11.5 / 1200) - monthly;
    expect(Math.abs(balance)).toBeLessThan(0.01);
  });

  it("at 0% the instalment is the amount over the months and costs nothing", () => {
    expect(emiPlan(1_20_000, 0, 12)).toEqual({ monthly: 10_000, totalPaid: 1_20_000, totalInterest: 0 });
  });

  it("refuses a tenure that is not a whole number of months, and negative figures", () => {
    expect(() => emiPlan(1_00_000, 10, 0)).toThrow(RangeError);
    expect(() => emiPlan(1_00_000, 10, 12.5)).toThrow(RangeError);
    expect(() => emiPlan(-1, 10, 12)).toThrow(RangeError);
    expect(() => emiPlan(1_00_000, -1, 12)).toThrow(RangeError);
  });
});
