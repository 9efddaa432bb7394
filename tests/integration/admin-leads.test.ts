import { and, asc, eq } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import * as leadFunction from "../../functions/admin-lead";
import leads from "../../functions/admin-leads";
import exportLeads from "../../functions/admin-leads-export";
import chat from "../../functions/chat";
import bookConsultation from "../../functions/consultations";
import contact from "../../functions/contacts";
import estimates from "../../functions/estimates";
import type { LeadDetail, LeadPage } from "../../src/lib/admin/leads";
import type { Database } from "../../src/server/db/client";
import { formatInrRange } from "../../src/lib/format";
import { rateCard } from "../../src/lib/pricing/card";
import { estimate } from "../../src/lib/pricing/estimate";
import { chatConversations, consultations, contacts, outbox, priceEstimator } from "../../src/server/db/schema";
import { adminRequest, signedInStaff } from "../support/admin";
import { describeEachDatabase } from "../support/databases";
import { jsonRequest, testContext, callFunction } from "../support/requests";
import { HUMAN_FILL_MS, uniqueKey, validConsultation, validContact, validEstimate } from "../support/leads";

const page = async (cookie: string, query = ""): Promise<LeadPage> => {
  const response = await leads(adminRequest("GET", `/api/admin/leads${query}`, { cookie }), testContext());
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: LeadPage }).data;
};

/** The visitor's own journeys through the public functions, one of each kind. */
async function submitOneOfEach(): Promise<void> {
  const ok = async (response: Promise<Response>) => expect((await response).status).toBeLessThan(300);
  await ok(bookConsultation(jsonRequest("/api/consultations", { ...validConsultation, idempotencyKey: uniqueKey() }), testContext()));
  await ok(
    estimates(
      jsonRequest("/api/estimates", { ...validEstimate, carpetSqft: 1100, homeCity: "Coimbatore", idempotencyKey: uniqueKey() }),
      testContext(),
    ),
  );
  await ok(contact(jsonRequest("/api/contacts", { ...validContact, idempotencyKey: uniqueKey() }), testContext()));
  await ok(
    chat(
      jsonRequest("/api/chat", {
        visitorId: uniqueKey(),
        fillMs: HUMAN_FILL_MS,
        seq: 1,
        userName: "<img src=x onerror=alert(1)>",
        userPhone: "+91 98400 77777",
        userService: "modular-kitchen",
        conversationData: {
          messages: [
            { from: "bot", text: "May I know your name?" },
            { from: "visitor", text: "<img src=x onerror=alert(1)>" },
          ],
        },
      }),
      testContext(),
    ),
  );
}

/** Many leads at once, straight into the tables, with chosen timestamps (ties included). */
async function seed(db: Database, n: number, at: (i: number) => Date): Promise<void> {
  const rows = Array.from({ length: n }, (_, i) => i);
  await db
    .insert(consultations)
    .values(
      rows.map((i) => ({ fullName: `Seed C${i}`, email: `c${i}@example.com`, phone: "9840000001", service: "tv-units", createdAt: at(i) })),
    );
  await db.insert(priceEstimator).values(
    rows.map((i) => ({
      name: `Seed E${i}`,
      email: `e${i}@example.com`,
      phone: "9840000002",
      city: i % 2 ? "Chennai" : "Bengaluru",
      createdAt: at(i),
    })),
  );
  await db
    .insert(contacts)
    .values(rows.map((i) => ({ name: `Seed K${i}`, email: `k${i}@example.com`, phone: "9840000003", message: "m", createdAt: at(i) })));
  await db
    .insert(chatConversations)
    .values(rows.map((i) => ({ visitorId: `seed${i}xxxx`, userName: `Seed H${i}`, conversationData: { messages: [] }, createdAt: at(i) })));
}

