import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { and, count, eq, getTableColumns, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import importAnalyticsFunction from "../../functions/admin-seo-analytics";
import askFunction from "../../functions/chat-ask";
import chatFunction from "../../functions/chat";
import consultationsFunction from "../../functions/consultations";
import contactsFunction from "../../functions/contacts";
import estimatesFunction from "../../functions/estimates";
import { chatConversations, consultations, contacts, priceEstimator, seoAnalytics, seoPages } from "../../src/server/db/schema";
import { adminRequest, signedInStaff } from "../support/admin";
import { builtHtml, writeBuiltSite } from "../support/built-site";
import { describeEachDatabase } from "../support/databases";
import { jsonRequest, testContext, uniqueKey, validConsultation, validContact, validEstimate } from "../support/requests";

const PAYLOADS = [
  "'; DROP TABLE consultations; --",
  '" OR 1=1 --',
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "{{7*7}}",
  "../../etc/passwd",
  "தமிழ் பெயர் 🏠",
  "\u202Eevil",
  "a".repeat(5000),
  "",
  "nul\u0000byte",
  "half \ud83d of an emoji",
  "\udc00 low half first",
];

/** A text that is sometimes hostile, sometimes unicode, sometimes just wrong. */
const text = fc.oneof(
  fc.constantFrom(...PAYLOADS),
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 50 }),
);
const anyValue = fc.oneof(text, fc.jsonValue(), fc.integer(), fc.boolean(), fc.constant(null));

/** A valid body with some fields replaced, dropped or added. */
function mutated(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  return fc
    .record({
      replace: fc.dictionary(fc.constantFrom(...keys), anyValue, { maxKeys: 3 }),
      drop: fc.subarray(keys, { maxLength: 2 }),
      extra: fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 1 }),
    })
    .map(({ replace, drop, extra }) => {
      const body: Record<string, unknown> = { ...valid, ...replace, ...(Math.random() < 0.2 ? extra : {}), idempotencyKey: uniqueKey() };
      for (const key of drop) delete body[key];
      return body;
    });
}

const validChat = {
  visitorId: "fuzzvisitor",
  seq: 1,
  userName: "Divya",
  conversationData: { messages: [{ from: "visitor", text: "hi" }] },
  fillMs: 60_000,
};
/** A whole transcript of hostile, unicode or broken messages, as a tampered widget could send. */
const transcript = fc.record({
  messages: fc.array(fc.record({ from: fc.constantFrom("bot", "visitor"), text }), { maxLength: 8 }),
});

const lead = fc.oneof(fc.jsonValue(), fc.constantFrom(...PAYLOADS));

describeEachDatabase("every public function under random and hostile input", (target, it) => {
  const cases = [
    { name: "consultations", fn: consultationsFunction, path: "/api/consultations", valid: validConsultation, table: consultations },
    { name: "contacts", fn: contactsFunction, path: "/api/contacts", valid: validContact, table: contacts },
    { name: "estimates", fn: estimatesFunction, path: "/api/estimates", valid: validEstimate, table: priceEstimator },
  ] as const;

  for (const { name, fn, path, valid, table } of cases) {
    it(`${name}: answers 2xx or 4xx, never 5xx, and stores exactly the accepted rows, verbatim`, async () => {
      const db = await target.db();
      const before = (await db.select({ n: count() }).from(table))[0]!.n;
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(fc.oneof(mutated(valid as Record<string, unknown>), lead), async (body) => {
          const response = await fn(jsonRequest(path, JSON.stringify(body)), testContext());
          expect(response.status).toBeLessThan(500);
          if (response.status !== 201) return;
          accepted += 1;
          const { data } = (await response.json()) as { data: { id: number } & Record<string, unknown> };
          const [row] = await db.select().from(table).where(eq(table.id, data.id));
          const hidden = new Set(["idempotencyKey", "requestHash", "suspected", "createdAt"]);
          const columns = Object.keys(getTableColumns(table)).filter((column) => !hidden.has(column));
          for (const column of columns) expect((row as Record<string, unknown>)[column]).toEqual(data[column]);
          for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
            if (typeof value === "string" && field in data && field !== "idempotencyKey") expect(data[field]).toBe(value.trim() || null);
          }
        }),
        { numRuns: 60 },
      );
      expect((await db.select({ n: count() }).from(table))[0]!.n).toBe(before + accepted);
    }, 120_000);
  }

  it("chat and ask: answer 2xx or 4xx, never 5xx, and store exactly the accepted conversations, verbatim", async () => {
    const db = await target.db();
    const before = (await db.select({ n: count() }).from(chatConversations))[0]!.n;
    let started = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          mutated(validChat),
          transcript.map((conversationData) => ({ ...validChat, conversationData })),
          lead,
        ),
        fc.oneof(text, fc.jsonValue()),
        async (body, question) => {
          const visitorId = uniqueKey();
          const saved = await chatFunction(jsonRequest("/api/chat", JSON.stringify({ ...(body as object), visitorId })), testContext());
          expect(saved.status).toBeLessThan(500);
          if (saved.status === 201) {
            started += 1;
            const [row] = await db.select().from(chatConversations).where(eq(chatConversations.visitorId, visitorId));
            expect(row!.conversationData).toEqual((body as typeof validChat).conversationData);
          }
          const asked = await askFunction(jsonRequest("/api/chat/ask", JSON.stringify({ question })), testContext());
          expect(asked.status).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
    expect((await db.select({ n: count() }).from(chatConversations))[0]!.n).toBe(before + started);
  }, 120_000);
});

