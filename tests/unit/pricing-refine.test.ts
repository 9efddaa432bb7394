import { describe, expect, it } from "vitest";
import { rateCard } from "../../src/lib/pricing/card";
import { AREA_LIMITS, defaultRooms, estimate, refinement, type EstimateInput } from "../../src/lib/pricing/estimate";

const home: EstimateInput = { bhkType: "2 BHK", rooms: defaultRooms("2 BHK"), units: { wardrobes: true }, packageId: "premium" };
const typical = rateCard.typicalCarpetSqft["2 BHK"]!;

describe("carpet area and city refine the estimate", () => {
  it("changes nothing when neither is given", () => {
    expect(refinement(home, rateCard)).toBe(1);
    expect(estimate({ ...home, city: "" }, rateCard)).toEqual(estimate(home, rateCard));
  });

  it("scales with the carpet area against the typical home of the type", () => {
    expect(refinement({ ...home, carpetSqft: typical * 1.2 }, rateCard)).toBeCloseTo(1.2);
    expect(estimate({ ...home, carpetSqft: typical * 1.2 }, rateCard).total).toBeGreaterThan(estimate(home, rateCard).total);
    expect(estimate({ ...home, carpetSqft: typical * 0.8 }, rateCard).total).toBeLessThan(estimate(home, rateCard).total);
  });

  it("keeps an implausible area within limits", () => {
    expect(refinement({ ...home, carpetSqft: typical * 5 }, rateCard)).toBe(AREA_LIMITS.max);
    expect(refinement({ ...home, carpetSqft: 10 }, rateCard)).toBe(AREA_LIMITS.min);
  });

  it("narrows the range once the area is known", () => {
    const loose = estimate(home, rateCard);
    const known = estimate({ ...home, carpetSqft: typical }, rateCard);
    expect(known.total).toBe(loose.total);
    expect(known.high - known.low).toBeLessThan(loose.high - loose.low);
    expect(known.low).toBeLessThanOrEqual(known.total);
    expect(known.high).toBeGreaterThanOrEqual(known.total);
  });

  it("applies the city's factor from the rate card, and 1 for a city it does not list", () => {
    const city = Object.entries(rateCard.cityFactor).find(([, factor]) => factor !== 1)!;
    expect(refinement({ ...home, city: city[0] }, rateCard)).toBe(city[1]);
    expect(refinement({ ...home, city: "Atlantis" }, rateCard)).toBe(1);
  });
});
