import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import centres from "../../content/centres.json";
import { photoStandIn } from "../../scripts/lib/photo-profile";
import { projects as ta } from "../../src/i18n/ta/projects";
import { BUDGET_BANDS, bandLabel, budgetBand, costAgainstEstimate, distanceKm, monthLabel } from "../../src/lib/projects";
import { parse } from "yaml";
import { scratchFolder } from "../support/scratch";

describe("distanceKm", () => {
  it("is zero from a place to itself and about 290 km from Chennai to Bengaluru", () => {
    const chennai = { latitude: 13.0827, longitude: 80.2707 };
    expect(distanceKm(chennai, chennai)).toBe(0);
    expect(distanceKm(chennai, { latitude: 12.9716, longitude: 77.5946 })).toBeCloseTo(290, -1);
  });

  it("agrees with every neighbourhood's own distance to its experience centre", async () => {
    const far: string[] = [];
    for (const file of readdirSync("content/areas")) {
      const id = file.replace(/\.md$/, "");
      const data = parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(join("content/areas", file), "utf8"))![1]!) as Record<string, unknown>;
      const centre = centres.find((c) => c.id === data.centre)!;
      const km = distanceKm(data as { latitude: number; longitude: number }, centre);
      const stated = Number(data.distanceKm);
      if (Math.abs(km - stated) > Math.max(2.5, stated * 0.4)) far.push(`${id}: ${km.toFixed(1)} km, page says ${stated}`);
    }
    expect(far).toEqual([]);
  });
});

describe("budget bands and costs", () => {
  it("puts a cost in the band below its upper bound", () => {
    expect(budgetBand(2_99_999).id).toBe("under-3-lakh");
    expect(budgetBand(3_00_000).id).toBe("3-6-lakh");
    expect(budgetBand(11_99_999).id).toBe("6-12-lakh");
    expect(budgetBand(1_00_00_000).id).toBe(BUDGET_BANDS.at(-1)!.id);
  });

  it("says how the final cost compares with the first estimate", () => {
    expect(costAgainstEstimate(2_95_000, 3_08_000)).toBe("4.4% over the first estimate");
    expect(costAgainstEstimate(3_40_000, 3_32_000)).toBe("2.4% under the first estimate");
    expect(costAgainstEstimate(2_10_000, 2_10_000)).toBe("exactly the first estimate");
  });

  it("names bands and compares costs in Tamil, with lakh written as Tamil pages write it", () => {
    expect(BUDGET_BANDS.map((band) => bandLabel(band))).toEqual(BUDGET_BANDS.map((band) => band.label));
    expect(bandLabel(BUDGET_BANDS[0], "ta", ta.bands)).toBe("₹3 லட்சம் வரை");
    expect(bandLabel(BUDGET_BANDS[1], "ta", ta.bands)).toBe("₹3 லட்சம் – ₹6 லட்சம்");
    expect(bandLabel(BUDGET_BANDS.at(-1)!, "ta", ta.bands)).toBe("₹20 லட்சம் மற்றும் அதற்கு மேல்");
    expect(costAgainstEstimate(2_95_000, 3_08_000, ta.cost)).toBe("முதல் மதிப்பீட்டைவிட 4.4% கூடுதல்");
    expect(monthLabel("2025-04", "ta")).toBe("ஏப்ரல் 2025");
  });
});

describe("photo-profile stand-ins", () => {
  it("keep the picture's size, weigh several times more, and are the same bytes on every run", async () => {
    const dir = scratchFolder("stand-in-");
    // A small picture (800 × 600): the stand-in's properties do not depend on its size, and it encodes in a second.
    const original = "src/assets/artwork/process-5.jpg";
    const first = await photoStandIn(original, join(dir, "a.jpg"), 7);
    await photoStandIn(original, join(dir, "b.jpg"), 7);
    const [before, after] = await Promise.all([sharp(original).metadata(), sharp(join(dir, "a.jpg")).metadata()]);
    expect([after.width, after.height]).toEqual([before.width, before.height]);
    expect(first).toBeGreaterThan(5 * statSync(original).size);
    expect(statSync(join(dir, "b.jpg")).size).toBe(first);
  });
});
