import { describe, expect, it } from "vitest";
import { byIndiaDay, formatIndiaTime, formatLocal, visitorZone } from "../../src/lib/booking/display";
import { indiaDay } from "../../src/lib/format";
import { candidateStarts, coveredSteps, freeSlots, isBookableStart } from "../../src/lib/booking/slots";

// 2026-11-30 is a Monday; 2026-11-29 a Sunday.
const longAgo = new Date("2026-11-28T00:00:00Z");
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe("slot rules", () => {
  it("fills an opening day from 09:00 to 18:00 India time, each kind ending by closing", () => {
    const video = candidateStarts({ kind: "video-call", from: "2026-11-30", days: 1, now: longAgo, holidays: [] });
    expect(video).toHaveLength(18);
    expect(video[0]!.toISOString()).toBe("2026-11-30T03:30:00.000Z");
    expect(video.at(-1)!.toISOString()).toBe("2026-11-30T12:00:00.000Z");
    const visit = candidateStarts({ kind: "centre-visit", from: "2026-11-30", days: 1, now: longAgo, holidays: [] });
    expect(visit.at(-1)!.toISOString()).toBe("2026-11-30T11:30:00.000Z");
    const measurement = candidateStarts({ kind: "site-measurement", from: "2026-11-30", days: 1, now: longAgo, holidays: [] });
    expect(measurement.at(-1)!.toISOString()).toBe("2026-11-30T11:00:00.000Z");
  });

  it("has no slot on Sunday or on a holiday", () => {
    expect(candidateStarts({ kind: "video-call", from: "2026-11-29", days: 1, now: longAgo, holidays: [] })).toEqual([]);
    expect(candidateStarts({ kind: "video-call", from: "2026-11-30", days: 1, now: longAgo, holidays: ["2026-11-30"] })).toEqual([]);
    const week = candidateStarts({ kind: "video-call", from: "2026-11-29", days: 7, now: longAgo, holidays: ["2026-12-02"] });
    expect(new Set(week.map(indiaDay))).toEqual(new Set(["2026-11-30", "2026-12-01", "2026-12-03", "2026-12-04", "2026-12-05"]));
  });

  it("offers nothing sooner than three hours from now", () => {
    const now = new Date("2026-11-30T05:00:00Z"); // 10:30 in India
    const starts = candidateStarts({ kind: "video-call", from: "2026-11-30", days: 1, now, holidays: [] });
    expect(starts[0]!.toISOString()).toBe("2026-11-30T08:00:00.000Z"); // 13:30 in India
    expect(isBookableStart("video-call", new Date("2026-11-30T07:30:00Z"), now, [])).toBe(false);
    expect(isBookableStart("video-call", new Date("2026-11-30T08:00:00Z"), now, [])).toBe(true);
  });

  it("offers nothing beyond 30 days from now", () => {
    const now = new Date("2026-11-25T00:00:00Z");
    const starts = candidateStarts({ kind: "video-call", from: "2026-11-25", days: 40, now, holidays: [] });
    expect(starts.at(-1)!.toISOString()).toBe("2026-12-24T12:00:00.000Z");
    expect(isBookableStart("video-call", new Date("2026-12-25T03:30:00Z"), now, [])).toBe(false);
  });

  it("refuses a start off the grid or outside the hours", () => {
    expect(isBookableStart("video-call", new Date("2026-11-30T03:45:00Z"), longAgo, [])).toBe(false);
    expect(isBookableStart("video-call", new Date("2026-11-30T03:00:00Z"), longAgo, [])).toBe(false);
    expect(isBookableStart("centre-visit", new Date("2026-11-30T12:00:00Z"), longAgo, [])).toBe(false);
  });

  it("counts days in India time, whatever the UTC date", () => {
    // 00:30 on 1 December in India is still 30 November in UTC.
    const now = new Date("2026-11-30T19:00:00Z");
    expect(indiaDay(now)).toBe("2026-12-01");
    expect(candidateStarts({ kind: "video-call", from: "2026-11-30", days: 1, now, holidays: [] })).toEqual([]);
    const starts = candidateStarts({ kind: "video-call", from: "2026-12-01", days: 1, now, holidays: [] });
    expect(starts[0]!.toISOString()).toBe("2026-12-01T03:30:00.000Z");
    // A holiday is an India day: closing 1 December closes from 18:30 UTC on 30 November.
    expect(isBookableStart("video-call", new Date("2026-12-01T03:30:00Z"), now, ["2026-12-01"])).toBe(false);
    expect(isBookableStart("video-call", new Date("2026-12-01T03:30:00Z"), now, ["2026-11-30"])).toBe(true);
  });
});

