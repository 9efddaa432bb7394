/**
 * The enquiry board's part of `npm run bench:leads`: 100,000 enquiries holding 250,000 leads as touches, with their
 * events, on the benchmark's PostgreSQL database; then the staff API's pages, filters and timelines through the real
 * `/api/admin/enquiries` function (p95 target 150 ms), the scheduled alert pass over the open enquiries (target 2 s),
 * and the lead load (2,000 consultations, 50 in flight, in-process through the real handler; p99 target 1 s).
 */
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import enquiriesFunction from "../../functions/admin-enquiries";
import reportsFunction from "../../functions/admin-reports";
import consultations from "../../functions/consultations";
import type { EnquiryDetail, EnquiryPage } from "../../src/lib/admin/enquiries";
import { SESSION_COOKIE, startSession } from "../../src/server/admin/session";
import { saveUser } from "../../src/server/admin/users";
import type { Database } from "../../src/server/db/client";
import { users } from "../../src/server/db/schema";
import { refreshReports } from "../../src/server/admin/reports";
import { queueEnquiryAlerts } from "../../src/server/enquiries/alerts";

const ENQUIRIES = 100_000;
const TOUCHES = 250_000;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
const stats = (values: number[]) => ({ median: percentile(values, 50), p95: percentile(values, 95) });

/**
 * Leads beyond the monitor's own (so there are 250,000 for the touches), then the enquiries: 80 % open, stages spread,
 * owners among six designers (a tenth unassigned), a twentieth waiting on their promise, a fifth with a next action,
 * each enquiry holding two or three leads, each with a "created" event and most with an attempt.
 */
async function seed(db: Database, perKind: number): Promise<{ staffIds: number[] }> {
  // Its own connection without the site's 10 s query limit: a statement seeding 250,000 rows may take longer.
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const run = (statement: string) => client.query(statement);
  try {
    const extra = TOUCHES / 4 - perKind;
    if (extra > 0) {
      const at = `now() - (g * interval '79 seconds') - (random() * interval '60 seconds')`;
      await run(`insert into consultations ("fullName", email, phone, service, "createdAt")
      select 'More ' || g, 'm' || g || '@example.com', '93' || lpad(g::text, 8, '0'), 'modular-kitchen', ${at} from generate_series(1, ${extra}) g`);
      await run(`insert into price_estimator (name, email, phone, "bhkType", package, city, "createdAt")
      select 'More ' || g, 'm' || g || '@example.com', '93' || lpad(g::text, 8, '0'), '2 BHK', 'premium', 'Chennai', ${at} from generate_series(1, ${extra}) g`);
      await run(`insert into contacts (name, email, phone, message, "createdAt")
      select 'More ' || g, 'm' || g || '@example.com', '93' || lpad(g::text, 8, '0'), 'Hello', ${at} from generate_series(1, ${extra}) g`);
      await run(`insert into chat_conversations ("visitorId", "userName", "userPhone", "conversationData", "createdAt")
      select 'more' || g, 'More ' || g, '93' || lpad(g::text, 8, '0'), '{"messages":[]}'::jsonb, ${at} from generate_series(1, ${extra}) g`);
    }
    const staffIds: number[] = [];
    for (let n = 0; n < 6; n++) {
      const username = `bench-designer-${n}`;
      await saveUser(db, username, `bench-${randomBytes(12).toString("hex")}`, { role: "designer", languages: ["en", "ta"] });
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
      staffIds.push(user!.id);
    }
    await run(`insert into enquiries ("createdAt", "lastTouchAt", stage, "furthestStage", "lostReason", "ownerId", "matchKey", "openKey", name, phone,
      email, service, city, lang, source, "promiseAt", "waitingSince", "ownerAgainAt", "adminsAt", "alertLevel", "firstResponseAt",
      "nextActionAt", "remindedFor", "closedAt", version)
    select t - interval '3 days', t, s.stage, case when s.stage = 'lost' then 'quote-sent' else s.stage end,
      case when s.stage = 'lost' then 'budget' end,
      case when g % 10 = 0 then null else (array[${staffIds.join(",")}])[1 + g % 6] end,
      'p:9192' || lpad(g::text, 8, '0'), case when s.stage in ('won', 'lost') then null else 'p:9192' || lpad(g::text, 8, '0') end,
      'Person ' || g, '92' || lpad(g::text, 8, '0'), 'p' || g || '@example.com', 'modular-kitchen', 'Chennai',
      case when g % 4 = 0 then 'ta' else 'en' end,
      jsonb_build_object('utm_source', (array['google','facebook','instagram'])[1 + g % 3], 'utm_campaign', 'campaign-' || (g % 40),
        'landingPage', '/interior-designers/area-' || (g % 90)),
      t + interval '24 hours',
      case when g % 20 = 0 and s.stage not in ('won', 'lost') then t end,
      t + interval '15 minutes', t + interval '60 minutes', 2,
      case when g % 20 <> 0 then t + interval '2 hours' end,
      case when g % 5 = 0 and s.stage not in ('won', 'lost') then now() + (g % 200 - 100) * interval '1 hour' end,
      -- Next actions already past were reminded on their day: a pass today has nothing to send for them.
      case when g % 5 = 0 and s.stage not in ('won', 'lost') and g % 200 < 100 then now() + (g % 200 - 100) * interval '1 hour' end,
      case when s.stage in ('won', 'lost') then t end, 1
    from generate_series(1, ${ENQUIRIES}) g,
      lateral (select now() - (g * interval '5 minutes') as t) as times,
      lateral (select (array['new','contacted','qualified','meeting-booked','quote-sent','new','contacted','qualified','won','lost'])[1 + g % 10] as stage) as s`);
    // Lead number L of 250,000 (consultations, estimates, contacts, chats in turn) belongs to enquiry ((L - 1) mod 100,000) + 1.
    const perTable = TOUCHES / 4;
    await run(`insert into enquiry_touches ("enquiryId", kind, "leadId", "createdAt")
    select ((l - 1) % ${ENQUIRIES}) + 1, (array['consultation','estimate','contact','chat'])[1 + (l - 1) / ${perTable}],
      ((l - 1) % ${perTable}) + 1, now() - (l * interval '2 minutes')
    from generate_series(1, ${TOUCHES}) l`);
    await run(`insert into enquiry_events ("enquiryId", "createdAt", type, data)
    select id, "createdAt", 'created', '{}'::jsonb from enquiries
    union all
    select id, "firstResponseAt", 'attempt', '{"channel":"call","outcome":"reached"}'::jsonb from enquiries where "firstResponseAt" is not null`);
    await run(`select setval('enquiries_id_seq', ${ENQUIRIES})`);
    await run(`analyze`);
    return { staffIds };
  } finally {
    await client.end();
  }
}

