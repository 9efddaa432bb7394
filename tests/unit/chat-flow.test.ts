import { describe, expect, it } from "vitest";
import { answerLabel, FLOW } from "../../src/islands/chat/flow";

describe("the chat's transcript", () => {
  it("reads a skipped question back as the choice the visitor tapped, never an empty bubble", () => {
    expect(answerLabel("questions", "")).toBe("No questions");
  });

  it("reads a service back as its label and anything typed as typed", () => {
    const service = FLOW.find((step) => step.id === "service")!;
    const [first] = "choices" in service ? service.choices : [];
    expect(answerLabel("service", first!.value)).toBe(first!.label);
    expect(answerLabel("questions", "Can you do a loft?")).toBe("Can you do a loft?");
  });
});