/** Field names that are also the names of every object's own machinery. */
const PROTOTYPE_NAMES = ["constructor", "toString", "valueOf", "hasOwnProperty", "__proto__", "isPrototypeOf", "toLocaleString"];
const hostileText = fc.oneof(
  text,
  fc.constantFrom("\u0000", "a\u0000b", "\ud800", "x\udfffy", "\ud83d", "%00", "%ED%A0%80"),
  fc.string({ unit: "binary-ascii" }),
);

describeEachDatabase("forms posted without JavaScript under random and hostile input", (target, it) => {
  const cases = [
    { name: "consultations", fn: consultationsFunction, path: "/api/consultations", valid: validConsultation, table: consultations },
    { name: "contacts", fn: contactsFunction, path: "/api/contacts", valid: validContact, table: contacts },
  ] as const;

  for (const { name, fn, path, valid, table } of cases) {
    it(`${name}: every answer is a redirect or an HTML page, never 5xx, and only redirects store a row`, async () => {
      const db = await target.db();
      const before = (await db.select({ n: count() }).from(table))[0]!.n;
      let stored = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.oneof(fc.constantFrom(...Object.keys(valid), ...PROTOTYPE_NAMES), fc.string({ maxLength: 10 })), hostileText, {
            maxKeys: 4,
          }),
          fc.boolean(),
          async (fields, startValid) => {
            const params = new URLSearchParams(startValid ? (valid as Record<string, string>) : {});
            for (const [key, value] of Object.entries(fields)) params.append(key, value);
            const response = await fn(
              new Request(`http://localhost${path}`, {
                method: "POST",
                headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
                body: params.toString(),
              }),
              testContext(),
            );
            expect(response.status).toBeLessThan(500);
            if (response.status === 303) stored += 1;
            else expect(response.headers.get("content-type")).toMatch(/^text\/html/);
          },
        ),
        { numRuns: 80 },
      );
      expect((await db.select({ n: count() }).from(table))[0]!.n).toBe(before + stored);
    }, 120_000);
  }
});

/** A Search Console export's columns, in the order the generated files use. */
const COLUMNS = ["date", "page", "query", "clicks", "impressions", "ctr", "position"] as const;
type Column = (typeof COLUMNS)[number];

/** How each page address in a file is known on the site; null: a page the site does not have. */
const ADDRESSES: [string, string | null][] = [
  ["/", "/"],
  ["/about", "/about"],
  ["https://www.example-interiors.in/about?utm_source=x", "/about"],
  ["/about.html", "/about"],
  ["/not-on-this-site", null],
];

/** Values no export has, per column: each must refuse the whole file. */
const INVALID: Record<Column, string[]> = {
  date: ["2026-02-30", "0000-01-01", "9999-12-31", "2026-13-01", "31/01/2026", "", "2026-1-5", "1999-12-31", "a\0"],
  page: ["mailto:x@y.in", "//evil.example/x", "javascript:alert(1)", "", "ftp://x.in/y", `/${"a".repeat(2001)}`, "/\0"],
  query: ["q".repeat(501), "a\0b", "\ud800x", `${"q".repeat(20_000)}`],
  clicks: ["-1", "1.5", "1e3", "abc", "", "2147483648", "9".repeat(400), "NaN", "Infinity", "0x10", "\0"],
  impressions: ["-1", "2.5", "1e3", "many", "", "2147483648", "9".repeat(400), "Infinity", "\0"],
  ctr: ["250%", "101", "-0.1", "abc", "1e-3", "NaN", "\0"],
  position: ["0", "-1", "first", "10001", "9".repeat(400), "NaN", "0.5", "\0"],
};

