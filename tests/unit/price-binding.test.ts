import { describe, expect, it } from "vitest";
import { estimator as enEstimator } from "../../src/i18n/en/estimator";
import { estimatorMessages } from "../../src/islands/estimator/messages";
import { gstNote } from "../../src/lib/pricing/gst";
import { pricingPassages } from "../../src/server/chat/passages/rate-card";
import { brokenLinks } from "../../scripts/lib/page-checks";
import { unknownPrices, rateCardAmounts } from "../../scripts/lib/price-check";
import { checkPrices, tokenInSettings } from "../../src/content-rules/prices";
import { rateCard } from "../../src/lib/pricing/card";
import { countProblems, entryClaims, startingPriceProblem, stageShareProblems, typedStageProblems } from "../../src/lib/pricing/claims";
import { FAMILIES } from "../../src/lib/pricing/families";
import { fillPrices, formatLine, priceLines } from "../../src/lib/pricing/lines";
import { paymentStages, stagePercent, STAGE_SHARES } from "../../src/lib/pricing/payment-stages";

const lines = priceLines(rateCard);
const kitchen = lines.get("kitchen")!;
const place = { file: "content/service-pages/modular-kitchen.md" };
const messages = (data: unknown, body?: string, locale: "en" | "ta" = "en") =>
  checkPrices(data, { ...place, body, bodyLine: 30 }, lines, locale).problems.map((problem) => problem.message);
const page = (body: string) =>
  `<!doctype html><html><head><title>Kitchens</title><meta name="description" content="A page."></head><body><main>${body}</main></body></html>`;
const pricing = { lines, locale: "en" as const };

