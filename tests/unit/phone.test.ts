import { describe, expect, it } from "vitest";
import { displayPhone, isFormPhone, isIndianMobile, phoneDigits, telHref, whatsappNumber } from "../../src/lib/phone";

describe("isFormPhone (what a lead form accepts)", () => {
  it.each(["+91 98765 43210", "098765-43210", "9876543210", "(044) 2441 1234", "+44 20 7946 0958"])("accepts %s", (phone) => {
    expect(isFormPhone(phone)).toBe(true);
  });

  it.each(["98765 4321", "call me", "98765x43210", "++91 98765 43210", ""])("refuses %j", (phone) => {
    expect(isFormPhone(phone)).toBe(false);
  });
});

describe("isIndianMobile (what the chat accepts)", () => {
  it.each(["9876543210", "+91 98765 43210", "91-98765-43210", "098765 43210", "6123456789"])("accepts %s", (phone) => {
    expect(isIndianMobile(phone)).toBe(true);
  });

  it.each(["5876543210", "98765 4321", "+44 20 7946 0958", "(98765) 43210", "+91 98765 432100"])("refuses %s", (phone) => {
    expect(isIndianMobile(phone)).toBe(false);
  });
});

describe("links from a number", () => {
  it("keeps only the digits", () => {
    expect(phoneDigits("+91 (98400) 12-345")).toBe("919840012345");
  });

  it.each([
    ["+91 98400 12345", "919840012345"],
    ["098400-12345", "919840012345"],
    ["9840012345", "919840012345"],
    ["0091 98400 12345", "919840012345"],
    ["+44 20 7946 0958", "442079460958"],
    ["2441 1234", null],
    ["", null],
  ])("WhatsApp needs %s as %s", (phone, number) => {
    expect(whatsappNumber(phone)).toBe(number);
  });

  it.each([
    ["+91 98400 12345", "tel:+919840012345"],
    ["098400-12345", "tel:09840012345"],
    ["12345", null],
  ])("a call to %s dials %s", (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});

describe("displayPhone (how the studio shows a number)", () => {
  it.each([
    ["+919840012345", "+91 98400 12345"],
    ["098400-12345", "+91 98400 12345"],
    [" 9840012345 ", "+91 98400 12345"],
    ["+44 20 7946 0958", "+44 20 7946 0958"],
  ])("shows %s as %s", (phone, shown) => {
    expect(displayPhone(phone)).toBe(shown);
  });
});
