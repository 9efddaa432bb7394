import { describe, expect, it } from "vitest";
import { assignSchema, attemptSchema, enquiryQuerySchema, mergeSchema, stageChangeSchema } from "../../src/lib/admin/enquiries";
import { addBusinessMinutes } from "../../src/lib/leads/promise";
import { phoneMatchKey } from "../../src/lib/phone";
import { matchKey } from "../../src/server/enquiries/attach";
import { dueState, offersNotReachable } from "../../src/server/enquiries/board";
import { alertMessage } from "../../src/server/enquiries/messages";

// India time is UTC + 5:30. 2026-11-28 is a Saturday, 2026-11-30 a Monday.
const india = (local: string) => new Date(`${local}+05:30`);
const after = (local: string, minutes: number) => addBusinessMinutes(india(local), minutes).toISOString();

describe("business minutes (the alerts' clock)", () => {
  it("counts straight through opening hours", () => {
    expect(after("2026-11-30T11:00:00", 15)).toBe(india("2026-11-30T11:15:00").toISOString());
    expect(after("2026-11-30T17:00:00", 60)).toBe(india("2026-11-30T18:00:00").toISOString());
  });

  it("carries what is left at closing to the next opening, skipping Sunday", () => {
    expect(after("2026-11-30T17:55:00", 15)).toBe(india("2026-12-01T09:10:00").toISOString());
    expect(after("2026-11-28T17:50:00", 60)).toBe(india("2026-11-30T09:50:00").toISOString());
  });

  it("starts a lead that comes at night or on Sunday from the next opening", () => {
    expect(after("2026-11-29T22:00:00", 15)).toBe(india("2026-11-30T09:15:00").toISOString());
    expect(after("2026-12-01T06:00:00", 60)).toBe(india("2026-12-01T10:00:00").toISOString());
  });
});

describe("finding a person's enquiry", () => {
  it("reads one number however it is typed", () => {
    for (const typed of ["+91 98400 11111", "98400 11111", "098400-11111", "919840011111", "0091 98400 11111"])
      expect(phoneMatchKey(typed)).toBe("919840011111");
    expect(phoneMatchKey("+44 20 7946 0958")).toBe("442079460958");
    expect(phoneMatchKey("123")).toBeNull();
    expect(phoneMatchKey(null)).toBeNull();
  });

  it("uses the phone number, and the e-mail address only when there is no number", () => {
    expect(matchKey({ phone: "98400 11111", email: "A@Example.com" })).toBe("p:919840011111");
    expect(matchKey({ phone: null, email: " A@Example.com " })).toBe("e:a@example.com");
    expect(matchKey({ phone: null, email: null })).toBeNull();
  });
});

describe("the staff API's checks", () => {
  it("refuses an unknown stage, a reason on a stage other than Lost, Lost without a reason and a quote without its amount", () => {
    const problem = (input: unknown) => stageChangeSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(problem({ version: 1, stage: "thinking" })).toEqual([expect.stringMatching(/^Choose one of the stages/)]);
    expect(problem({ version: 1, stage: "won", lostReason: "budget" })).toEqual([
      expect.stringMatching(/only given when an enquiry is lost/),
    ]);
    expect(problem({ version: 1, stage: "lost" })).toEqual([expect.stringMatching(/^Say why/)]);
    expect(problem({ version: 1, stage: "lost", lostReason: "cheaper" })).toBeDefined();
    expect(problem({ version: 1, stage: "quote-sent" })).toEqual([expect.stringMatching(/quote amount/)]);
    expect(problem({ version: 1, stage: "quote-sent", quoteAmount: -5 })).toBeDefined();
    expect(problem({ version: 1, stage: "lost", lostReason: "not-reachable" })).toBeUndefined();
    expect(problem({ stage: "qualified" })).toBeDefined();
  });

  it("asks for a call-back time with 'call later' and only then", () => {
    expect(attemptSchema.safeParse({ channel: "call", outcome: "call-later" }).success).toBe(false);
    expect(attemptSchema.safeParse({ channel: "call", outcome: "busy", callBackAt: "2026-12-01T10:00:00+05:30" }).success).toBe(false);
    expect(attemptSchema.safeParse({ channel: "whatsapp", outcome: "call-later", callBackAt: "2026-12-01T10:00:00+05:30" }).success).toBe(
      true,
    );
  });

  it("reads the list's filters, `me` and `none` included, and refuses others", () => {
    expect(enquiryQuerySchema.parse({ owner: "me", due: "soon" })).toMatchObject({ owner: "me", due: "soon", limit: 25 });
    expect(enquiryQuerySchema.parse({ owner: "7" }).owner).toBe(7);
    expect(enquiryQuerySchema.safeParse({ owner: "someone" }).success).toBe(false);
    expect(enquiryQuerySchema.safeParse({ due: "later" }).success).toBe(false);
    expect(mergeSchema.safeParse({ version: 1 }).success).toBe(false);
    expect(assignSchema.parse({ version: 2, ownerId: null })).toEqual({ version: 2, ownerId: null });
  });
});

describe("due and not reachable", () => {
  const now = india("2026-11-30T11:00:00");
  it("is overdue past its deadline and due soon within two hours of it", () => {
    expect(dueState(india("2026-11-30T10:59:00"), now)).toBe("overdue");
    expect(dueState(india("2026-11-30T12:30:00"), now)).toBe("soon");
    expect(dueState(india("2026-11-30T13:30:00"), now)).toBeNull();
    expect(dueState(null, now)).toBeNull();
  });

  it("offers closing as not reachable after 5 unanswered attempts over 7 days", () => {
    const row = { unanswered: 5, unansweredSince: india("2026-11-23T11:00:00"), closedAt: null, mergedIntoId: null };
    expect(offersNotReachable(row, now)).toBe(true);
    expect(offersNotReachable({ ...row, unanswered: 4 }, now)).toBe(false);
    expect(offersNotReachable({ ...row, unansweredSince: india("2026-11-24T11:00:00") }, now)).toBe(false);
    expect(offersNotReachable({ ...row, closedAt: now }, now)).toBe(false);
  });
});

describe("alerts", () => {
  it("carry the first name, service, locality and link, and nothing else of the person", () => {
    const message = alertMessage("admins", {
      id: 42,
      name: "Revathi Sundaram",
      service: "modular-kitchen",
      area: "Mylapore",
      city: "Chennai",
      promiseAt: india("2026-12-01T11:00:00"),
    });
    expect(message.subject).toBe("No attempt in an hour: Revathi – Modular Kitchen");
    expect(message.body).toContain("Revathi, Modular Kitchen, Mylapore");
    expect(message.body).toMatch(/\/admin\/enquiries\?id=42$/);
    expect(message.body).not.toContain("Sundaram");
    expect(message.body).toContain("Owner: nobody yet");
  });
});
