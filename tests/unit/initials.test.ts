import { describe, expect, it } from "vitest";
import { initials } from "../../src/lib/initials";

describe("initials", () => {
  it("takes the first letter of the first two words", () => {
    expect(initials("Priya Raman")).toBe("PR");
    expect(initials("lakshmi  narayanan iyer")).toBe("LN");
    expect(initials("Karthik")).toBe("K");
  });

  it("takes whole Tamil letters: a consonant keeps its vowel sign or pulli", () => {
    expect(initials("சுதா கிருஷ்ணன்")).toBe("சுகி");
    expect(initials("பிரியா ராமன்")).toBe("பிரா");
    expect(initials("க்ருத்திகா மோகன்")).toBe("க்மோ");
    expect(initials("அருண் குமார்")).toBe("அகு");
  });
});
