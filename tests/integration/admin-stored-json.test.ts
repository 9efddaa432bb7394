import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as lead from "../../functions/admin-lead";
import * as leads from "../../functions/admin-leads";
import * as exportLeads from "../../functions/admin-leads-export";
import * as reports from "../../functions/admin-reports";
import * as seoOverview from "../../functions/admin-seo";
import chat from "../../functions/chat";
import type { LeadDetail, LeadPage } from "../../src/lib/admin/leads";
import { reportSchema, type Report } from "../../src/lib/admin/reports";
import type { SeoOverview } from "../../src/lib/admin/seo";
import type { Unreadable } from "../../src/lib/admin/stored";
import { buildReport, SEO_REPORT_FILE } from "../../src/lib/seo/report";
import * as schema from "../../src/server/db/schema";
import { chatConversations, consultations, priceEstimator, reportSnapshots, seoPages, whatsappMessages } from "../../src/server/db/schema";
import { adminRequest, signedInStaff } from "../support/admin";
import { describeEachDatabase } from "../support/databases";
import { callFunction, jsonRequest, testContext, type FunctionModule } from "../support/requests";
import { HUMAN_FILL_MS, uniqueKey } from "../support/leads";

/** Every jsonb column of the schema, as "table.column". */
const jsonbColumns = () =>
  Object.values(schema)
    .filter((value) => is(value, PgTable))
    .flatMap((table) => {
      const { name, columns } = getTableConfig(table);
      return columns.filter((column) => column.getSQLType() === "jsonb").map((column) => `${name}.${column.name}`);
    })
    .sort();

describe("stored JSON", () => {
  it("is only in the columns this suite plants bad values in, or in ones no admin screen reads", () => {
    // A new jsonb column that an admin screen reads needs its schema on read and a planted bad row below.
    // A visit's source is stored only as parseVisitSource left it and shown as text; an enquiry's events are written
    // by the server alone, and the timeline reads each value as untrusted (a value outside its list shows as stored).
    // A lead's consent record is read through its schema (src/server/lead-kinds.ts); an erasure's counts are read by no screen.
    expect(jsonbColumns()).toEqual([
      "bookings.consent",
      "bookings.visitSource",
      "chat_conversations.consent",
      "chat_conversations.conversationData",
      "chat_conversations.visitSource",
      "consultations.consent",
      "consultations.visitSource",
      "contacts.consent",
      "contacts.visitSource",
      "enquiries.source",
      "enquiry_events.data",
      // A WhatsApp message's template values: sent, never shown on a staff screen.
      "outbox.params",
      "price_estimator.consent",
      "price_estimator.estimate",
      "price_estimator.visitSource",
      "privacy_erasures.counts",
      "report_snapshots.report",
      "seo_pages.headingStructure",
      "tv_units.installation",
      "tv_units.specs",
      "whatsapp_messages.referral",
      "whatsapp_messages.visitSource",
    ]);
  });
});

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "stored-json-dist-"));
  await mkdir(join(dist, "admin"), { recursive: true });
  const page = { path: "/about", file: "about.html", html: "<html><head><title>About us</title></head><body><h1>About</h1></body></html>" };
  await writeFile(join(dist, page.file), page.html);
  await writeFile(join(dist, SEO_REPORT_FILE), JSON.stringify(buildReport([page])));
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