const quoteCsv = (value: string) => `"${value.replace(/"/g, '""')}"`;

interface GeneratedRow {
  cells: Record<Column, string>;
  /** What the import must store for the row, or null for a page the site does not have. */
  expected: {
    path: string;
    date: string;
    query: string | null;
    clicks: number;
    impressions: number;
    ctr: number;
    position: number | null;
  } | null;
}

const validRow: fc.Arbitrary<GeneratedRow> = fc
  .record({
    date: fc.date({ min: new Date("2025-01-01T00:00:00Z"), max: new Date("2026-10-31T00:00:00Z"), noInvalidDate: true }),
    address: fc.constantFrom(...ADDRESSES),
    query: fc.oneof(fc.constant(""), fc.string({ unit: "grapheme", maxLength: 40 }), fc.constantFrom(...PAYLOADS.slice(0, 8))),
    impressions: fc.nat({ max: 1_000_000 }),
    clickShare: fc.double({ min: 0, max: 1, noNaN: true }),
    ctr: fc.oneof(
      fc.constant({ text: "", value: null }),
      fc.integer({ min: 0, max: 10_000 }).map((n) => ({ text: String(n / 10_000), value: n / 10_000 })),
      fc.integer({ min: 0, max: 10_000 }).map((n) => ({ text: `${n / 100}%`, value: n / 10_000 })),
    ),
    position: fc.oneof(
      fc.constant(null),
      fc.integer({ min: 100, max: 100_000 }).map((n) => n / 100),
    ),
  })
  .filter(({ query }) => !query.includes("\0"))
  .map(({ date, address: [page, path], query, impressions, clickShare, ctr, position }) => {
    const clicks = Math.floor(impressions * clickShare);
    const day = date.toISOString().slice(0, 10);
    // Line breaks in a value are read as \n; values are trimmed.
    const stored = query.replace(/\r\n?/g, "\n").trim() || null;
    return {
      cells: {
        date: day,
        page,
        query,
        clicks: String(clicks),
        impressions: String(impressions),
        ctr: ctr.text,
        position: position === null ? "" : String(position),
      },
      expected:
        path === null
          ? null
          : {
              path,
              date: day,
              query: stored,
              clicks,
              impressions,
              ctr: ctr.value ?? (impressions ? clicks / impressions : 0),
              position,
            },
    };
  });

/** A row with one value no export has, more clicks than impressions, or a value too few or too many. */
const invalidRow = fc.oneof(
  validRow.map((row) => ({
    row: { ...row, cells: { ...row.cells, clicks: String(Number(row.cells.impressions) + 1) } },
    column: "clicks",
    extra: 0,
  })),
  fc
    .record({ row: validRow, column: fc.constantFrom(...COLUMNS) })
    .chain(({ row, column }) =>
      fc.constantFrom(...INVALID[column]).map((value) => ({ row: { ...row, cells: { ...row.cells, [column]: value } }, column, extra: 0 })),
    ),
  fc.record({ row: validRow, extra: fc.constantFrom(-1, 1) }).map(({ row, extra }) => ({
    row,
    column: extra < 0 ? ("position" as string) : "column 8",
    extra,
  })),
);

function csvLine(row: GeneratedRow, extra = 0): string {
  const values = COLUMNS.map((column) => (column === "query" ? quoteCsv(row.cells[column]) : row.cells[column]));
  if (extra < 0) values.pop();
  if (extra > 0) values.push("surplus");
  return values.join(",");
}

