/**
 * `npm run bench:leads`: the leads monitor over 100,000 leads (25,000 of each
 * kind) on PostgreSQL (PG_TEST_URL, or a throwaway cluster), timed through the
 * real admin function: the first page, a walk 400 pages deep, filtered pages,
 * and the full CSV export; then the enquiry board over 100,000 enquiries holding 250,000 leads, and the lead load
 * (scripts/lib/bench-enquiries.ts). Writes bench/results/leads.md and .json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import leads from "../functions/admin-leads";
import exportLeads from "../functions/admin-leads-export";
import type { LeadPage } from "../src/lib/admin/leads";
import { rateCard } from "../src/lib/pricing/card";
import { saveEstimate } from "../src/lib/pricing/saved";
import { SESSION_COOKIE, startSession } from "../src/server/admin/session";
import { saveUser } from "../src/server/admin/users";
import { closeDb, getDb } from "../src/server/db/client";
import { users } from "../src/server/db/schema";
import { applyMigrations } from "../src/server/db/migrate";
import { benchEnquiries, leadLoad } from "./lib/bench-enquiries";
import { createDatabase, startThrowawayCluster, type Cluster } from "./lib/postgres";

const PER_KIND = Number(process.env.BENCH_LEADS_PER_KIND ?? 25_000);
const PAGE = 25;
const DEEP_PAGES = 400;
const root = resolve(import.meta.dirname, "..");

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))]!;

let cluster: Cluster | undefined;
let server = process.env.PG_TEST_URL;
if (!server) {
  cluster = await startThrowawayCluster();
  server = cluster.url;
}
const { url: databaseUrl, drop } = await createDatabase(server, "bench_leads");
process.env.DATABASE_URL = databaseUrl;

try {
  const db = await getDb(databaseUrl);
  await applyMigrations(db, databaseUrl);
  console.log(`Seeding ${PER_KIND * 4} leads…`);
  const seedStarted = performance.now();
  // Spread over about a year, a third of them read, services and cities varied.
  const at = sql.raw(`now() - (g * interval '79 seconds') - (random() * interval '60 seconds')`);
  await db.execute(sql`insert into consultations ("fullName", email, phone, service, message, "createdAt", "isRead")
    select 'Consultation ' || g, 'c' || g || '@example.com', '98' || lpad(g::text, 8, '0'),
      (array['modular-kitchen','tv-units','bedroom-design','full-home-design'])[1 + g % 4], 'Message ' || g, ${at}, g % 3 = 0
    from generate_series(1, ${PER_KIND}) g`);
  const saved = saveEstimate({ bhkType: "2 BHK", packageId: "premium", rooms: { kitchen: 1, bedroom: 2 }, units: ["wardrobes"] }, rateCard);
  await db.execute(sql`insert into price_estimator (name, email, phone, "bhkType", estimate, package, city, "createdAt", "isRead")
    select 'Estimate ' || g, 'e' || g || '@example.com', '97' || lpad(g::text, 8, '0'), '2 BHK', ${JSON.stringify(saved)}::jsonb,
      'premium', (array['Chennai','Coimbatore','Bengaluru'])[1 + g % 3], ${at}, g % 3 = 0
    from generate_series(1, ${PER_KIND}) g`);
  await db.execute(sql`insert into contacts (name, email, phone, message, "createdAt", "isRead")
    select 'Contact ' || g, 'k' || g || '@example.com', '96' || lpad(g::text, 8, '0'), 'Hello ' || g, ${at}, g % 3 = 0
    from generate_series(1, ${PER_KIND}) g`);
  await db.execute(sql`insert into chat_conversations ("visitorId", "userName", "userPhone", "userService", "conversationData", "createdAt", "isRead")
    select 'visitor' || g, 'Chat ' || g, '95' || lpad(g::text, 8, '0'), 'modular-kitchen', '{"messages":[]}'::jsonb, ${at}, g % 3 = 0
    from generate_series(1, ${PER_KIND}) g`);
  await db.execute(sql`analyze`);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  await saveUser(db, "bench-admin", `bench-${randomBytes(12).toString("hex")}`);
  const [{ id }] = (await db.select({ id: users.id }).from(users).where(eq(users.username, "bench-admin"))) as [{ id: number }];
  const cookie = `${SESSION_COOKIE}=${await startSession(db, id, new Request("http://localhost"), "127.0.0.1")}`;
  const context = { ip: "127.0.0.1", params: {}, waitUntil: () => {} };

  const timed = async (query: string) => {
    const started = performance.now();
    const response = await leads(new Request(`http://localhost/api/admin/leads${query}`, { headers: { Cookie: cookie } }), context);
    const body = (await response.json()) as { data: LeadPage };
    if (response.status !== 200) throw new Error(`${query}: ${response.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, page: body.data };
  };

  for (let n = 0; n < 5; n++) await timed(`?limit=${PAGE}`); // warm the pool and caches
  const first: number[] = [];
  for (let n = 0; n < 20; n++) first.push((await timed(`?limit=${PAGE}`)).ms);

  console.log(`Walking ${DEEP_PAGES} pages…`);
  const deep: number[] = [];
  let cursor: string | null = null;
  const seen = new Set<string>();
  for (let n = 0; n < DEEP_PAGES; n++) {
    const { ms, page } = await timed(`?limit=${PAGE}${cursor ? `&cursor=${cursor}` : ""}`);
    deep.push(ms);
    for (const item of page.items) seen.add(`${item.kind}:${item.id}`);
    cursor = page.nextCursor;
  }

  const filtered: Record<string, number[]> = {};
  const filters = {
    "unread only": "?read=unread",
    "one kind (chat)": "?kind=chat",
    "service = modular kitchen": "?service=modular-kitchen",
    "city contains 'chenn'": "?city=chenn",
    "search a name": "?q=Contact%2012345",
    "search phone digits": "?q=0001234",
    "date range (one week)": `?from=${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)}&to=${new Date(Date.now() - 23 * 86_400_000).toISOString().slice(0, 10)}`,
  };
  for (const [label, query] of Object.entries(filters)) {
    filtered[label] = [];
    for (let n = 0; n < 10; n++) filtered[label].push((await timed(`${query}&limit=${PAGE}`)).ms);
  }

  const exportStarted = performance.now();
  const csv = await (
    await exportLeads(new Request("http://localhost/api/admin/leads/export", { headers: { Cookie: cookie } }), context)
  ).text();
  const exportSeconds = (performance.now() - exportStarted) / 1000;
  const exportRows = csv.split("\r\n").length - 2;

  const explained = (await db.execute(
    sql.raw(
      `explain select id from contacts where ("createdAt", id) < (now() - interval '30 days', 1000000) order by "createdAt" desc nulls last, id desc nulls last limit 26`,
    ),
  )) as unknown as { rows: Record<string, string>[] };
  const plan = explained.rows.map((row) => Object.values(row)[0]).join("\n");

  console.log("Seeding 100,000 enquiries with 250,000 touches…");
  const board = await benchEnquiries(db, id, PER_KIND);
  console.log("Lead load: 2,000 consultations, 50 in flight…");
  const load = { distinct: await leadLoad(false), onePerson: await leadLoad(true) };

  const results = {
    date: new Date().toISOString(),
    leads: PER_KIND * 4,
    seedSeconds,
    firstPage: { median: median(first), p95: p95(first) },
    deepWalk: { pages: DEEP_PAGES, distinctLeads: seen.size, median: median(deep), p95: p95(deep), last: deep.at(-1)! },
    filtered: Object.fromEntries(Object.entries(filtered).map(([label, times]) => [label, { median: median(times), p95: p95(times) }])),
    export: { rows: exportRows, seconds: exportSeconds, megabytes: Buffer.byteLength(csv) / 1024 / 1024 },
    plan,
    enquiries: board,
    leadLoad: load,
  };
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const report = [
    `# Leads monitor benchmark — ${results.date}`,
    "",
    `${results.leads.toLocaleString("en-IN")} leads on PostgreSQL (seeded in ${seedSeconds.toFixed(1)} s), each request through the real \`/api/admin/leads\` function (session check, four keyset queries, four unread counts), ${PAGE} a page, one at a time, in-process.`,
    "",
    "| Request | Median | p95 |",
    "|---|---|---|",
    `| First page (20×) | ${ms(results.firstPage.median)} | ${ms(results.firstPage.p95)} |`,
    `| Walk ${DEEP_PAGES} pages deep (${seen.size} distinct leads; last page ${ms(results.deepWalk.last)}) | ${ms(results.deepWalk.median)} | ${ms(results.deepWalk.p95)} |`,
    ...Object.entries(results.filtered).map(([label, t]) => `| ${label} (10×) | ${ms(t.median)} | ${ms(t.p95)} |`),
    "",
    `CSV export of all ${exportRows.toLocaleString("en-IN")} leads: ${exportSeconds.toFixed(1)} s, ${results.export.megabytes.toFixed(1)} MB.`,
    "",
    "Plan of one table's page query:",
    "",
    "```",
    plan,
    "```",
    "",
    `## Enquiries: ${board.enquiries.toLocaleString("en-IN")} (${board.open.toLocaleString("en-IN")} open) holding ${board.touches.toLocaleString("en-IN")} leads`,
    "",
    `Seeded in ${board.seedSeconds.toFixed(1)} s. Each request through the real \`/api/admin/enquiries\` function (session check, one page query, one touches query), 25 a page, 20× after 3 warm-ups.`,
    "",
    "| Request | Median | p95 |",
    "|---|---|---|",
    ...Object.entries(board.listed).map(([label, t]) => `| ${label} | ${ms(t.median)} | ${ms(t.p95)} |`),
    `| One enquiry with its timeline (45 random) | ${ms(board.timeline.median)} | ${ms(board.timeline.p95)} |`,
    ...Object.entries(board.reports).map(([label, t]) => `| ${label} | ${ms(t.median)} | ${ms(t.p95)} |`),
    "",
    `Alert pass over the open enquiries: ${ms(board.alertPass.quiet.median)} median, ${ms(board.alertPass.quiet.p95)} p95 with nothing due; ${ms(board.alertPass.busy.ms)} with 500 waits past both alerts (${board.alertPass.busy.queued["owner-again"]} owner alerts and ${board.alertPass.busy.queued.admins} admin alerts queued).`,
    "",
    "## Lead load: 2,000 consultations, 50 in flight, in-process through the real handler",
    "",
    "| Visitors | Requests/s | p50 | p99 | Statuses |",
    "|---|---|---|---|---|",
    ...Object.entries(load).map(
      ([label, l]) =>
        `| ${label === "distinct" ? "2,000 people" : "one person (one enquiry row)"} | ${l.perSecond.toFixed(0)} | ${ms(l.p50)} | ${ms(l.p99)} | ${Object.entries(
          l.statuses,
        )
          .map(([status, n]) => `${n} × ${status}`)
          .join(", ")} |`,
    ),
    "",
  ].join("\n");
  mkdirSync(join(root, "bench/results"), { recursive: true });
  writeFileSync(join(root, "bench/results/leads.json"), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(root, "bench/results/leads.md"), report);
  console.log(report);
} finally {
  await closeDb(databaseUrl);
  await drop();
  cluster?.stop();
}
process.exit(0);
