import { describe, expect, it } from "vitest";
import { pricesIn } from "../../scripts/lib/price-check";
import { estimator as taEstimator } from "../../src/i18n/ta/estimator";
import { formatEstimateRange, formatLakh } from "../../src/lib/format";
import { localRateCard, rateCard } from "../../src/lib/pricing/card";
import { fillPrices, formatLine, priceLines } from "../../src/lib/pricing/lines";
import { paymentStages } from "../../src/lib/pricing/payment-stages";

const lines = priceLines(rateCard);
const kitchen = lines.get("kitchen")!;

describe("amounts in words, per language", () => {
  it("reads an estimate's range in lakh in Tamil and in rupees in English", () => {
    expect(formatEstimateRange(210_000, 340_000, "ta")).toBe("₹2.1 லட்சம் – ₹3.4 லட்சம்");
    expect(formatEstimateRange(210_000, 340_000, "en")).toBe("₹2,10,000 – ₹3,40,000");
    // Under a lakh a Tamil reader reads rupees, not "0.85 லட்சம்".
    expect(formatLakh(85_000, "ta")).toBe("₹85,000");
  });

  it("writes a rate-card line's range and lakh in the page's language", () => {
    expect(formatLine(kitchen, "range", "ta")).toMatch(/^₹[\d,]+ முதல் ₹[\d,]+ வரை$/);
    expect(formatLine(kitchen, "lakh", "ta")).toMatch(/^₹[\d.]+ லட்சம் – ₹[\d.]+ லட்சம்$/);
    expect(formatLine(kitchen, "range")).toMatch(/^₹[\d,]+ to ₹[\d,]+$/);
    expect(fillPrices("{price:kitchen:low-lakh}", lines, "ta")).toMatch(/^₹[\d.]+ லட்சம்$/);
  });

  it("lets the page check read Tamil lakh figures as the amounts they are", () => {
    expect(pricesIn("சுமார் ₹2.1 லட்சம் – ₹3.4 லட்சம் ஆகும்").map((price) => price.amount)).toEqual([210_000, 340_000]);
  });

  it("gives the payment stages in Tamil with the same amounts", () => {
    const english = paymentStages(1_000_000);
    const tamil = paymentStages(1_000_000, taEstimator.stages);
    expect(tamil.map((stage) => stage.amount)).toEqual(english.map((stage) => stage.amount));
    expect(tamil[1]).toMatchObject({
      title: "ஆர்டர் புக்கிங்",
      description: "மதிப்பீட்டுத் தொகையில் 10% அல்லது ₹50,000 — இவற்றில் எது குறைவோ அது.",
    });
    expect(english[1]).toMatchObject({ title: "Book Your Order", description: "10% of the estimate or ₹50,000, whichever is lower." });
  });

  it("keeps the Tamil rate card's prices and ids the English card's, with Tamil names", () => {
    const tamil = localRateCard("ta");
    expect(tamil.cabinetRates).toEqual(rateCard.cabinetRates);
    expect(tamil.rooms.map(({ id, fixed }) => ({ id, fixed }))).toEqual(rateCard.rooms.map(({ id, fixed }) => ({ id, fixed })));
    expect(tamil.packages.find((pkg) => pkg.id === "essentials")?.name).toBe("எசென்ஷியல்ஸ்");
    expect(tamil.rooms.find((room) => room.id === "pooja")?.name).toBe("பூஜை அறை");
  });
});
