import { describe, expect, it } from "vitest";
import { site } from "../../src/config/site";
import { consultationForm } from "../../src/lib/forms/consultation";
import { consentRecord } from "../../src/lib/privacy/consent";
import { receiptMessage } from "../../src/server/privacy/receipt";
import { retentionWarning } from "../../src/server/privacy/retention";

const createdAt = new Date("2026-11-30T05:30:00Z");
const row = {
  fullName: "Kavitha\r\nRaman",
  email: "kavitha@example.com",
  phone: "+91 98400 11111",
  service: "modular-kitchen",
  message: "Two bedrooms\nand a kitchen",
  createdAt,
};

describe("the receipt", () => {
  it("lists what was sent, one line each, with the promise, the notice's points and the link", () => {
    const receipt = receiptMessage({
      locale: "en",
      row,
      fields: consultationForm.page,
      email: row.email,
      link: "https://x.in/enquiry?t=abc",
    });
    expect(receipt.recipient).toBe("kavitha@example.com");
    const lines = receipt.body.split("\n");
    expect(lines[0]).toBe("Hello Kavitha,");
    expect(lines).toContain("Service: Modular Kitchen");
    expect(lines).toContain("Message: Two bedrooms and a kitchen");
    expect(receipt.body).toContain("A designer will call you by Tuesday, 1 December");
    expect(receipt.body).toContain("never sell or share");
    expect(receipt.body).toContain(`${site.privacy.retentionMonths} months`);
    expect(receipt.body).toContain("https://x.in/enquiry?t=abc");
    expect(receipt.body).not.toContain("idempotencyKey");
  });

  it("is written in Tamil for a Tamil lead, and greets without a name when there is none", () => {
    const receipt = receiptMessage({
      locale: "ta",
      row: { ...row, fullName: "" },
      fields: consultationForm.page,
      email: row.email,
      link: "https://x.in/ta/enquiry?t=abc",
    });
    expect(receipt.subject).toContain("விசாரணை");
    expect(receipt.body.split("\n")[0]).toBe("வணக்கம்,");
    expect(receipt.body).toContain("மாடுலர் கிச்சன்");
  });
});

describe("the retention warning", () => {
  it("names the day of erasure and how to keep the enquiry, in the enquiry's language", () => {
    const warning = retentionWarning({ name: "Arun  Kumar", lang: "en", last: createdAt, erasesAt: new Date("2028-11-30T05:30:00Z") });
    expect(warning.subject).toContain("will be deleted on Thursday, 30 November");
    expect(warning.body.split("\n")[0]).toBe("Hello Arun,");
    expect(warning.body).toContain(site.contact.phone);
    expect(retentionWarning({ name: null, lang: "ta", last: createdAt, erasesAt: createdAt }).body.split("\n")[0]).toBe("வணக்கம்,");
  });
});

describe("the consent record", () => {
  it("is the version and form sent, at the lead's time; nothing without a version", () => {
    expect(consentRecord({ noticeVersion: "abc123def45", noticeForm: "popup" }, "consultation", createdAt)).toEqual({
      version: "abc123def45",
      form: "popup",
      at: createdAt.toISOString(),
    });
    expect(consentRecord({ noticeVersion: "abc123def45" }, "contact", createdAt)?.form).toBe("contact");
    expect(consentRecord({}, "contact", createdAt)).toBeNull();
  });
});
