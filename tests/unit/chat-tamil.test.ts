import { describe, expect, it } from "vitest";
import { formatInr, formatLakhRange } from "../../src/lib/format";
import { rateCard } from "../../src/lib/pricing/card";
import { defaultRooms, estimate } from "../../src/lib/pricing/estimate";
import { asksAboutMoney } from "../../src/server/chat/analyser";
import { loadPassages } from "../../src/server/chat/knowledge";
import { answerQuestion, createRetriever, fallbackAnswer } from "../../src/server/chat/retrieval";

// Expected figures come from the rate card here, independently of the passages; expected words from content/ta/.
const kitchen = estimate({ bhkType: "1 BHK", packageId: "essentials", rooms: { kitchen: 1 }, units: {} }, rateCard);
const ALL_UNITS = { wardrobes: true, "tv-unit": true, "crockery-unit": true, "false-ceiling": true };
const home2Premium = estimate({ bhkType: "2 BHK", packageId: "premium", rooms: defaultRooms("2 BHK"), units: ALL_UNITS }, rateCard);
const tamilFaq = async (id: string) => (await loadPassages("ta")).find((passage) => passage.id === `faq-${id}`)!;

describe("Ask anything on a Tamil page", () => {
  it("answers a warranty question asked in Tamil from the Tamil FAQ", async () => {
    const faq = await tamilFaq("what-does-the-10-year-warranty-cover");
    const answer = await answerQuestion("வாரண்டி எத்தனை வருடம்?", "ta");
    expect(answer.confident).toBe(true);
    expect(answer.source).toEqual({ title: faq.title, url: "/ta/about" });
    expect(answer.answer).toContain("10 ஆண்டு வாரண்டி");
    expect(answer.aboutMoney).toBe(false);
  });

  it("answers a Tanglish timeline question from the Tamil kitchen FAQ, not from a price", async () => {
    const faq = await tamilFaq("how-long-does-a-kitchen-renovation-take");
    const answer = await answerQuestion("kitchen mudikka evvalavu naal aagum", "ta");
    expect(answer.source?.title).toBe(faq.title);
    expect(answer.answer).toContain("4 முதல் 6 வாரங்கள்");
    expect(answer.aboutMoney).toBe(false);
  });

  it("answers a Tamil timeline question about a complete home", async () => {
    const answer = await answerQuestion("முழு வீட்டு இன்டீரியருக்கு எவ்வளவு நாள் ஆகும்?", "ta");
    expect(answer.answer).toContain("8 முதல் 12 வாரங்கள்");
  });

  it("answers a Tanglish price question from the rate card, in Tamil", async () => {
    const answer = await answerQuestion("modular kitchen evvalavu aagum?", "ta");
    expect(answer.aboutMoney).toBe(true);
    expect(answer.source?.url).toBe("/ta/price-estimator");
    expect(answer.answer).toContain(`${formatInr(kitchen.low)} முதல் ${formatInr(kitchen.high)} வரை`);
    expect(answer.answer).toContain("மாடுலர் கிச்சனுக்கு");
  });

  it("answers a Tamil price question about a home and a package from that package's rate-card passage", async () => {
    const answer = await answerQuestion("2 BHK பிரீமியம் பேக்கேஜ் விலை என்ன?", "ta");
    expect(answer.aboutMoney).toBe(true);
    expect(answer.source?.title).toBe("2 BHK பிரீமியம் பேக்கேஜ்: முழு வீட்டு விலை");
    expect(answer.answer).toContain(formatLakhRange(home2Premium.low, home2Premium.high, "ta", 1));
  });

  it("says it is not sure, in Tamil, when nothing answers", async () => {
    const answer = await answerQuestion("இன்று கிரிக்கெட் மேட்ச் ஸ்கோர் என்ன?", "ta");
    expect(answer.confident).toBe(false);
    expect(answer.answer).toBe(fallbackAnswer("ta"));
    expect(answer.answer).toMatch(/[\u0B80-\u0BFF]/);
  });

  it("keeps answering English pages from the English passages", async () => {
    const answer = await answerQuestion("What warranty do you give?");
    expect(answer.source?.url).toBe("/about");
    expect(answer.answer).toContain("10-year warranty");
  });
});

describe("the price detector", () => {
  const retriever = createRetriever([]);
  const money = (question: string) => asksAboutMoney(retriever.parse(question));

  it("hears a price asked in Tamil script, whatever ending the word carries", () => {
    expect(money("கிச்சன் விலை என்ன?")).toBe(true);
    expect(money("கிச்சனுக்கு எவ்வளவு செலவாகும்?")).toBe(true);
    expect(money("2 BHK வீட்டுக்கு எவ்வளவு ஆகும்?")).toBe(true);
    expect(money("எத்தனை லட்சம் ஆகும்?")).toBe(true);
    expect(money("பணம் எப்படிச் செலுத்துவது?")).toBe(true);
  });

  it("hears a price asked in Tanglish", () => {
    expect(money("modular kitchen evvalavu aagum?")).toBe(true);
    expect(money("wardrobe vilai enna")).toBe(true);
  });

  it("does not take 'how many days' for 'how much'", () => {
    expect(money("kitchen mudikka evvalavu naal aagum")).toBe(false);
    expect(money("வீட்டு இன்டீரியருக்கு எவ்வளவு நாள் ஆகும்?")).toBe(false);
    expect(money("எத்தனை வாரங்கள் ஆகும்?")).toBe(false);
    expect(money("வாரண்டி எத்தனை வருடம்?")).toBe(false);
  });
});
