import { describe, expect, it } from "vitest";
import { booking as taBooking } from "../../src/i18n/ta/booking";
import { bookingForm, bookingProblems } from "../../src/lib/forms/booking";
import { consultationForm } from "../../src/lib/forms/consultation";
import { contactForm } from "../../src/lib/forms/contact";

describe("a lead form's descriptor", () => {
  it("stores an empty optional field as null and leaves out the fields stored elsewhere", () => {
    const values = { fullName: "Priya Raghavan", email: "priya@example.com", phone: "9840011111", service: "tv-units", message: "" };
    expect(consultationForm.row(values as never)).toEqual({ ...values, message: null });
    // The appointment is stored in columns of the booking's own making; the WhatsApp box in the lead's own column.
    expect(Object.keys(bookingForm.row({ ...values, kind: "video-call", start: "x" } as never)).sort()).toEqual(
      ["email", "fullName", "message", "phone", "service"].sort(),
    );
  });

  it("labels the fields staff read, showing a service by its name and an empty one as null", () => {
    const fields = consultationForm.staffFields({ fullName: "Priya", email: "p@example.com", phone: "9840011111", service: "tv-units" });
    expect(fields).toEqual([
      ["Name", "Priya"],
      ["Email", "p@example.com"],
      ["Phone", "9840011111"],
      ["Service", "TV Units"],
      ["Message", null],
    ]);
  });

  it("puts the lead's own words on one line, and nothing when there are none", () => {
    expect(contactForm.details({ subject: "Kitchen", message: "Call after six" })).toBe("Kitchen – Call after six");
    expect(contactForm.details({ subject: "", message: "Call after six" }, " | ")).toBe("Call after six");
    expect(contactForm.details({})).toBeNull();
  });

  it("starts the island with typed fields empty and a hidden field only when it has a value to start with", () => {
    expect(bookingForm.defaults).toMatchObject({ kind: "video-call", start: "", fullName: "", phone: "" });
    expect(bookingForm.defaults).not.toHaveProperty("centre");
    expect(bookingForm.typed.map((field) => field.name)).not.toContain("kind");
  });
});

describe("what a booking's kind needs", () => {
  it("asks a centre visit for its centre, and nothing more", () => {
    expect(bookingProblems({ kind: "centre-visit" })).toEqual({ centre: "Please choose an experience centre" });
    expect(bookingProblems({ kind: "centre-visit", centre: "adyar" })).toEqual({});
  });

  it("asks a site measurement for its neighbourhood and an address of at least 10 characters, in the page's language", () => {
    expect(Object.keys(bookingProblems({ kind: "site-measurement", address: "12 Main" }))).toEqual(["area", "address"]);
    expect(bookingProblems({ kind: "site-measurement", area: "adyar", address: "12 Main Road, Adyar" })).toEqual({});
    expect(bookingProblems({ kind: "site-measurement", area: "adyar" }, "ta")).toEqual({ address: taBooking.validation.address });
  });

  it("asks a video call for nothing", () => {
    expect(bookingProblems({ kind: "video-call" })).toEqual({});
  });
});
