import { describe, expect, it } from "vitest";
import { formatPromise, nextOpening, promiseDeadline } from "../../src/lib/leads/promise";

// India time is UTC + 5:30. 2026-11-28 is a Saturday, 2026-11-29 a Sunday, 2026-11-30 a Monday.
const india = (local: string) => new Date(`${local}+05:30`);
const promiseFor = (local: string) => promiseDeadline(india(local)).toISOString();

describe("the call-back promise", () => {
  it("is 24 hours after arrival when that falls in opening hours", () => {
    expect(promiseFor("2026-11-30T11:00:00")).toBe(india("2026-12-01T11:00:00").toISOString());
    expect(promiseFor("2026-12-04T09:00:00")).toBe(india("2026-12-05T09:00:00").toISOString());
  });

  it("keeps 17:59 and 18:00 on the next day, and moves 18:01 to the opening after it", () => {
    expect(promiseFor("2026-11-30T17:59:00")).toBe(india("2026-12-01T17:59:00").toISOString());
    expect(promiseFor("2026-11-30T18:00:00")).toBe(india("2026-12-01T18:00:00").toISOString());
    expect(promiseFor("2026-11-30T18:01:00")).toBe(india("2026-12-02T09:00:00").toISOString());
  });

  it("moves a night-time deadline to 09:00", () => {
    expect(promiseFor("2026-12-01T02:30:00")).toBe(india("2026-12-02T09:00:00").toISOString());
    expect(promiseFor("2026-12-01T08:59:00")).toBe(india("2026-12-02T09:00:00").toISOString());
  });

  it("is never on a Sunday: a Saturday lead is called on Monday", () => {
    expect(promiseFor("2026-11-28T11:00:00")).toBe(india("2026-11-30T09:00:00").toISOString());
    expect(promiseFor("2026-11-28T19:30:00")).toBe(india("2026-11-30T09:00:00").toISOString());
    expect(promiseFor("2026-11-27T20:00:00")).toBe(india("2026-11-30T09:00:00").toISOString()); // Friday evening
  });

  it("gives a Sunday lead the same time on Monday", () => {
    expect(promiseFor("2026-11-29T10:15:00")).toBe(india("2026-11-30T10:15:00").toISOString());
    expect(promiseFor("2026-11-29T23:00:00")).toBe(india("2026-12-01T09:00:00").toISOString());
  });

  it("follows the configured hours and days", () => {
    const hours = { days: ["Monday", "Wednesday"] as const, opens: "10:00", closes: "16:30" };
    expect(nextOpening(india("2026-12-01T12:00:00"), hours).toISOString()).toBe(india("2026-12-02T10:00:00").toISOString());
    expect(nextOpening(india("2026-12-02T16:30:00"), hours).toISOString()).toBe(india("2026-12-02T16:30:00").toISOString());
    expect(() => nextOpening(new Date(), { days: [], opens: "09:00", closes: "18:00" })).toThrow(/no day/);
  });

  it("is told in the visitor's language, in India time", () => {
    const deadline = india("2026-11-30T11:00:00");
    expect(formatPromise(deadline, "en")).toMatch(/Monday.*30 November.*11:00/);
    expect(formatPromise(deadline, "ta")).toMatch(/திங்கள்/);
  });
});