describe("free slots", () => {
  const starts = candidateStarts({ kind: "centre-visit", from: "2026-11-30", days: 1, now: longAgo, holidays: [] });
  const at = (time: string) => new Date(`2026-11-30T${time}:00Z`).getTime();

  it("takes room from every step an appointment covers", () => {
    expect(iso(coveredSteps("site-measurement", new Date("2026-11-30T03:30:00Z")))).toEqual([
      "2026-11-30T03:30:00.000Z",
      "2026-11-30T04:00:00.000Z",
      "2026-11-30T04:30:00.000Z",
    ]);
    const booked = new Map([
      [at("04:00"), 2],
      [at("05:00"), 1],
    ]);
    const slots = freeSlots("centre-visit", starts, { capacity: 2, booked, blocks: [] });
    const byStart = new Map(slots.map((slot) => [slot.start, slot.available]));
    expect(byStart.has("2026-11-30T03:30:00.000Z")).toBe(false); // 09:00–10:00 covers the full 09:30 step
    expect(byStart.has("2026-11-30T04:00:00.000Z")).toBe(false);
    expect(byStart.get("2026-11-30T04:30:00.000Z")).toBe(1); // 10:00–11:00 covers the half-full 10:30 step
    expect(byStart.get("2026-11-30T05:30:00.000Z")).toBe(2);
  });

  it("leaves out whatever overlaps a block", () => {
    const blocks = [{ start: new Date("2026-11-30T06:30:00Z"), end: new Date("2026-11-30T07:30:00Z") }];
    const slots = freeSlots("centre-visit", starts, { capacity: 2, booked: new Map(), blocks });
    const free = new Set(slots.map((slot) => slot.start));
    expect(free.has("2026-11-30T06:00:00.000Z")).toBe(false);
    expect(free.has("2026-11-30T07:00:00.000Z")).toBe(false);
    expect(free.has("2026-11-30T05:30:00.000Z")).toBe(true);
    expect(free.has("2026-11-30T07:30:00.000Z")).toBe(true);
  });
});

describe("times shown to the visitor", () => {
  it("names the visitor's zone only when its clock differs from India's", () => {
    expect(visitorZone("2026-11-30T03:30:00Z", "Asia/Kolkata")).toBeUndefined();
    expect(visitorZone("2026-11-30T03:30:00Z", "Asia/Calcutta")).toBeUndefined();
    expect(visitorZone("2026-11-30T03:30:00Z", "America/New_York")).toBe("America/New_York");
    // 09:00 on Monday in India is still Sunday evening in New York.
    expect(formatLocal("2026-11-30T03:30:00Z", "America/New_York")).toMatch(/^Sun, 29 Nov, 10:30\s?pm$/i);
    expect(formatIndiaTime("2026-11-30T03:30:00Z")).toMatch(/^9:00\s?am$/i);
  });

  it("groups slots by their India day, which is not always their UTC day", () => {
    const days = byIndiaDay([{ start: "2026-11-30T18:29:00Z" }, { start: "2026-11-30T18:30:00Z" }]);
    expect(days.map((day) => day.day)).toEqual(["Monday, 30 November", "Tuesday, 1 December"]);
  });
});
