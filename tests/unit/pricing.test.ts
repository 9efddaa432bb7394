import { describe, expect, it } from "vitest";
import { rateCard } from "../../src/lib/pricing/card";
import { defaultRooms, estimate, type EstimateInput } from "../../src/lib/pricing/estimate";
import { BOOKING_CAP, paymentStages } from "../../src/lib/pricing/payment-stages";
import { BHK_TYPES, PACKAGE_IDS, type BhkType, type PackageId } from "../../src/lib/pricing/rate-card";
import { formatInr } from "../../src/lib/format";

const ALL_UNITS = { wardrobes: true, "tv-unit": true, "crockery-unit": true, "false-ceiling": true };
const fullHome = (bhkType: BhkType, packageId: PackageId): EstimateInput => ({
  bhkType,
  packageId,
  rooms: defaultRooms(bhkType),
  units: ALL_UNITS,
});
const lakh = 100_000;

describe("pricing model, calibrated to the Indian market", () => {
  // The ranges the business expects for full homes (issue brief), in lakh: [essentials, premium, luxe].
  const expected: Record<string, [number, number][]> = {
    "1 BHK": [
      [4, 6],
      [6, 9],
      [10, 14],
    ],
    "2 BHK": [
      [6, 9],
      [9, 13],
      [15, 22],
    ],
    "3 BHK": [
      [9, 13],
      [14, 20],
      [24, 35],
    ],
  };
  for (const [bhk, bands] of Object.entries(expected)) {
    PACKAGE_IDS.forEach((pkg, i) => {
      it(`puts a full ${bhk} ${pkg} home inside ₹${bands[i]![0]}–${bands[i]![1]} L`, () => {
        const { total } = estimate(fullHome(bhk as BhkType, pkg), rateCard);
        expect(total).toBeGreaterThanOrEqual(bands[i]![0] * lakh);
        expect(total).toBeLessThanOrEqual(bands[i]![1] * lakh);
      });
    });
  }

  it("prices a 90 sq ft modular kitchen around ₹2–4 lakh", () => {
    const kitchen = (packageId: PackageId) => estimate({ bhkType: "2 BHK", packageId, rooms: { kitchen: 1 }, units: {} }, rateCard).total;
    expect(kitchen("essentials")).toBeGreaterThanOrEqual(1.8 * lakh);
    expect(kitchen("premium")).toBeGreaterThan(2 * lakh);
    expect(kitchen("premium")).toBeLessThan(4 * lakh);
    expect(kitchen("luxe")).toBeLessThan(5 * lakh);
  });

  it("shows a range around the total and a line per room that adds up to it", () => {
    const result = estimate(fullHome("2 BHK", "premium"), rateCard);
    expect(result.lines.map((l) => l.label)).toEqual(["Kitchen", "Living room", "Bedroom × 2", "Bathroom × 2", "Dining"]);
    expect(result.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(result.total);
    expect(result.low).toBeLessThan(result.total);
    expect(result.high).toBeGreaterThan(result.total);
  });

  it("charges more for more rooms, units and richer packages, and nothing for no rooms", () => {
    const base = estimate(fullHome("2 BHK", "essentials"), rateCard).total;
    expect(estimate({ ...fullHome("2 BHK", "essentials"), units: {} }, rateCard).total).toBeLessThan(base);
    expect(estimate({ ...fullHome("2 BHK", "essentials"), rooms: { ...defaultRooms("2 BHK"), study: 1 } }, rateCard).total).toBeGreaterThan(
      base,
    );
    expect(estimate(fullHome("2 BHK", "premium"), rateCard).total).toBeGreaterThan(base);
    expect(estimate({ ...fullHome("2 BHK", "luxe"), rooms: {} }, rateCard)).toEqual({ lines: [], total: 0, low: 0, high: 0 });
  });

  it("gives bedrooms and bathrooms the BHK's count", () => {
    expect(BHK_TYPES.map((b) => defaultRooms(b).bedroom)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("payment stages", () => {
  it("books 10% of a small estimate and caps booking at ₹50,000 on a large one", () => {
    expect(paymentStages(300_000)[1]!.amount).toBe(30_000);
    expect(paymentStages(1_000_000)[1]!.amount).toBe(BOOKING_CAP);
  });

  it("works out 5%, 35% and 45% of the value and leaves the balance for handover, adding up to the whole", () => {
    for (const total of [300_000, 650_000, 1_000_000, 2_450_000]) {
      const stages = paymentStages(total);
      expect(stages.map((s) => s.title)).toEqual([
        "Design Consultation",
        "Book Your Order",
        "Site Measurement",
        "Finalise Your Design",
        "Start Production",
        "Installation & Handover",
      ]);
      expect(stages[2]!.amount).toBe(Math.round(total * 0.05));
      expect(stages[3]!.amount).toBe(Math.round(total * 0.35));
      expect(stages[4]!.amount).toBe(Math.round(total * 0.45));
      expect(stages.reduce((sum, s) => sum + s.amount, 0)).toBe(total);
    }
    expect(paymentStages(300_000)[5]!.amount).toBe(15_000);
  });
});

describe("formatInr", () => {
  it("groups digits the Indian way", () => {
    expect(formatInr(650000)).toBe("₹6,50,000");
    expect(formatInr(12345678)).toBe("₹1,23,45,678");
    expect(formatInr(999)).toBe("₹999");
  });
});