/** A signed-in session's cookie for a staff account. */
async function cookieFor(db: Database, id: number): Promise<string> {
  return `${SESSION_COOKIE}=${await startSession(db, id, new Request("http://localhost"), "127.0.0.1")}`;
}

export async function benchEnquiries(db: Database, adminId: number, perKind: number) {
  const seedStarted = performance.now();
  const { staffIds } = await seed(db, perKind);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const admin = await cookieFor(db, adminId);
  const designer = await cookieFor(db, staffIds[0]!);
  const context = (params: Record<string, string> = {}) => ({ ip: "127.0.0.1", params, waitUntil: () => {} });

  const list = async (cookie: string, query: string) => {
    const started = performance.now();
    const response = await enquiriesFunction(
      new Request(`http://localhost/api/admin/enquiries${query}`, { headers: { Cookie: cookie } }),
      context(),
    );
    const body = (await response.json()) as EnquiryPage;
    if (response.status !== 200) throw new Error(`${query}: ${response.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, page: body };
  };
  const times = async (cookie: string, query: string, runs = 20) => {
    for (let n = 0; n < 3; n++) await list(cookie, query);
    const measured: number[] = [];
    for (let n = 0; n < runs; n++) measured.push((await list(cookie, query)).ms);
    return stats(measured);
  };

  const page2 = (await list(admin, "?limit=25")).page.nextCursor;
  const requests: Record<string, { cookie: string; query: string }> = {
    "First page (admin)": { cookie: admin, query: "?limit=25" },
    "First page (a designer: own and unassigned)": { cookie: designer, query: "?limit=25" },
    "Second page (cursor)": { cookie: admin, query: `?limit=25&cursor=${page2}` },
    "stage=quote-sent": { cookie: admin, query: "?stage=quote-sent&limit=25" },
    "owner=me (a designer)": { cookie: designer, query: "?owner=me&limit=25" },
    "owner=none": { cookie: admin, query: "?owner=none&limit=25" },
    "due=overdue": { cookie: admin, query: "?due=overdue&limit=25" },
    "due=soon": { cookie: admin, query: "?due=soon&limit=25" },
    "phone=+91 92000 12345": { cookie: admin, query: `?phone=${encodeURIComponent("+91 92000 12345")}&limit=25` },
  };
  const listed: Record<string, { median: number; p95: number }> = {};
  for (const [label, { cookie, query }] of Object.entries(requests)) listed[label] = await times(cookie, query);

  const timeline: number[] = [];
  for (let n = 0; n < 50; n++) {
    const id = 1 + Math.floor(Math.random() * ENQUIRIES);
    const started = performance.now();
    const response = await enquiriesFunction(
      new Request(`http://localhost/api/admin/enquiries/${id}`, { headers: { Cookie: admin } }),
      context({ id: String(id) }),
    );
    const body = (await response.json()) as { data: EnquiryDetail };
    if (response.status !== 200 || body.data.touches.length < 2) throw new Error(`timeline ${id}: ${response.status}`);
    if (n >= 5) timeline.push(performance.now() - started);
  }

  // The reports screen, through the real function: for a quarter and for a year, as staff get them (the figures the
  // scheduled pass keeps) and worked out afresh (what the pass, or the screen's button, costs).
  const reports: Record<string, { median: number; p95: number }> = {};
  await refreshReports(db);
  for (const weeks of [12, 52]) {
    for (const [label, query] of [
      ["as kept", ""],
      ["worked out afresh", "&refresh=1"],
    ] as const) {
      const measured: number[] = [];
      for (let n = 0; n < 13; n++) {
        const started = performance.now();
        const response = await reportsFunction(
          new Request(`http://localhost/api/admin/reports?weeks=${weeks}${query}`, { headers: { Cookie: admin } }),
          context(),
        );
        if (response.status !== 200) throw new Error(`reports ${weeks}: ${response.status} ${await response.text()}`);
        await response.json();
        if (n >= 3) measured.push(performance.now() - started);
      }
      reports[`Reports, last ${weeks} weeks, ${label}`] = stats(measured);
    }
  }

  // The alert pass: first with nothing due (the steady state), then with 500 waits newly past 15 and 60 minutes.
  const quietPass: number[] = [];
  for (let n = 0; n < 5; n++) {
    const started = performance.now();
    await queueEnquiryAlerts(db);
    quietPass.push(performance.now() - started);
  }
  await db.execute(sql`update enquiries set "alertLevel" = 0, "waitingSince" = now() - interval '2 hours',
    "ownerAgainAt" = now() - interval '1 hour', "adminsAt" = now() - interval '1 minute' where id <= 500`);
  const busyStarted = performance.now();
  const busy = await queueEnquiryAlerts(db);
  const busyPass = performance.now() - busyStarted;
  const counted = (await db.execute(sql`select count(*)::int as open from enquiries where "closedAt" is null`)) as unknown as {
    rows: { open: number }[];
  };
  const open = counted.rows[0]!.open;

  return {
    enquiries: ENQUIRIES,
    touches: TOUCHES,
    open,
    seedSeconds,
    listed,
    timeline: stats(timeline),
    reports,
    alertPass: { quiet: stats(quietPass), busy: { ms: busyPass, queued: busy } },
  };
}

/** 2,000 consultations through the real handler, 50 in flight: p50 and p99 of the answers (distinct visitors, then one visitor). */
export async function leadLoad(samePhone: boolean) {
  const total = 2000;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const run = randomBytes(3).toString("hex");
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const started = performance.now();
      const response = await consultations(
        new Request("http://localhost/api/consultations", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            fullName: `Load ${run} ${i}`,
            email: `load${i}@example.com`,
            phone: samePhone ? "9840012345" : `91${String(i).padStart(8, "0")}`,
            service: "modular-kitchen",
            idempotencyKey: randomBytes(12).toString("hex"),
            fillMs: 5000,
          }),
        }),
        // Each visitor on an address of their own, as on a real day: the network limit is not what is measured.
        { ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, params: {}, waitUntil: () => {} },
      );
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: 50 }, worker));
  return {
    perSecond: total / ((performance.now() - started) / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses: Object.fromEntries(statuses),
  };
}