describeEachDatabase("admin leads monitor", (target, it) => {
  let cookie = "";
  beforeAll(async () => {
    ({ cookie } = await signedInStaff(await target.db()));
    await submitOneOfEach();
  });

  it.smoke("shows leads from all four forms in one inbox, newest first, unread, with counts per kind", async () => {
    const { items, unread, nextCursor } = await page(cookie);
    expect(items.map((item) => item.kind)).toEqual(["chat", "contact", "estimate", "consultation"]);
    expect(items.every((item) => !item.isRead)).toBe(true);
    expect(unread).toEqual({ consultation: 1, estimate: 1, contact: 1, chat: 1, booking: 0, whatsapp: 0 });
    expect(nextCursor).toBeNull();
    expect(items.find((item) => item.kind === "estimate")).toMatchObject({ name: "Anitha Krishnan", city: "Chennai", phone: "9840033333" });
    expect(items.find((item) => item.kind === "consultation")).toMatchObject({ name: "Priya Raghavan", service: "modular-kitchen" });
  });

  it("opens a lead with everything stored, marks it read and unread, and keeps the counts right", async () => {
    const { items } = await page(cookie, "?kind=chat");
    const path = `/api/admin/leads/chat/${items[0]!.id}`;
    const detail = ((await (await callFunction(leadFunction, adminRequest("GET", path, { cookie }))).json()) as { data: LeadDetail }).data;
    // What the visitor typed comes back verbatim, as data; the screen renders it as text.
    expect(detail.name).toBe("<img src=x onerror=alert(1)>");
    expect(detail.transcript).toEqual([
      { from: "bot", text: "May I know your name?" },
      { from: "visitor", text: "<img src=x onerror=alert(1)>" },
    ]);
    expect(detail.fields).toContainEqual({ label: "Service", value: "Modular Kitchen" });

    const marked = await callFunction(leadFunction, adminRequest("PATCH", path, { cookie, body: { isRead: true } }));
    expect(await marked.json()).toEqual({ data: { isRead: true } });
    expect((await page(cookie)).unread.chat).toBe(0);
    expect((await page(cookie, "?read=unread")).items.map((item) => item.kind)).not.toContain("chat");
    await callFunction(leadFunction, adminRequest("PATCH", path, { cookie, body: { isRead: false } }));
    expect((await page(cookie)).unread.chat).toBe(1);

    const bad = await callFunction(leadFunction, adminRequest("PATCH", path, { cookie, body: { isRead: "yes" } }));
    expect(bad.status).toBe(400);
    const missing = await callFunction(leadFunction, adminRequest("GET", "/api/admin/leads/chat/999999", { cookie }));
    expect(missing.status).toBe(404);
    const unknownKind = await callFunction(leadFunction, adminRequest("GET", "/api/admin/leads/orders/1", { cookie }));
    expect(unknownKind.status).toBe(404);
  });

  it("shows the estimate the visitor saw, priced on the server from the rate card for the rooms and units they chose", async () => {
    const { items } = await page(cookie, "?kind=estimate");
    const response = await callFunction(leadFunction, adminRequest("GET", `/api/admin/leads/estimate/${items[0]!.id}`, { cookie }));
    const { estimate: shown, fields, preview } = ((await response.json()) as { data: LeadDetail }).data;
    // What the estimator showed in the browser for these answers, the card's own arithmetic.
    const seen = estimate(
      {
        bhkType: "2 BHK",
        packageId: "premium",
        rooms: validEstimate.rooms,
        units: { wardrobes: true },
        carpetSqft: 1100,
        city: "Coimbatore",
      },
      rateCard,
    );
    expect(shown).toEqual({
      low: seen.low,
      high: seen.high,
      lines: [
        { label: "Kitchen", amount: seen.lines[0]!.amount },
        { label: "Bedroom × 2", amount: seen.lines[1]!.amount },
      ],
      note: `Worked out on the server from rate card ${rateCard.version} when the visitor saved it.`,
    });
    const range = formatInrRange(seen.low, seen.high);
    expect(fields).toEqual([
      { label: "Name", value: "Anitha Krishnan" },
      { label: "Phone", value: "9840033333" },
      { label: "Email", value: "anitha@example.com" },
      { label: "City", value: "Chennai" },
      { label: "Area", value: "Velachery" },
      { label: "Home", value: "2 BHK" },
      { label: "Package", value: "Premium" },
      { label: "Rooms and units", value: "Kitchen, Bedroom × 2, Wardrobes" },
      { label: "Estimate shown", value: range },
      { label: "Language", value: "English" },
      { label: "Privacy notice seen", value: "not recorded" },
      { label: "Received", value: expect.stringMatching(/^\d{1,2} \w{3} 20\d\d, \d{1,2}:\d\d [ap]m$/) },
    ]);
    expect(preview).toBe(`2 BHK · Premium · Kitchen, Bedroom × 2, Wardrobes · ${range}`);
  });

  it("mails staff each lead with the same labelled fields the detail shows", async () => {
    const db = await target.db();
    const LABELS = { consultation: "Consultation", estimate: "Price estimate", contact: "Contact message" };
    for (const kind of ["consultation", "estimate", "contact"] as const) {
      const { items } = await page(cookie, `?kind=${kind}`);
      const id = items.at(-1)!.id;
      const detail = await callFunction(leadFunction, adminRequest("GET", `/api/admin/leads/${kind}/${id}`, { cookie }));
      const { fields } = ((await detail.json()) as { data: LeadDetail }).data;
      // The staff's notification, queued before the person's receipt.
      const [mail] = await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, kind), eq(outbox.leadId, id)))
        .orderBy(asc(outbox.id));
      const [intro, block, ...rest] = mail!.body.split("\n\n");
      expect(intro, kind).toMatch(/^A /);
      // Every field, one a line, in the detail's order, and nothing else between them.
      expect(block!.split("\n"), kind).toEqual(fields.map((field) => `${field.label}: ${field.value}`));
      expect(rest.at(-1)).toMatch(new RegExp(`^${LABELS[kind]} #${id}, received \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\.$`));
    }
  });

  it("filters by kind, service, city, date and search, and says plainly what it cannot read", async () => {
    expect((await page(cookie, "?service=modular-kitchen")).items.map((i) => i.kind).sort()).toEqual(["chat", "consultation"]);
    expect((await page(cookie, "?city=chenn")).items.map((i) => i.kind)).toEqual(["estimate"]);
    expect((await page(cookie, "?q=anitha@EXAMPLE")).items.map((i) => i.name)).toEqual(["Anitha Krishnan"]);
    // Digits find a number however it was typed.
    expect((await page(cookie, "?q=98400%2077777")).items.map((i) => i.kind)).toEqual(["chat"]);
    expect((await page(cookie, "?q=%25")).items).toEqual([]);
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
    expect((await page(cookie, `?from=${today}&to=${today}`)).items).toHaveLength(4);
    expect((await page(cookie, "?to=2020-01-01")).items).toEqual([]);

    const bad = await leads(adminRequest("GET", "/api/admin/leads?kind=orders&from=yesterday&limit=5000", { cookie }), testContext());
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: "Please correct the highlighted fields.",
      fields: { kind: "Unknown kind of lead", from: "Use a date like 2026-11-21", limit: "Show at most 100 leads a page" },
    });
    const badCursor = await leads(adminRequest("GET", "/api/admin/leads?cursor=bm9uc2Vuc2U", { cookie }), testContext());
    expect(badCursor.status).toBe(400);
    expect(await badCursor.json()).toEqual({ error: "This page link is no longer valid: please start again from the newest leads." });
  });

  it("pages through every lead exactly once, in order, even when many share a timestamp", async () => {
    const db = await target.db();
    const base = Date.parse("2025-06-01T10:00:00Z");
    // Groups of three leads per kind share each instant, so ties cross kinds and pages.
    await seed(db, 60, (i) => new Date(base - Math.floor(i / 3) * 1000));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const result: LeadPage = await page(cookie, `?limit=7${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...result.items.map((item) => `${item.kind}:${item.id}:${item.createdAt}`));
      cursor = result.nextCursor;
      pages += 1;
    } while (cursor);
    expect(seen).toHaveLength(244);
    expect(new Set(seen).size).toBe(244);
    expect(pages).toBe(35);
    const times = seen.map((key) => Date.parse(key.split(":").slice(2).join(":")));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("exports the current filter as UTF-8 CSV with a BOM, neutralising formulas and keeping Tamil names", async () => {
    const db = await target.db();
    await db.insert(contacts).values([
      {
        name: '=HYPERLINK("http://evil.example","click")',
        email: "x@example.com",
        phone: "+91 98400 55555",
        message: "@SUM(A1:A9)",
        subject: "-2+3",
      },
      {
        name: "முருகன் செல்வம்",
        email: "murugan@example.com",
        phone: "9840066666",
        message: 'Wants a "premium" kitchen, with an island\nand a loft',
      },
    ]);
    const response = await exportLeads(adminRequest("GET", "/api/admin/leads/export?kind=contact", { cookie }), testContext());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-contact-\d{4}-\d\d-\d\d\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "Kind,Received (India time),Name,Phone,Email,Service,City,Language,Status,Details,Stage,Owner,Promise,First response,Source,Medium,Campaign,Landing page,Click id",
    );
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain(",'+91 98400 55555,");
    expect(text).toContain(",'-2+3 – @SUM(A1:A9)");
    expect(text).toContain("முருகன் செல்வம்");
    expect(text).toContain('"Wants a ""premium"" kitchen, with an island\nand a loft"');
    // Only contacts: the filter applies to the export.
    expect(
      lines
        .slice(1)
        .filter(Boolean)
        .every((line) => line.startsWith("Contact message,")),
    ).toBe(true);
    // No cell anywhere starts a formula.
    expect(text.split(/[,\r\n]/).some((cell) => /^[=+\-@]/.test(cell.replace(/^"/, "")))).toBe(false);
  });

  it("caps a page at the requested size and offers the next one", async () => {
    const result = await page(cookie, "?limit=100");
    expect(result.items).toHaveLength(100);
    expect(result.nextCursor).not.toBeNull();
    const next = await page(cookie, `?limit=100&cursor=${result.nextCursor}`);
    expect(next.items[0]!.createdAt <= result.items[99]!.createdAt).toBe(true);
  });

  it("shows each lead's page language, filters by it across every kind, and exports it", async () => {
    const tamil = { ...validConsultation, fullName: "கார்த்திகா சுந்தரம்", phone: "9840012121", lang: "ta", idempotencyKey: uniqueKey() };
    expect((await bookConsultation(jsonRequest("/api/consultations", tamil), testContext())).status).toBe(201);
    const chatSave = {
      visitorId: uniqueKey(),
      fillMs: HUMAN_FILL_MS,
      seq: 1,
      userName: "Selvi",
      lang: "ta",
      conversationData: { messages: [{ from: "visitor", text: "வணக்கம்" }] },
    };
    expect((await chat(jsonRequest("/api/chat", chatSave), testContext())).status).toBe(201);

    const onlyTamil = await page(cookie, "?lang=ta&limit=100");
    expect(onlyTamil.items.map((item) => [item.kind, item.name, item.lang])).toEqual([
      ["chat", "Selvi", "ta"],
      ["consultation", "கார்த்திகா சுந்தரம்", "ta"],
    ]);
    // The language combines with the other filters, and English leaves the Tamil ones out.
    expect((await page(cookie, "?lang=ta&kind=consultation")).items.map((item) => item.name)).toEqual(["கார்த்திகா சுந்தரம்"]);
    const english = await page(cookie, "?lang=en&limit=100");
    expect(english.items.length).toBeGreaterThan(0);
    expect(english.items.every((item) => item.lang === "en" && item.name !== "Selvi")).toBe(true);
    const bad = await leads(adminRequest("GET", "/api/admin/leads?lang=fr", { cookie }), testContext());
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toEqual({ lang: "Use lang=en or lang=ta" });

    const opened = onlyTamil.items[1]!;
    const detail = await callFunction(leadFunction, adminRequest("GET", `/api/admin/leads/consultation/${opened.id}`, { cookie }));
    expect(((await detail.json()) as { data: LeadDetail }).data.fields).toContainEqual({ label: "Language", value: "Tamil" });

    const csv = await (await exportLeads(adminRequest("GET", "/api/admin/leads/export?lang=ta", { cookie }), testContext())).text();
    const rows = csv.slice(1).split("\r\n").filter(Boolean);
    expect(rows.slice(1)).toHaveLength(2);
    expect(rows.slice(1).every((row) => row.split(",")[7] === "Tamil")).toBe(true);
  });
});
