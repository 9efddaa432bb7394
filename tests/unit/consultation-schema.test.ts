import { describe, expect, it } from "vitest";
import { consultationSchema } from "../../src/lib/forms/consultation";
import { SERVICE_OPTIONS, serviceLabel } from "../../src/lib/forms/service-options";

const valid = { fullName: "Arun Kumar", email: "arun@example.com", phone: "9840012345", service: "tv-units" };
const messageFor = (input: object) => consultationSchema.safeParse(input).error?.issues.map((issue) => issue.message);

describe("consultation schema", () => {
  it("accepts a complete booking with or without a message", () => {
    expect(consultationSchema.parse(valid)).toEqual(valid);
    expect(consultationSchema.parse({ ...valid, message: "Call after 6" }).message).toBe("Call after 6");
  });

  it.each([
    [{ fullName: "Jo" }, "Name must be at least 3 characters"],
    [{ email: "arun@" }, "Please enter a valid email address"],
    [{ phone: "984001234" }, "Phone number must be at least 10 digits"],
    [{ service: "" }, "Please select a service"],
    [{ service: "swimming-pool" }, "Please select a service"],
  ])("rejects %o with the spec's message", (change, message) => {
    expect(messageFor({ ...valid, ...change })).toEqual([message]);
  });

  it("offers the spec's 12 services with title-cased labels", () => {
    // The dropdown's values as the specification writes them, in its order.
    const spec =
      "modular-kitchen, false-ceiling-designs, storage-wardrobe, crockery-units, space-saving-furniture, study-tables, tv-units, bedroom-design, living-room, bathroom, home-office, full-home-design";
    expect(SERVICE_OPTIONS.map((o) => o.value).join(", ")).toBe(spec);
    expect(serviceLabel("storage-wardrobe")).toBe("Storage & Wardrobe");
    expect(serviceLabel("tv-units")).toBe("TV Units");
  });
});
