import { describe, expect, it } from "vitest";
import { copyProblems } from "../../scripts/lib/copy-check";
import { pricesIn, rateCardAmounts, unknownPrices } from "../../scripts/lib/price-check";
import { rateCard } from "../../src/lib/pricing/card";
import { estimate, roundTo } from "../../src/lib/pricing/estimate";
import { fillPrices, fillPricesDeep, formatLine, priceLines } from "../../src/lib/pricing/lines";

const page = (body: string, title = "Modular Kitchens | Aalayam Interiors") =>
  `<!doctype html><html><head><title>${title}</title><meta name="description" content="A page."></head><body><header><a href="/">Home</a></header><main>${body}</main><footer><p>Chennai · Coimbatore</p></footer></body></html>`;

describe("price check", () => {
  const amounts = rateCardAmounts(rateCard);
  const lines = priceLines(rateCard);

  it("reads rupees and lakh figures, both ends of a range", () => {
    expect(pricesIn("from ₹1,90,000 to ₹2,90,000 and ₹2–4 lakh").map((p) => p.amount)).toEqual([190_000, 290_000, 200_000, 400_000]);
  });

  it("accepts a page whose figures are all rate-card lines, in every format the site prints", () => {
    const kitchen = lines.get("kitchen")!;
    const body = `<p>A kitchen costs ${formatLine(kitchen)} (${formatLine(kitchen, "lakh")}), from ${formatLine(kitchen, "low-lakh")}.</p>
      <p>Booking is capped at ${formatLine(lines.get("booking-cap")!)}.</p><p>${formatLine(lines.get("home-2bhk-premium")!)}</p>`;
    expect(unknownPrices("kitchen.html", page(body), amounts)).toEqual([]);
  });

  it("fails on a figure typed into a page", () => {
    expect(amounts.has(157_500)).toBe(false);
    const problems = unknownPrices("landing.html", page("<p>Modular kitchens from ₹1,57,500.</p>"), amounts);
    expect(problems).toEqual([expect.objectContaining({ page: "landing.html", figure: "₹1,57,500: no rate-card line produces it" })]);
  });

  it("fails on a rounded lakh figure the rate card does not produce (the old ₹2 lakh kitchen)", () => {
    expect(unknownPrices("landing.html", page("", "Kitchens from ₹2 Lakh"), amounts)).toHaveLength(1);
  });
});

describe("copy check", () => {
  const rules = { brand: "Aalayam Interiors" };
  const rulesOf = (body: string, title?: string, extra = {}) =>
    copyProblems("p.html", page(body, title), { ...rules, ...extra }).map((problem) => problem.rule);

  it("passes clean copy", () => {
    expect(rulesOf("<h1>TV Units</h1><p>Plan your TV units and a pooja unit with a designer.</p>")).toEqual([]);
  });

  it("fails on the brand twice in a title", () => {
    expect(rulesOf("", "Interior Designers | Aalayam Interiors | Aalayam Interiors")).toEqual([
      'the brand "Aalayam Interiors" more than once in the title',
    ]);
  });

  it("fails on doubled words and doubled place names", () => {
    expect(rulesOf("<p>Talk to the the designer.</p>")).toEqual(['"the" twice in a row']);
    expect(rulesOf("<p>Adyar, Adyar</p><p>Anna Nagar, Anna Nagar</p>")).toEqual(['"Adyar" twice in a row', '"Anna Nagar" twice in a row']);
  });

  it('fails on ".." but not on an ellipsis', () => {
    expect(rulesOf("<p>Kitchens that last..</p>")).toEqual(['".." in the text']);
    expect(rulesOf("<p>Loading…</p><p>Wait...</p>")).toEqual([]);
  });

  it("fails on product names cased differently from the business", () => {
    expect(rulesOf("<h2>Plan your tv units with a designer</h2>")).toEqual(['"tv units" where the business writes "TV units"']);
    expect(rulesOf("<p>A POOJA UNIT</p>")).toEqual(['"POOJA UNIT" where the business writes "pooja unit"']);
  });

  it("fails on a city page talking about another city, outside links and outside main", () => {
    const coimbatore = { otherCities: ["Chennai", "Madurai"] };
    expect(rulesOf("<p>Built for Chennai's humid climate.</p>", undefined, coimbatore)).toEqual([
      "talks about Chennai on another city's page",
    ]);
    expect(rulesOf('<p>Built for Coimbatore.</p><a href="/interior-design-chennai">Chennai</a>', undefined, coimbatore)).toEqual([]);
  });
});

describe("price lines", () => {
  const lines = priceLines(rateCard);

  it("fills a token with its line, in the format asked for", () => {
    const kitchen = lines.get("kitchen")!;
    expect(fillPrices("From {price:kitchen:low}.", lines)).toBe(`From ${formatLine(kitchen, "low")}.`);
    expect(fillPricesDeep({ faqs: [{ answer: "{price:booking-cap}" }] }, lines)).toEqual({ faqs: [{ answer: "₹50,000" }] });
  });

  it("quotes a kitchen exactly as the estimator prices it: from the lowest figure the estimator quotes", () => {
    const essentials = estimate({ bhkType: "1 BHK", rooms: { kitchen: 1 }, units: {}, packageId: "essentials" }, rateCard);
    const premium = estimate({ bhkType: "1 BHK", rooms: { kitchen: 1 }, units: {}, packageId: "premium" }, rateCard);
    expect(lines.get("kitchen")).toMatchObject({ low: essentials.low, high: roundTo(premium.total, 5000) });
    expect(lines.get("kitchen-essentials")).toMatchObject({ low: essentials.low, high: essentials.high });
  });

  it("prices a city guide with the city's factor, and the price check accepts those figures", () => {
    const [city, factor] = Object.entries(rateCard.cityFactor).find(([, f]) => f !== 1)!;
    const local = priceLines(rateCard, city).get("home-2bhk-premium")!;
    expect(local.low).not.toBe(lines.get("home-2bhk-premium")!.low);
    expect(local.low).toBeCloseTo(lines.get("home-2bhk-premium")!.low * factor, -4);
    expect(unknownPrices("guide.html", page(`<td>${formatLine(local, "lakh")}</td>`), rateCardAmounts(rateCard))).toEqual([]);
  });

  it("stops on a line that does not exist, naming it", () => {
    expect(() => fillPrices("{price:kitchn}", lines)).toThrow(
      /no price line on the rate card .* called "kitchn" — did you mean \{price:kitchen\}\?/,
    );
    expect(() => fillPrices("{price:kitchen:lowlakh}", lines)).toThrow(
      /"lowlakh" is not a price format — did you mean \{price:kitchen:low-lakh\}\?/,
    );
    expect(() => fillPrices("{stage:bookin}", lines)).toThrow(/did you mean \{stage:booking\}\?/);
  });
});
