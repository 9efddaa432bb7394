import { describe, expect, it } from "vitest";
import { asksAboutMoney } from "../../src/server/chat/analyser";
import { loadPassages } from "../../src/server/chat/knowledge";
import { createRetriever } from "../../src/server/chat/retrieval";

const retriever = createRetriever(await loadPassages());
const aboutMoney = (question: string) => asksAboutMoney(retriever.parse(question));

describe("the money detector (one rule for retrieval and AI mode)", () => {
  it.each([
    "Is a modular kitchen expensive?",
    "Give me a quotation for a 2 BHK",
    "How much for a wardrobe?",
    "What's the cost of a TV unit",
    "Can you do it for ₹2 lakh?",
    "Is it affordable?",
    "kitchen evlo aagum",
    "modular kitchen pirce",
    "How do payments work?",
    "Do I pay an advance?",
  ])("%s is about money", (question) => {
    expect(aboutMoney(question)).toBe(true);
  });

  it.each(["How long does a modular kitchen take?", "What warranty do you give?", "Do you work in Velachery?", "evlo naal aagum"])(
    "%s is not",
    (question) => {
      expect(aboutMoney(question)).toBe(false);
    },
  );
});