describeEachDatabase("admin screens over bad stored data", (target, it) => {
  let cookie = "";
  const get = async <T>(fn: FunctionModule, path: string) => {
    const response = await callFunction(fn, adminRequest("GET", path, { cookie }));
    const text = await response.text();
    expect(response.status, `${path}: ${text}`).toBe(200);
    return path.includes("/export") ? (text as T) : (JSON.parse(text) as { data: T }).data;
  };

  beforeAll(async () => {
    process.env.SITE_DIST_DIR = dist;
    ({ cookie } = await signedInStaff(await target.db()));
  });

  it.smoke("shows a chat whose message time is not a date, as a visitor can save it, with that message as raw text", async () => {
    const saved = await chat(
      jsonRequest("/api/chat", {
        visitorId: uniqueKey(),
        fillMs: HUMAN_FILL_MS,
        seq: 1,
        userName: "Tamil Selvan",
        userPhone: "9840044444",
        conversationData: {
          messages: [
            { from: "bot", text: "May I know your name?", at: "2026-11-21T10:00:00.000Z" },
            { from: "visitor", text: "Tamil Selvan", at: "yesterday evening" },
          ],
        },
      }),
      testContext(),
    );
    expect(saved.status).toBeLessThan(300);
    const { items } = await get<LeadPage>(leads, "/api/admin/leads?kind=chat&q=Tamil");
    const detail = await get<LeadDetail>(lead, `/api/admin/leads/chat/${items[0]!.id}`);
    const [first, second, ...rest] = detail.transcript!;
    expect(first).toEqual({ from: "bot", text: "May I know your name?", at: "2026-11-21T10:00:00.000Z" });
    expect(rest).toEqual([]);
    // As stored (jsonb orders the keys its own way).
    expect(JSON.parse((second as Unreadable).unreadable)).toEqual({ from: "visitor", text: "Tamil Selvan", at: "yesterday evening" });
  });

  it("shows a lead whose consent record went bad as stored, never failing", async () => {
    const db = await target.db();
    const [row] = await db
      .insert(consultations)
      .values({
        fullName: "Bad Consent",
        email: "bad-consent@example.com",
        phone: "9840055555",
        service: "modular-kitchen",
        consent: { version: 7 } as never,
      })
      .returning();
    const detail = await get<LeadDetail>(lead, `/api/admin/leads/consultation/${row!.id}`);
    expect(detail.fields).toContainEqual({ label: "Privacy notice seen", value: '{"version":7}' });
  });

  it("shows chats whose whole conversation is not one, as raw text, in the list, the detail and the export", async () => {
    const db = await target.db();
    const planted = [
      { stored: "just a string", shown: [{ unreadable: "just a string" }] },
      { stored: { messages: "nope" }, shown: [{ unreadable: '{"messages":"nope"}' }] },
      { stored: 42, shown: [{ unreadable: "42" }] },
      {
        stored: { messages: [{ from: "alien", text: 5 }, null, { from: "bot", text: "Hello!" }] },
        shown: [{ unreadable: '{"from":"alien","text":5}' }, { unreadable: "null" }, { from: "bot", text: "Hello!" }],
      },
    ];
    const rows = await db
      .insert(chatConversations)
      .values(planted.map(({ stored }, n) => ({ visitorId: `planted-${n}-xyz`, userName: `Planted ${n}`, conversationData: stored })))
      .returning({ id: chatConversations.id });
    for (const [n, { id }] of rows.entries()) {
      const detail = await get<LeadDetail>(lead, `/api/admin/leads/chat/${id}`);
      expect(detail.name).toBe(`Planted ${n}`);
      expect(detail.transcript, JSON.stringify(planted[n]!.stored)).toEqual(planted[n]!.shown);
    }
    const { items } = await get<LeadPage>(leads, "/api/admin/leads?kind=chat&q=Planted");
    expect(items).toHaveLength(planted.length);
    expect(await get<string>(exportLeads, "/api/admin/leads/export?kind=chat")).toContain("Planted 3");
  });

  it("shows an estimate saved as labels before estimates were stored by id, or whose stored estimate is broken, without one worked out", async () => {
    const db = await target.db();
    const rows = await db
      .insert(priceEstimator)
      .values([
        {
          name: "Old Estimate",
          email: "old@example.com",
          phone: "9840055555",
          bhkType: "9 BHK",
          roomLabels: ["Garage × x"],
          package: "gold",
        },
        // A hand edit or a past bug: the structure does not parse, so it is neither priced nor trusted.
        {
          name: "Bad Estimate",
          email: "bad@example.com",
          phone: "9840055556",
          bhkType: "2 BHK",
          package: "premium",
          estimate: { rooms: "lots" } as never,
        },
      ])
      .returning({ id: priceEstimator.id });
    const old = await get<LeadDetail>(lead, `/api/admin/leads/estimate/${rows[0]!.id}`);
    expect(old.estimate).toBeUndefined();
    expect(old.fields).toEqual(
      expect.arrayContaining([
        { label: "Home", value: "9 BHK" },
        { label: "Package", value: "gold" },
        { label: "Rooms and units", value: "Garage × x" },
      ]),
    );
    expect(old.preview).toBe("9 BHK · gold · Garage × x");
    const bad = await get<LeadDetail>(lead, `/api/admin/leads/estimate/${rows[1]!.id}`);
    expect(bad.estimate).toBeUndefined();
    expect(bad.fields.map((field) => field.label)).not.toContain("Rooms and units");
    // The inbox and the export read it too, and carry on past it.
    const { items } = await get<LeadPage>(leads, "/api/admin/leads?kind=estimate&q=Bad%20Estimate");
    expect(items.map((item) => item.preview)).toEqual(["2 BHK · premium"]);
    expect(await get<string>(exportLeads, "/api/admin/leads/export?kind=estimate")).toContain("Bad Estimate");
  });

  it("lists SEO pages whatever a page's stored heading outline holds", async () => {
    const db = await target.db();
    await db
      .insert(seoPages)
      .values({ pagePath: "/about", title: "About us", description: "D", isActive: false, headingStructure: "garbage" });
    const overview = await get<SeoOverview>(seoOverview, "/api/admin/seo");
    // The screen shows the outline of the last build, never the stored one.
    expect(overview.pages.find((page) => page.path === "/about")!.headingStructure).toEqual([{ level: 1, text: "About" }]);
  });

  it("shows a WhatsApp message whose stored ad referral is not one, without the ad's lines", async () => {
    const db = await target.db();
    const rows = await db
      .insert(whatsappMessages)
      .values(
        ["junk", { headline: 5, source_url: ["x"] }].map((referral, n) => ({
          messageId: `planted-${uniqueKey()}`,
          phone: `9198400${String(70_000 + n)}`,
          name: `Planted WhatsApp ${n}`,
          text: "Hello",
          referral: referral as never,
        })),
      )
      .returning({ id: whatsappMessages.id });
    for (const { id } of rows) {
      const detail = await get<LeadDetail>(lead, `/api/admin/leads/whatsapp/${id}`);
      expect(detail.fields.map((field) => field.label)).toContain("Message");
      expect(detail.fields.map((field) => field.label)).not.toContain("From the ad");
    }
    const { items } = await get<LeadPage>(leads, "/api/admin/leads?kind=whatsapp&q=Planted%20WhatsApp");
    expect(items).toHaveLength(2);
  });

  it("works the reports out again when the kept figures are not of the shape this code answers", async () => {
    const db = await target.db();
    // As an earlier version of the code could have kept them, minutes before a deploy.
    await db
      .insert(reportSnapshots)
      .values({ weeks: 6, computedAt: new Date(), report: { weeks: "six", totals: null } as unknown as Report })
      .onConflictDoUpdate({ target: reportSnapshots.weeks, set: { report: sql`'{"weeks":"six"}'::jsonb`, computedAt: new Date() } });
    const report = await get<Report>(reports, "/api/admin/reports?weeks=6");
    expect(report.weeks).toHaveLength(6);
    expect(reportSchema.safeParse(report).success).toBe(true);
  });
});