describeEachDatabase("the Search Console import under random and hostile files", (target, it) => {
  let dist: string;
  let cookie: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), "fuzz-dist-"));
    const description = "A description long enough for the analysis to have nothing to say about its length at all.";
    await writeBuiltSite(dist, [
      { path: "/", file: "index.html", html: builtHtml("Modular Kitchens and Interiors in Chennai", description, "<h1>Home</h1>") },
      { path: "/about", file: "about.html", html: builtHtml("About Our Interior Design Studio", description, "<h1>About</h1>") },
    ]);
    process.env.SITE_DIST_DIR = dist;
    ({ cookie } = await signedInStaff(await target.db()));
  });
  afterAll(async () => {
    delete process.env.SITE_DIST_DIR;
    await rm(dist, { recursive: true, force: true });
  });

  const importCsv = async (body: unknown) => {
    const response = await importAnalyticsFunction(
      adminRequest("POST", "/api/admin/seo/analytics", { cookie, body: typeof body === "string" ? body : JSON.stringify(body) }),
      testContext(),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  /** Everything stored in seo_analytics, as one value: equal before and after means nothing was written. */
  const fingerprint = async () =>
    (
      await (
        await target.db()
      )
        .select({
          rows: count(),
          digest: sql<string>`md5(coalesce(string_agg(concat_ws('|', ${seoAnalytics.id}, ${seoAnalytics.pageId}, ${seoAnalytics.date}, ${seoAnalytics.keyword}, ${seoAnalytics.clicks}, ${seoAnalytics.impressions}, ${seoAnalytics.ctr}, ${seoAnalytics.position}), ',' order by ${seoAnalytics.id}), ''))`,
        })
        .from(seoAnalytics)
    )[0];

  it("stores every row of a sound file exactly, or refuses a file with a bad row whole, naming its line and column; never 5xx", async () => {
    const db = await target.db();
    await fc.assert(
      fc.asyncProperty(
        fc.array(validRow, { minLength: 1, maxLength: 12 }),
        fc.option(fc.record({ at: fc.nat(), bad: invalidRow }), { freq: 2 }),
        async (rows, corruption) => {
          const lines = rows.map((row) => csvLine(row));
          let firstBad: { line: number; column: string } | null = null;
          if (corruption) {
            const at = corruption.at % (lines.length + 1);
            lines.splice(at, 0, csvLine(corruption.bad.row, corruption.bad.extra));
            // Line numbers count the header and every line break inside quoted values.
            const before = [COLUMNS.join(","), ...lines.slice(0, at)].join("\n");
            firstBad = { line: before.split(/\r\n|\r|\n/).length + 1, column: corruption.bad.column };
          }
          const before = await fingerprint();
          const { status, body } = await importCsv({ csv: [COLUMNS.join(","), ...lines].join("\n") });
          expect(status).toBeLessThan(500);

          const expected = new Map<string, NonNullable<GeneratedRow["expected"]>>();
          for (const row of rows)
            if (row.expected) expected.set(JSON.stringify([row.expected.path, row.expected.date, row.expected.query]), row.expected);
          if (firstBad || !expected.size) {
            expect(status).toBe(400);
            expect(await fingerprint()).toEqual(before);
            if (firstBad) {
              expect((body.errors as { line: number; column: string }[])[0]).toMatchObject(firstBad);
              expect(body.error).toContain(`Line ${firstBad.line}, column “${firstBad.column}”`);
            }
            return;
          }
          expect(status).toBe(200);
          const data = body.data as { imported: number; replaced: number };
          expect(data.imported).toBe(expected.size);
          for (const row of expected.values()) {
            const [stored] = await db
              .select({
                clicks: seoAnalytics.clicks,
                impressions: seoAnalytics.impressions,
                ctr: seoAnalytics.ctr,
                position: seoAnalytics.position,
              })
              .from(seoAnalytics)
              .innerJoin(seoPages, eq(seoPages.id, seoAnalytics.pageId))
              .where(
                and(
                  eq(seoPages.pagePath, row.path),
                  eq(seoAnalytics.date, new Date(`${row.date}T00:00:00Z`)),
                  sql`coalesce(${seoAnalytics.keyword}, '') = ${row.query ?? ""}`,
                ),
              );
            expect(stored).toMatchObject({ clicks: row.clicks, impressions: row.impressions });
            expect(stored!.ctr).toBeCloseTo(row.ctr, 5);
            if (row.position === null) expect(stored!.position).toBeNull();
            else expect(stored!.position).toBeCloseTo(row.position, 3);
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 180_000);

  it("answers any body or file with 2xx or 4xx, never 5xx, and writes nothing when it refuses", async () => {
    const cells = fc.array(fc.oneof(text, fc.constantFrom(...Object.values(INVALID).flat())), { maxLength: 8 });
    const file = fc.oneof(
      text,
      fc
        .tuple(fc.array(cells, { maxLength: 6 }), fc.constantFrom("\n", "\r\n", "\r"), fc.boolean())
        .map(([rows, lineBreak, quoted]) =>
          [COLUMNS.join(","), ...rows.map((row) => row.map((cell) => (quoted ? quoteCsv(cell) : cell)).join(","))].join(lineBreak),
        ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          file.map((csv) => ({ csv })),
          anyValue,
          fc.record({ csv: anyValue }),
        ),
        async (body) => {
          const before = await fingerprint();
          const { status } = await importCsv(body);
          expect(status).toBeLessThan(500);
          if (status !== 200) expect(await fingerprint()).toEqual(before);
        },
      ),
      { numRuns: 60 },
    );
  }, 180_000);
});
