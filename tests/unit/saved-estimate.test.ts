import { describe, expect, it } from "vitest";
import { estimateSchemas } from "../../src/lib/forms/estimate";
import { localRateCard, rateCard } from "../../src/lib/pricing/card";
import { estimate } from "../../src/lib/pricing/estimate";
import { describeEstimate, saveEstimate } from "../../src/lib/pricing/saved";

const contact = { name: "Anitha Krishnan", email: "anitha@example.com", phone: "9840033333", city: "Chennai" };
const answers = { bhkType: "3 BHK", package: "premium", rooms: { kitchen: 1, bedroom: 3, pooja: 1, dining: 0 }, units: ["tv-unit"] };

describe("the estimate a visitor saves", () => {
  it("is priced on the server exactly as the estimator priced it in the browser, refinements included", () => {
    const choice = {
      bhkType: "3 BHK",
      packageId: "luxe",
      rooms: { kitchen: 1, bedroom: 3, pooja: 1 },
      carpetSqft: 1900,
      city: "Coimbatore",
    } as const;
    const shown = estimate({ ...choice, units: { "tv-unit": true, wardrobes: true } }, rateCard);
    const saved = saveEstimate({ ...choice, units: ["wardrobes", "tv-unit"] }, rateCard);
    expect(saved).toEqual({
      rooms: { kitchen: 1, bedroom: 3, pooja: 1 },
      units: ["wardrobes", "tv-unit"],
      carpetSqft: 1900,
      city: "Coimbatore",
      rateCardVersion: rateCard.version,
      low: shown.low,
      high: shown.high,
      lines: [
        { room: "kitchen", count: 1, amount: shown.lines[0]!.amount },
        { room: "bedroom", count: 3, amount: shown.lines[1]!.amount },
        { room: "pooja", count: 1, amount: shown.lines[2]!.amount },
      ],
    });
    // The refinements move the price: a save that dropped them would store another figure than the visitor saw.
    expect(saveEstimate({ ...choice, carpetSqft: undefined, city: undefined, units: ["wardrobes", "tv-unit"] }, rateCard).high).not.toBe(
      saved.high,
    );
  });

  it("keeps the card's order whatever order the browser sent, so a retry of the same answers is the same request", () => {
    const a = saveEstimate(
      { bhkType: "2 BHK", packageId: "premium", rooms: { bedroom: 2, kitchen: 1 }, units: ["tv-unit", "wardrobes"] },
      rateCard,
    );
    const b = saveEstimate(
      { bhkType: "2 BHK", packageId: "premium", rooms: { kitchen: 1, bedroom: 2 }, units: ["wardrobes", "tv-unit"] },
      rateCard,
    );
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it("reads back in the rate card's words, whichever language the visitor used", () => {
    const saved = saveEstimate({ bhkType: "2 BHK", packageId: "premium", rooms: { kitchen: 1, bedroom: 2 }, units: ["tv-unit"] }, rateCard);
    expect(describeEstimate(saved, "premium", rateCard)).toEqual({
      packageName: "Premium",
      lines: [
        { label: "Kitchen", amount: saved.lines[0]!.amount },
        { label: "Bedroom × 2", amount: saved.lines[1]!.amount },
      ],
      units: ["TV unit"],
    });
    expect(describeEstimate(saved, "premium", localRateCard("ta")).lines[0]!.label).toBe(localRateCard("ta").rooms[0]!.name);
  });
});

describe("POST /api/estimates' answers", () => {
  const parse = (body: Record<string, unknown>, locale: "en" | "ta" = "en") => estimateSchemas[locale].safeParse({ ...contact, ...body });
  const problems = (body: Record<string, unknown>, locale: "en" | "ta" = "en") =>
    parse(body, locale).error?.issues.map((issue) => [issue.path.join("."), issue.message]);

  it("takes room ids with counts and unit ids", () => {
    expect(parse(answers).data).toMatchObject({ rooms: answers.rooms, units: ["tv-unit"], package: "premium" });
    expect(parse({ ...answers, units: undefined }).data?.units).toEqual([]);
  });

  it("refuses display labels, ids the rate card does not have, and impossible counts, in the form's words", () => {
    expect(problems({ ...answers, rooms: ["Kitchen", "Bedroom × 2"] })).toEqual([["rooms", "Please choose at least one room"]]);
    expect(problems({ ...answers, rooms: { garage: 1 } })).toContainEqual(["rooms", "Please choose at least one room"]);
    expect(problems({ ...answers, units: ["jacuzzi"] })).toEqual([["units.0", "Please choose at least one room"]]);
    expect(problems({ ...answers, rooms: { kitchen: 0 } })).toEqual([["rooms", "Please choose at least one room"]]);
    expect(problems({ ...answers, rooms: { kitchen: 1.5 } })?.[0]?.[0]).toBe("rooms.kitchen");
    expect(problems({ ...answers, rooms: { bedroom: 21 } })).toEqual([["rooms", "Please choose at most 20 rooms"]]);
    expect(problems({ ...answers, rooms: { kitchen: 0 } }, "ta")?.[0]?.[1]).toMatch(/அறை/);
  });
});
