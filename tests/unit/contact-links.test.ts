import { describe, expect, it } from "vitest";
import { mailtoHref, whatsappHref } from "../../src/lib/admin/contact-links";
import { telHref } from "../../src/lib/phone";

describe("whatsappHref", () => {
  it.each([
    ["+91 98400 11111", "https://wa.me/919840011111"],
    ["098400-11111", "https://wa.me/919840011111"],
    ["9840011111", "https://wa.me/919840011111"],
    ["91 98400 11111", "https://wa.me/919840011111"],
    ["0091 98400 11111", "https://wa.me/919840011111"],
    ["+44 20 7946 0958", "https://wa.me/442079460958"],
  ])("turns %s into %s", (phone, href) => {
    expect(whatsappHref(phone)).toBe(href);
  });

  it.each(["12345", "98400 1111", "call me", "", null, undefined, "+1 23"])("gives no link for %j", (phone) => {
    expect(whatsappHref(phone)).toBeNull();
  });
});

describe("telHref", () => {
  it("keeps the + of an international number and drops the spacing", () => {
    expect(telHref("+91 98400 11111")).toBe("tel:+919840011111");
    expect(telHref("098400-11111")).toBe("tel:09840011111");
  });

  it("gives no link without a usable number", () => {
    expect(telHref("n/a")).toBeNull();
    expect(telHref(null)).toBeNull();
  });
});

describe("mailtoHref", () => {
  it("fills in the subject", () => {
    expect(mailtoHref("priya@example.com", "Your enquiry & next steps")).toBe(
      "mailto:priya@example.com?subject=Your%20enquiry%20%26%20next%20steps",
    );
  });

  it("cannot be made to add recipients or headers", () => {
    expect(mailtoHref("a@b.in?cc=x@y.in", "Hi")).toBe("mailto:a@b.in%3Fcc%3Dx%40y.in?subject=Hi");
    expect(mailtoHref("not an address", "Hi")).toBeNull();
  });
});