describe("a price is bound to what it prices", () => {
  it("gives every product family an entry line that exists, in every city", () => {
    for (const city of [undefined, ...Object.keys(rateCard.cityFactor)]) {
      const book = priceLines(rateCard, city);
      for (const family of FAMILIES) expect(book.get(family.entry), `${family.id} in ${city ?? "Chennai"}`).toBeDefined();
    }
  });

  it("starts the kitchen's span where the estimator's Essentials range starts: one entry price", () => {
    expect(kitchen.low).toBe(lines.get("kitchen-essentials")!.low);
    expect(lines.get("home-2bhk")!.low).toBe(lines.get("home-2bhk-essentials")!.low);
  });

  it("fails on a planted wrong entry price in content, naming the family's entry token", () => {
    const problems = messages({ metaDescription: "Modular kitchens from {price:kitchen-premium:low}, in 4 to 6 weeks." });
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/service-pages\/modular-kitchen\.md: "metaDescription": ".+" is given as the entry price of a kitchen, but its one entry price is ₹1,80,000 .*write \{price:kitchen:low\}$/,
      ),
    ]);
    expect(messages({ metaDescription: "Modular kitchens from {price:kitchen:low}, in 4 to 6 weeks." })).toEqual([]);
  });

  it("fails on a planted wrong entry price on a built page, though the figure is one the rate card produces", () => {
    const html = page("<p>Modular kitchens start from ₹1,90,000 and take 4 to 6 weeks.</p>");
    const amounts = rateCardAmounts(rateCard);
    expect(amounts.has(190_000)).toBe(true);
    expect(unknownPrices("modular-kitchen.html", html, amounts)).toEqual([]);
    expect(unknownPrices("modular-kitchen.html", html, amounts, pricing)).toEqual([
      expect.objectContaining({ figure: expect.stringContaining('"₹1,90,000" is given as the entry price of a kitchen') }),
    ]);
    expect(
      unknownPrices("modular-kitchen.html", page(`<p>Modular kitchens start from ${formatLine(kitchen, "low")}.</p>`), amounts, pricing),
    ).toEqual([]);
  });

  it("reads entry prices in Tamil, and ranges in both languages as no entry price", () => {
    const tamil = `மாடுலர் கிச்சன் ₹1.9 லட்சம் முதல், எல்லாம் அடங்கும்.`;
    expect(entryClaims(tamil, "ta")).toEqual([expect.objectContaining({ family: expect.objectContaining({ id: "kitchen" }) })]);
    expect(entryClaims(`மாடுலர் கிச்சன் ₹1,90,000 முதல் ₹2,90,000 வரை ஆகும்.`, "ta")).toEqual([]);
    expect(entryClaims("A kitchen typically costs from ₹1,90,000 to ₹2,90,000.", "en")).toEqual([]);
    expect(entryClaims("A full 2 BHK from ₹6,50,000 up to ₹10,65,000.", "en")).toEqual([]);
  });

  it("binds the claim to the family its clause names; a package of several families is no one family's price", () => {
    const royapettah = "A full 2 BHK usually costs more here, and the kitchen alone typically starts from ₹1,90,000.";
    expect(entryClaims(royapettah, "en").map((claim) => claim.family?.id)).toEqual(["kitchen"]);
    expect(entryClaims("A package with a kitchen, two wardrobes and a TV unit starts from about ₹6,50,000.", "en")).toEqual([]);
    expect(entryClaims("Dedicated pooja rooms start at ₹1,50,000.", "en").map((claim) => claim.family?.id)).toEqual(["pooja-room"]);
  });

  it("fails on a planted typed figure in content, pointing at the lines with that amount", () => {
    expect(messages({ answer: "A compact kitchen is ₹1.8 lakh." })).toEqual([
      expect.stringMatching(/"answer": "₹1\.8 lakh" is a price typed by hand: .* printed by \{price:kitchen:low-lakh\}/),
    ]);
    expect(messages({}, "Budget Rs. 45,000 for the unit.\n\nOr 2 lakh for the room.")).toEqual([
      expect.stringMatching(/line 30: the page text: "Rs\. 45,000" is a price typed by hand/),
      expect.stringMatching(/line 32: the page text: "2 lakh" is a price typed by hand/),
    ]);
    expect(messages({ answer: "A compact kitchen is {price:kitchen:low-lakh}." })).toEqual([]);
  });

  it("fails on a planted unknown id, suggesting the closest one, with every other problem in the same round", () => {
    const problems = messages({ answer: "From {price:kitchn:low}.", note: "Book with 10% of the BOQ." }, "A {price:pooja-unit-9} unit.");
    expect(problems).toEqual([
      expect.stringContaining(
        '"answer": {price:kitchn:low}: there is no price line on the rate card (content/pricing/rate-card.json) called "kitchn" — did you mean {price:kitchen:low}?',
      ),
      expect.stringContaining('"note": "10%" is a payment stage\'s share typed by hand: write {stage:booking}'),
      expect.stringMatching(/the page text: \{price:pooja-unit-9\}: there is no price line .* did you mean \{price:pooja-unit-1\}\?/),
    ]);
  });

  it("names a token written wrongly, and the line it meant", () => {
    expect(messages({ answer: "From {price: kitchen:low}." })).toEqual([
      expect.stringContaining('"{price: kitchen:low}" is not written as a token: write {price:kitchen:low}'),
    ]);
    expect(messages({ answer: "From {Price:kitchen-premum}." })).toEqual([
      expect.stringMatching(/write \{price:kitchen-premum\} .*; and .*did you mean \{price:kitchen-premium\}\?/),
    ]);
  });

  it("explains a settings line a token stops from reading, instead of quoting advice alone", () => {
    expect(tokenInSettings("metaDescription: From {price: kitchn:low}; 4 to 6 weeks.", lines)).toMatch(
      /^the token "\{price: kitchn:low\}" stops this line from being read — .*write \{price:kitchn:low\}.*did you mean \{price:kitchen:low\}\?/,
    );
    expect(tokenInSettings("  - answer: {price:kitchen} for a standard kitchen.", lines)).toMatch(
      /a text that starts with a token must be in double quotes, e\.g\. answer: "\{price:kitchen\} for a standard kitchen\."/,
    );
    expect(tokenInSettings("metaTitle: Kitchens: our work", lines)).toBeUndefined();
  });

  it("holds a service page's starting price to its product's entry line", () => {
    expect(startingPriceProblem("Customised TV Units", "customized-tv-units-1")).toMatch(/whose one entry price is the line "tv-units-1"/);
    expect(startingPriceProblem("Customised TV Units", "tv-units-1")).toBeUndefined();
    expect(startingPriceProblem("Interior Design Services", "living-room-4")).toBeUndefined();
  });
});

