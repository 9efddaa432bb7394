import { eq } from "drizzle-orm";
import { expect } from "vitest";
import * as reportsFunction from "../../functions/admin-reports";
import { REPORT_PERIODS, type Report } from "../../src/lib/admin/reports";
import {
  enquiryReport,
  OTHER_KEY,
  refreshReports,
  REPORT_MAX_AGE_MINUTES,
  reportWeeks,
  storedReport,
} from "../../src/server/admin/reports";
import { changeStage } from "../../src/server/enquiries/changes";
import { enquiries, enquiryEvents, reportSnapshots, users } from "../../src/server/db/schema";
import { adminRequest, signedInStaff } from "../support/admin";
import { describeEachDatabase } from "../support/databases";
import { callFunction } from "../support/requests";

const HOUR = 3_600_000;
// A Wednesday, 15:00 in India: the report's current week starts on Monday 2026-11-30.
const now = new Date("2026-12-02T09:30:00Z");
const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

describeEachDatabase("enquiry reports", (target, it) => {
  it.smoke("counts enquiries per week by source, campaign, page, place, language and service", async () => {
    const db = await target.db();
    await db.delete(enquiries);
    const base = { matchKey: "x", stage: "new" as const };
    await db.insert(enquiries).values([
      // This week: two from one campaign, one typed in.
      {
        ...base,
        createdAt: ago(2),
        lang: "ta",
        area: "Adyar",
        service: "kitchen",
        source: { utm_source: "google", utm_campaign: "adyar", landingPage: "/interior-designers-adyar" },
      },
      {
        ...base,
        createdAt: ago(5),
        lang: "en",
        area: "Adyar",
        service: "kitchen",
        source: { utm_source: "google", utm_campaign: "adyar", landingPage: "/interior-designers-adyar" },
      },
      { ...base, createdAt: ago(6), lang: "en", service: "wardrobe", source: null },
      // Last week: a referral from a search engine, no tags.
      { ...base, createdAt: ago(24 * 7), lang: "en", area: "Velachery", source: { referrer: "www.bing.com", landingPage: "/" } },
      // Before the period: not counted.
      { ...base, createdAt: ago(24 * 7 * 20), source: { utm_source: "old" } },
    ]);
    const report = await enquiryReport(db, { weeks: 4 }, now);
    expect(report.weeks).toEqual(["2026-11-09", "2026-11-16", "2026-11-23", "2026-11-30"]);
    expect(report.totals).toEqual([0, 0, 1, 3]);
    expect(report.dimensions.source).toEqual([
      { key: "google", total: 2, perWeek: [0, 0, 0, 2] },
      { key: "", total: 1, perWeek: [0, 0, 0, 1] },
      { key: "www.bing.com", total: 1, perWeek: [0, 0, 1, 0] },
    ]);
    expect(report.dimensions.campaign).toEqual([
      { key: "", total: 2, perWeek: [0, 0, 1, 1] },
      { key: "adyar", total: 2, perWeek: [0, 0, 0, 2] },
    ]);
    expect(report.dimensions.landingPage.map((row) => row.key)).toEqual(["/interior-designers-adyar", "", "/"]);
    expect(report.dimensions.area.map((row) => [row.key, row.total])).toEqual([
      ["Adyar", 2],
      ["", 1],
      ["Velachery", 1],
    ]);
    expect(report.dimensions.lang.map((row) => [row.key, row.total])).toEqual([
      ["en", 3],
      ["ta", 1],
    ]);
    expect(report.dimensions.service.map((row) => [row.key, row.total])).toEqual([
      ["kitchen", 2],
      ["", 1],
      ["wardrobe", 1],
    ]);
  });

  it("adds up all but the largest values of a dimension as one row", async () => {
    const db = await target.db();
    await db.delete(enquiries);
    await db
      .insert(enquiries)
      .values(Array.from({ length: 12 }, (_, i) => ({ matchKey: `k${i}`, createdAt: ago(1), source: { utm_campaign: `c${i}` } })));
    const { campaign } = (await enquiryReport(db, { weeks: 1 }, now)).dimensions;
    expect(campaign).toHaveLength(8);
    expect(campaign.at(-1)).toEqual({ key: OTHER_KEY, total: 5, perWeek: [5] });
  });

  it("follows each enquiry to the furthest stage it reached, lost ones included", async () => {
    const db = await target.db();
    await db.delete(enquiryEvents);
    await db.delete(enquiries);
    const { username } = await signedInStaff(db);
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
    const staff = { id: admin!.id, username, role: "admin" as const, sessionId: "" };
    const rows = await db
      .insert(enquiries)
      .values(
        ["a", "b", "c", "d"].map((matchKey) => ({
          matchKey,
          createdAt: ago(3),
          source: matchKey === "c" ? { utm_source: "google" } : null,
        })),
      )
      .returning({ id: enquiries.id });
    // Each moved through the board's own changes: the funnel reads how far that took them.
    const move = async (index: number, ...steps: Omit<Parameters<typeof changeStage>[3], "version">[]) => {
      for (const step of steps) {
        const [row] = await db.select({ version: enquiries.version }).from(enquiries).where(eq(enquiries.id, rows[index]!.id));
        await changeStage(db, staff, rows[index]!.id, { ...step, version: row!.version });
      }
    };
    await move(1, { stage: "qualified" }, { stage: "contacted" }); // moved back: it still reached Qualified
    await move(2, { stage: "quote-sent", quoteAmount: 500_000 }, { stage: "won" });
    // The lost one had a quote sent before it was lost.
    await move(3, { stage: "quote-sent", quoteAmount: 300_000 }, { stage: "lost", lostReason: "budget" });
    const report = await enquiryReport(db, { weeks: 1 }, now);
    expect(report.funnel.map((step) => [step.stage, step.reached])).toEqual([
      ["new", 4],
      ["contacted", 3],
      ["qualified", 3],
      ["meeting-booked", 2],
      ["quote-sent", 2],
      ["won", 1],
    ]);
    expect(report.funnel[0]!.toNext).toBe(0.75);
    expect(report.funnel[2]!.toNext).toBeCloseTo(2 / 3);
    expect(report.funnel.at(-1)!.toNext).toBeNull();
    expect(report.lost).toBe(1);
    expect(report.wonBySource).toEqual([{ key: "google", won: 1, value: 500_000 }]);
  });

  it("measures the first response overall and per person against the promise", async () => {
    const db = await target.db();
    await db.delete(enquiryEvents);
    await db.delete(enquiries);
    const { username } = await signedInStaff(db, `report-${Date.now()}`);
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
    await db.insert(enquiries).values([
      // Answered in 30 minutes, inside its promise.
      { matchKey: "a", createdAt: ago(30), ownerId: owner!.id, promiseAt: ago(6), firstResponseAt: ago(29.5) },
      // Answered after 28 hours: past its promise.
      { matchKey: "b", createdAt: ago(30), ownerId: owner!.id, promiseAt: ago(6), firstResponseAt: ago(2) },
      // Not answered, promise passed: a miss.
      { matchKey: "c", createdAt: ago(30), promiseAt: ago(6) },
      // Not answered, promise still ahead: not counted yet.
      { matchKey: "d", createdAt: ago(1), promiseAt: new Date(now.getTime() + 23 * HOUR) },
    ]);
    const report = await enquiryReport(db, { weeks: 2 }, now);
    expect(report.response).toEqual({ answered: 2, medianMinutes: 855, p90Minutes: 1515, withinPromise: 1 / 3 });
    const mine = report.responseByOwner.find((row) => row.owner?.username === username)!;
    expect(mine).toMatchObject({ answered: 2, withinPromise: 0.5 });
    expect(report.responseByOwner.find((row) => row.owner === null)).toMatchObject({ answered: 0, withinPromise: 0 });
  });

  it.smoke("answers staff only, and refuses a period it cannot show in plain words", async () => {
    const db = await target.db();
    const { cookie } = await signedInStaff(db);
    const answer = await callFunction(reportsFunction, adminRequest("GET", "/api/admin/reports?weeks=8", { cookie }));
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as { data: Report };
    expect(data.weeks).toEqual(reportWeeks(8, new Date()));
    expect((await callFunction(reportsFunction, adminRequest("GET", "/api/admin/reports"))).status).toBe(401);
    const bad = await callFunction(reportsFunction, adminRequest("GET", "/api/admin/reports?weeks=500", { cookie }));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/number of weeks from 1 to 52/);
  });

  it("answers from the figures of the last few minutes, works them out again when asked or when older", async () => {
    const db = await target.db();
    await db.delete(reportSnapshots);
    await db.delete(enquiries);
    const { cookie } = await signedInStaff(db);
    const ask = async (query: string) => {
      const answer = await callFunction(reportsFunction, adminRequest("GET", `/api/admin/reports?weeks=4${query}`, { cookie }));
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { data: Report }).data;
    };
    const first = await ask("");
    expect(first.totals.at(-1)).toBe(0);
    await db.insert(enquiries).values({ matchKey: "fresh", createdAt: new Date() });
    // Kept: the same figures, with the time they were worked out.
    expect(await ask("")).toEqual(first);
    // Asked for afresh: the new enquiry is counted, and kept for the next request.
    const fresh = await ask("&refresh=1");
    expect(fresh.totals.at(-1)).toBe(1);
    expect(Date.parse(fresh.asOf)).toBeGreaterThan(Date.parse(first.asOf));
    expect(await ask("")).toEqual(fresh);
    // Older than the limit: worked out again without being asked.
    const later = new Date(Date.now() + (REPORT_MAX_AGE_MINUTES + 1) * 60_000);
    await db.insert(enquiries).values({ matchKey: "later", createdAt: new Date() });
    expect((await storedReport(db, { weeks: 4 }, later)).totals.at(-1)).toBe(2);
    expect((await storedReport(db, { weeks: 4 }, new Date(later.getTime() + 60_000))).asOf).toBe(later.toISOString());
  });

  it("the scheduled pass works out every period the screen offers", async () => {
    const db = await target.db();
    await db.delete(reportSnapshots);
    const now = new Date();
    expect(await refreshReports(db, now)).toBe(REPORT_PERIODS.length);
    const kept = await db.select().from(reportSnapshots);
    expect(kept.map((row) => row.weeks).sort((a, b) => a - b)).toEqual([...REPORT_PERIODS]);
    for (const row of kept) expect(row.report.weeks).toHaveLength(row.weeks);
    expect(kept.every((row) => row.computedAt.getTime() === now.getTime())).toBe(true);
  });
});
