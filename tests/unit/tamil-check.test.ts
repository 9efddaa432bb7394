import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkTamilPages, englishRuns, ENGLISH_RUN_LIMIT, readTamilPage, tamilProblems, tamilShare } from "../../scripts/lib/tamil-check";
import { GLOSSARY } from "../../src/i18n/ta/glossary";

const page = (body: string, title = "சென்னையில் இன்டீரியர் டிசைனர்கள்") =>
  `<!doctype html><html lang="ta"><head><title>${title}</title><meta name="description" content="இலவச டிசைன் ஆலோசனை."></head>` +
  `<body><header><a href="/ta">முகப்பு</a></header><main>${body}</main></body></html>`;
const rules = (body: string, title?: string) => tamilProblems("ta/p.html", page(body, title)).map((problem) => problem.rule);

const fine = "<h1>உங்கள் படுக்கையறைக்கு வார்ட்ரோப்</h1><p>எங்கள் டிசைனர் உங்கள் வீட்டுக்கு வருவார்; BWP plywood, 10 ஆண்டு வாரண்டி.</p>";

describe("the Tamil page check", () => {
  it("passes a page that uses the glossary's words", () => {
    expect(rules(fine)).toEqual([]);
  });

  it("fails on a name the glossary retired, in the text, a picture's description or the title", () => {
    expect(rules(`${fine}<p>இரண்டு பெட்ரூம்கள் உள்ள வீடு</p>`)).toEqual([`"பெட்ரூம்" where the glossary uses "${GLOSSARY.bedroom.ta}"`]);
    expect(rules(`${fine}<img src="a.jpg" alt="பெட்ரூம் வார்ட்ரோப்">`)).toEqual([expect.stringContaining("(alt)")]);
    expect(rules(fine, "Premium இன்டீரியர்")).toEqual([`"Premium" where the glossary uses "${GLOSSARY.premium.ta}" (title)`]);
    expect(rules(`${fine}<p>திறந்திருக்கும் நேரம்: 09:00 முதல் 18:00 வரை</p>`)).toHaveLength(1);
  });

  it("fails on a retired name with a case ending, where the word's last consonant takes a vowel", () => {
    for (const inflected of ["பாத்ரூமை", "பாத்ரூமில்", "பாத்ரூமுக்கு"])
      expect(rules(`${fine}<p>${inflected} புதுப்பிக்கலாம்</p>`)).toEqual([
        `"${inflected.slice(0, 8)}" where the glossary uses "${GLOSSARY.bathroom.ta}"`,
      ]);
  });

  it('leaves a retired name alone inside an element marked lang="en"', () => {
    expect(rules(`${fine}<blockquote lang="en">The Premium package was worth it.</blockquote>`)).toEqual([]);
  });

  it("reports a run of English words that is not marked, and not a shorter one or product words", () => {
    const five = "Two streets from the depot";
    expect(rules(`${fine}<p>முகவரி: ${five}, அடையாறு</p>`)).toEqual([`${ENGLISH_RUN_LIMIT} English words not marked lang="en"`]);
    expect(rules(`${fine}<p>முகவரி: Two streets from the, அடையாறு</p>`)).toEqual([]);
    expect(englishRuns("BWP plywood WhatsApp Google Instagram 3D")).toEqual([]);
    expect(englishRuns("our modular kitchens and false ceilings, done well")).toEqual([["our"], ["and"], ["done", "well"]]);
    expect(rules(`${fine}<p>அவர் சொன்னது: <q lang="en">${five} was easy to find.</q></p>`)).toEqual([]);
    expect(rules(`${fine}<img src="a.jpg" alt="A sofa with teal cushions and a brass lamp">`)).toEqual([expect.stringContaining("(alt)")]);
  });

  it("ends a marked quotation where its element ends", () => {
    const texts = readTamilPage(page(`<p>இவர் சொன்னது: <span lang="en">So easy</span> என்று.</p>`));
    expect(texts.filter((text) => text.where === "text" && text.inMain).map(({ text, english }) => [text, english])).toEqual([
      ["இவர் சொன்னது:", false],
      ["So easy", true],
      ["என்று.", false],
    ]);
  });

  it("fails a page whose main text is less than 60% Tamil letters, product words and quotations left out", () => {
    const english = "<p>Our designers plan every room with care and deliver on time</p>";
    expect(rules(`<h1>அறை</h1>${english}`)).toContainEqual(expect.stringMatching(/^Tamil letters are \d+% /));
    expect(tamilShare(readTamilPage(page(`<h1>வீடு</h1><div lang="en">${english}</div><p>modular kitchen wardrobe</p>`)))).toBe(1);
  });

  describe("over a built dist/ folder", () => {
    const dist = mkdtempSync(join(tmpdir(), "tamil-check-"));
    afterAll(() => rmSync(dist, { recursive: true, force: true }));

    it("reads /ta and every page under /ta/, and fails on a planted replaced term", () => {
      mkdirSync(join(dist, "ta"), { recursive: true });
      writeFileSync(join(dist, "ta.html"), page(fine));
      writeFileSync(join(dist, "ta/contact.html"), page(fine));
      writeFileSync(join(dist, "about.html"), page("<p>பெட்ரூம்</p>"));
      expect(checkTamilPages(dist)).toEqual({ pages: 2, problems: [] });
      writeFileSync(join(dist, "ta/contact.html"), page(`${fine}<p>லிவிங் ரூம், பெட்ரூம்</p>`));
      expect(checkTamilPages(dist).problems.map((problem) => [problem.page, problem.rule])).toEqual([
        ["ta/contact.html", `"பெட்ரூம்" where the glossary uses "${GLOSSARY.bedroom.ta}"`],
        ["ta/contact.html", `"லிவிங் ரூம்" where the glossary uses "${GLOSSARY.livingRoom.ta}"`],
      ]);
    });
  });
});