describe("payment stages come from one table", () => {
  it("fills {stage:…} tokens from payment-stages.ts, and the stages add up to the whole", () => {
    expect(fillPrices("{stage:booking}, {stage:measurement}, {stage:design}, {stage:production}, {stage:balance}", lines)).toBe(
      "10%, 5%, 35%, 45%, 5%",
    );
    const shares = Object.values(STAGE_SHARES).reduce((sum, share) => sum + share, 0) + Number.parseInt(stagePercent("balance"), 10) / 100;
    expect(shares).toBeCloseTo(1);
    expect(paymentStages(1_000_000)[2]!.description).toBe(`${stagePercent("measurement")} of the BOQ value.`);
  });

  it("fails on a share typed into content, and on a printed share that is no stage's", () => {
    expect(typedStageProblems("This stage is 5% of the BOQ value.").map((found) => found.message)).toEqual([
      expect.stringContaining("write {stage:measurement} or {stage:balance}"),
    ]);
    expect(typedStageProblems("Book with {stage:booking} of the estimate.")).toEqual([]);
    expect(typedStageProblems("Kitchens take 40% less time.")).toEqual([]);
    expect(stageShareProblems("Booking your order costs 12% of the estimate.")).toHaveLength(1);
    expect(stageShareProblems("Booking your order costs 10% of the estimate.")).toEqual([]);
    expect(stageShareProblems("₹3,08,000 (4.4% over the first estimate)")).toEqual([]);
  });
});

describe("counts come from the rate card", () => {
  it("fills {count:…} and suggests the count meant", () => {
    expect(fillPrices("{count:laminates}+ laminates", lines)).toBe(`${rateCard.counts.laminates}+ laminates`);
    expect(() => fillPrices("{count:laminate}", lines)).toThrow(/did you mean \{count:laminates\}\?/);
  });
});

describe("GST is stated from one setting", () => {
  it("says on the estimate, the print and every chat price what the rate card sets, in both languages", () => {
    for (const included of [true, false]) {
      for (const locale of ["en", "ta"] as const) {
        const m = estimatorMessages(locale, included);
        const note = gstNote(included, m.gst);
        expect(m.summary.includes).toContain(note);
        expect(JSON.stringify(m)).not.toContain("{gst}");
      }
    }
    expect(gstNote(true, enEstimator.gst)).not.toBe(gstNote(false, enEstimator.gst));
    const note = gstNote(rateCard.gstIncluded, enEstimator.gst);
    for (const passage of pricingPassages()) expect(passage.text.endsWith(note), passage.id).toBe(true);
  });
});

describe("counts and links on built pages", () => {
  it("fails on a count that is not the rate card's, in English and Tamil", () => {
    const counts = rateCard.counts;
    expect(countProblems("Laminate finishes in 40+ shades.", counts)).toEqual([expect.stringContaining("write {count:laminates}")]);
    expect(countProblems(`A library of ${counts.laminates}+ laminates.`, counts)).toEqual([]);
    expect(countProblems("40-க்கும் மேற்பட்ட நிறங்களில் லேமினேட் ஃபினிஷ்", counts)).toHaveLength(1);
    expect(countProblems("Over 40+ projects handed over.", counts)).toEqual([]);
    // And the build's check of built pages reads them.
    expect(unknownPrices("index.html", page("<li>Laminate finishes in 40+ shades</li>"), rateCardAmounts(rateCard), pricing)).toHaveLength(
      1,
    );
  });

  it("fails on a link no page answers, with the address meant", () => {
    const htmls = new Map([
      ["modular-kitchen.html", '<a href="/modular-kitchn">Kitchens</a> <a href="/api/leads">x</a> <a href="/crockery-units#faq">y</a>'],
    ]);
    expect(brokenLinks(htmls, new Set(["/modular-kitchen", "/crockery-units"]))).toEqual([
      { page: "modular-kitchen.html", href: "/modular-kitchn", meant: "/modular-kitchen" },
    ]);
  });
});

describe("a Tamil sentence's product word", () => {
  it("is found with its case ending, which replaces the word's final pulli", () => {
    const text = "ஒரு மாடுலர் கிச்சனும் (பொதுவாக ₹1,80,000 முதல்) புதிய வார்ட்ரோப் ஷட்டர்களும் இந்த ஃப்ளாட்களை மாற்றிவிடும்.";
    expect(entryClaims(text, "ta").map((claim) => claim.family?.id)).toEqual(["kitchen"]);
  });
});
