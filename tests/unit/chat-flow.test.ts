import { describe, expect, it } from "vitest";
import { SERVICE_OPTIONS } from "../../src/lib/forms/service-options";
import { answerLabel, promptFor } from "../../src/islands/chat/flow";
import { chatMessages } from "../../src/islands/chat/messages";

const en = chatMessages("en");
const ta = chatMessages("ta");

describe("the chat's transcript", () => {
  it("reads a skipped question back as the choice the visitor tapped, never an empty bubble", () => {
    expect(answerLabel("questions", "", en)).toBe("No questions");
    expect(answerLabel("questions", "", ta)).toBe("கேள்விகள் இல்லை");
  });

  it("reads a service back as its label and anything typed as typed", () => {
    const [first] = SERVICE_OPTIONS;
    expect(answerLabel("service", first.value, en)).toBe(first.label);
    expect(answerLabel("service", first.value, ta)).toBe("மாடுலர் கிச்சன்");
    expect(answerLabel("questions", "Can you do a loft?", en)).toBe("Can you do a loft?");
  });

  it("asks its questions in the page's language, with the visitor's name in them", () => {
    expect(promptFor("phone", { name: "Priya" }, en)).toBe("Thanks, Priya! Which mobile number can our designer call you on?");
    expect(promptFor("phone", { name: "Priya" }, ta)).toContain("நன்றி, Priya!");
    expect(answerLabel("timeline", "1–3 months", ta)).toBe("1–3 மாதங்களில்");
  });
});
