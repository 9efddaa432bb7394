/**
 * The deploy rehearsal: every function bundled as Netlify bundles it, in a directory where nothing of the repository is
 * beside it, run in a process of its own through its bundle's entry point, and driven through real HTTP requests
 * against PostgreSQL and through Neon's driver. A function that needs a file its bundle lacks fails here, not in
 * production. Each bundle's process starts on its function's first request, as a cold Lambda does.
 *
 * Every path runs on PostgreSQL. Neon's driver (its WebSocket pool, bundled into each function) gets the paths where
 * the driver makes a difference: transactions (a lead with its notification, a booking against its slot), writes
 * and updates (a chat, the outbox), a staff session; plain reads of the catalogue and the answers the bundle makes
 * from its own content are the same whatever the driver.
 */
import { existsSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleFunctions, runBundles, type Bundle, type RunningFunctions } from "../../scripts/lib/deploy-bundles";
import { saveUser } from "../../src/server/admin/users";
import { closeDb, getDb } from "../../src/server/db/client";
import {
  consultations,
  contacts,
  enquiries,
  enquiryTouches,
  outbox,
  priceEstimator,
  reportSnapshots,
  whatsappMessages,
} from "../../src/server/db/schema";
import { REPORT_PERIODS } from "../../src/lib/admin/reports";
import { seedCatalogue, syncPlaces } from "../../src/server/seed";
import { migratedDatabase } from "../support/databases";
import { neonUrlFor, relaySettings, startNeonRelay } from "../support/neon-relay";
import { pendingNotification } from "../support/outbox";
import { uniqueKey, validConsultation, validContact, validEstimate } from "../support/leads";
import { hubSignature, inboundMessage, standInEnv, startWhatsAppStandIn, type WhatsAppStandIn } from "../../scripts/lib/whatsapp-stand-in";

const dist = resolve("dist");
let bundled: { folder: string; bundles: Bundle[] };

beforeAll(async () => {
  if (!existsSync(join(dist, "index.html"))) throw new Error("The deploy rehearsal serves the build: run `npm run build` first.");
  bundled = await bundleFunctions();
}, 300_000);

afterAll(async () => {
  if (bundled) await rm(bundled.folder, { recursive: true, force: true });
});

it("bundles every function on its own, with its modules and migrations and nothing else of the repository", async () => {
  expect(bundled.bundles.map((bundle) => bundle.name).sort()).toEqual(
    (await readdir("functions")).map((file) => file.replace(/\.ts$/, "")).sort(),
  );
  for (const bundle of bundled.bundles) {
    const entries = await readdir(bundle.dir);
    expect(entries).toContain("___netlify-entry-point.mjs");
    expect(entries).toContain("node_modules");
    for (const absent of ["content", "src", "dist", "tests", "scripts"]) expect(entries).not.toContain(absent);
    // Netlify reads `config.path` from the source without running it: a path it cannot read is a function nobody can reach.
    const { config } = (await import(`../../functions/${bundle.name}.ts`)) as { config?: { path?: string | string[] } };
    expect(bundle.paths).toEqual([config?.path ?? []].flat());
  }
});

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

for (const driver of ["postgres", "neon"] as const) {
  describe(`the deployed functions on ${driver === "neon" ? "Neon's driver" : "PostgreSQL"}`, () => {
    let site: RunningFunctions;
    let url = "";
    let drop = async () => {};
    let closeRelay = () => {};
    let whatsapp: WhatsAppStandIn;
    const staff = { username: "priya", password: `pw-${uniqueKey()}` };
    const call = (path: string, init?: RequestInit) => fetch(`${site.origin}${path}`, init);

    beforeAll(async () => {
      // What `npm run db:migrate`, `db:seed` and `admin:create` do before a deploy (the migrations: a copy of the run's
      // migrated database).
      const database = await migratedDatabase("site_rehearsal");
      drop = database.drop;
      url = database.url;
      const db = await getDb(url);
      await seedCatalogue(db);
      await syncPlaces(db);
      await saveUser(db, staff.username, staff.password, { languages: ["en", "ta"], whatsapp: "919840055555", whatsappAlerts: true });
      whatsapp = await startWhatsAppStandIn();
      let neonRelay: Record<string, unknown> | undefined;
      let functionsUrl = url;
      if (driver === "neon") {
        const relay = await startNeonRelay(url);
        closeRelay = relay.close;
        neonRelay = relaySettings(relay.address);
        functionsUrl = neonUrlFor(url);
      }
      site = await runBundles(
        bundled.bundles,
        {
          DATABASE_URL: functionsUrl,
          MAIL_DIR: join(bundled.folder, `mail-${driver}`),
          STAFF_EMAIL: "staff@example.com",
          ...standInEnv(whatsapp),
        },
        { neonRelay, staticDir: dist },
      );
    }, 120_000);

    afterAll(async () => {
      await site?.stop();
      await whatsapp?.stop();
      closeRelay();
      await closeDb(url);
      await drop();
    });

    it("saves each kind of lead once, replays a retry, refuses a reused key with other details, and takes a form post", async () => {
      const key = uniqueKey();
      const first = await call("/api/consultations", json({ ...validConsultation, idempotencyKey: key }));
      expect(first.status).toBe(201);
      expect((await call("/api/consultations", json({ ...validConsultation, idempotencyKey: key }))).status).toBe(200);
      expect((await call("/api/consultations", json({ ...validConsultation, fullName: "Other Person", idempotencyKey: key }))).status).toBe(
        409,
      );
      const form = await call("/api/consultations", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
        body: new URLSearchParams({ ...validConsultation, idempotencyKey: uniqueKey() }).toString(),
        redirect: "manual",
      });
      expect([form.status, form.headers.get("location")]).toEqual([303, expect.stringMatching(/^\/thank-you\?by=/)]);
      const bad = await call("/api/consultations", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
        body: "fullName=x&constructor=y",
      });
      expect([bad.status, bad.headers.get("content-type")]).toEqual([400, "text/html; charset=utf-8"]);

      const contact = await call("/api/contacts", json({ ...validContact, idempotencyKey: uniqueKey() }));
      expect(contact.status).toBe(201);
      const estimate = await call("/api/estimates", json({ ...validEstimate, idempotencyKey: uniqueKey() }));
      expect(estimate.status).toBe(201);

      const db = await getDb(url);
      expect((await db.select({ n: count() }).from(consultations).where(eq(consultations.idempotencyKey, key)))[0]!.n).toBe(1);
      expect((await db.select({ n: count() }).from(contacts))[0]!.n).toBe(1);
      expect((await db.select({ n: count() }).from(priceEstimator))[0]!.n).toBe(1);
    });

    it("opens a new lead's enquiry by its private link, and nothing by a made-up one", async () => {
      const lead = await call("/api/consultations", json({ ...validConsultation, idempotencyKey: uniqueKey() }));
      const { enquiryUrl } = (await lead.json()) as { enquiryUrl: string };
      const token = new URL(enquiryUrl).searchParams.get("t")!;
      const opened = await call(`/api/enquiry?token=${token}`);
      expect(opened.status).toBe(200);
      expect(((await opened.json()) as { data: { stage: string } }).data.stage).toBe("new");
      expect((await call(`/api/enquiry?token=${"A".repeat(24)}`)).status).toBe(404);
    });

    it("sends a ticked box's receipt and the owner's alert through the sender, retries a throttle, and takes signed webhook calls only", async () => {
      const db = await getDb(url);
      const phone = `97${String(Date.now()).slice(-8)}`;
      const lead = await call(
        "/api/consultations",
        json({ ...validConsultation, phone, whatsappReceipts: true, lang: "ta", idempotencyKey: uniqueKey() }),
      );
      expect(lead.status).toBe(201);
      whatsapp.fail({ times: 1, status: 429, retryAfter: 1 });
      expect((await site.invoke("outbox-sender")).status).toBeLessThan(300);
      await new Promise((done) => setTimeout(done, 1200));
      for (let pass = 0; pass < 3 && whatsapp.received.filter((r) => r.body.to === `91${phone}`).length === 0; pass++) {
        expect((await site.invoke("outbox-sender")).status).toBeLessThan(300);
      }
      const [enquiry] = await db
        .select()
        .from(enquiries)
        .where(eq(enquiries.openKey, `p:91${phone}`));
      const receipts = whatsapp.received.filter((r) => r.body.to === `91${phone}`);
      expect(receipts.map((r) => [r.body.template.name, r.body.template.language.code])).toEqual([["receipt_request_link", "ta"]]);
      const alerts = whatsapp.received.filter((r) =>
        r.body.template.components?.[0]?.parameters.some((p) => p.text.endsWith(`/admin/enquiries?id=${enquiry!.id}`)),
      );
      expect(alerts.map((r) => [r.body.to, r.body.template.name])).toEqual([["919840055555", "staff_new_enquiry"]]);

      const hook = `${site.origin}/api/whatsapp/webhook`;
      const check = await call("/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=stand-in-verify&hub.challenge=42");
      expect([check.status, await check.text()]).toEqual([200, "42"]);
      const from = `9197${String(Date.now()).slice(-8)}`;
      const referral = { source_url: "https://fb.me/ad", source_id: "1202", headline: "Kitchens in Adyar", ctwa_clid: "ARAkLk" };
      const payload = inboundMessage({ from, text: "Hello from the ad", referral });
      const forged = await whatsapp.postWebhook(payload, { url: hook, signature: hubSignature("not-the-secret", JSON.stringify(payload)) });
      expect(forged.status).toBe(401);
      expect(await db.select().from(whatsappMessages).where(eq(whatsappMessages.phone, from))).toHaveLength(0);
      expect((await whatsapp.postWebhook(payload, { url: hook })).status).toBe(200);
      const [message] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.phone, from));
      expect(message!.referral).toEqual(referral);
      expect(await db.select().from(enquiryTouches).where(eq(enquiryTouches.leadId, message!.id))).toEqual(
        expect.arrayContaining([expect.objectContaining({ kind: "whatsapp" })]),
      );
    });

    it("saves a chat", async () => {
      const chat = await call(
        "/api/chat",
        json({
          visitorId: `rehearsal${uniqueKey()}`,
          fillMs: 30_000,
          seq: 1,
          conversationData: { messages: [{ from: "visitor", text: "Hello" }] },
        }),
      );
      expect(chat.status).toBe(201);
    });

    /** The paths whose queries are the same on any driver: on PostgreSQL only. */
    const anyDriver = it.runIf(driver === "postgres");

    anyDriver("answers a price question in 'Ask anything' from the bundle alone", async () => {
      const asked = await call("/api/chat/ask", json({ question: "How much does a modular kitchen cost?" }));
      expect(asked.status).toBe(200);
      const answer = (await asked.json()) as { mode: string; answer: string };
      expect(answer.mode).toBe("retrieval");
      expect(answer.answer).toMatch(/₹\s?[\d,]+/);
    });

    anyDriver("answers a Tamil page's question from the Tamil passages in the bundle", async () => {
      const asked = await call("/api/chat/ask", json({ question: "வாரண்டி எத்தனை வருடம்?", locale: "ta" }));
      expect(asked.status).toBe(200);
      const answer = (await asked.json()) as { answer: string; source: { url: string } | null };
      expect(answer.answer).toContain("10 ஆண்டு வாரண்டி");
      expect(answer.source?.url).toBe("/ta/about");
    });

    it("lists free slots, books one with its calendar invitation, and opens it by its manage link", async () => {
      const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
      const slots = await call(`/api/slots?kind=video-call&from=${today}&days=7`);
      expect(slots.status).toBe(200);
      const [slot] = ((await slots.json()) as { data: { start: string }[] }).data;
      const booked = await call(
        "/api/bookings",
        json({ ...validConsultation, kind: "video-call", start: slot!.start, idempotencyKey: uniqueKey() }),
      );
      expect(booked.status).toBe(201);
      const { manageUrl } = (await booked.json()) as { manageUrl: string };
      const managed = await call(`/api/bookings/manage${new URL(manageUrl).search}`);
      expect(managed.status).toBe(200);
      const db = await getDb(url);
      const [invite] = await db.select().from(outbox).where(eq(outbox.kind, "booking")).limit(1);
      expect(invite!.calendar).toMatch(/^BEGIN:VCALENDAR/);
    });

    anyDriver("lists the catalogue", async () => {
      for (const path of ["/api/services", "/api/projects", "/api/testimonials", "/api/tv-units"]) {
        const response = await call(path);
        expect(response.status).toBe(200);
        expect(((await response.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
      }
    });

    it("works out the reports' periods ahead when the scheduler invokes the pass", async () => {
      const db = await getDb(url);
      await db.delete(reportSnapshots);
      expect((await site.invoke("reports-refresh")).status).toBeLessThan(300);
      expect((await db.select().from(reportSnapshots)).map((row) => row.weeks).sort((a, b) => a - b)).toEqual([...REPORT_PERIODS]);
    });

    it("mails pending notifications when the scheduler invokes the sender", async () => {
      const db = await getDb(url);
      const pendingId = await pendingNotification(db, "Rehearsal");
      expect((await site.invoke("outbox-sender")).status).toBeLessThan(300);
      const [after] = await db.select().from(outbox).where(eq(outbox.id, pendingId));
      expect(after!.status).toBe("sent");
      const mails = await readdir(join(bundled.folder, `mail-${driver}`));
      expect(mails.length).toBeGreaterThan(0);
    });

    it("erases an enquiry past the retention limit when the scheduler invokes the retention pass", async () => {
      const db = await getDb(url);
      const lastTouchAt = new Date();
      lastTouchAt.setUTCMonth(lastTouchAt.getUTCMonth() - 25);
      const key = `p:91${String(Date.now()).slice(-10)}`;
      const [old] = await db
        .insert(enquiries)
        .values({ matchKey: key, openKey: key, name: "Rehearsal Retention", phone: key.slice(2), lastTouchAt, createdAt: lastTouchAt })
        .returning({ id: enquiries.id });
      expect((await site.invoke("privacy-retention")).status).toBeLessThan(300);
      const [after] = await db.select().from(enquiries).where(eq(enquiries.id, old!.id));
      expect(after).toMatchObject({ name: null, phone: null });
      expect(after!.erasedAt).not.toBeNull();
    });

    /** Signs the staff member in; calls as the admin screens make them, with the session and the site's Origin. */
    async function signedIn() {
      const origin = { origin: site.origin };
      const login = await call("/api/admin/login", json(staff, origin));
      expect(login.status).toBe(200);
      const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
      return (path: string, init: RequestInit = {}) =>
        call(path, { ...init, headers: { cookie, ...origin, ...(init.headers as Record<string, string>) } });
    }

    it.runIf(driver === "neon")("lets staff sign in, open the inbox, mark a lead read and sign out", async () => {
      const admin = await signedIn();
      const inbox = (await (await admin("/api/admin/leads")).json()) as { data: { items: { kind: string; id: number }[] } };
      const lead = inbox.data.items.find((row) => row.kind === "consultation")!;
      expect((await admin(`/api/admin/leads/consultation/${lead.id}`, { ...json({ isRead: true }), method: "PATCH" })).status).toBe(200);
      expect((await admin("/api/admin/logout", { method: "POST" })).status).toBe(200);
      expect((await admin("/api/admin/session")).status).toBe(401);
    });

    anyDriver(
      "lets staff sign in and use every admin function",
      async () => {
        const admin = await signedIn();
        const origin = { origin: site.origin };
        expect((await admin("/api/admin/session")).status).toBe(200);
        const inbox = (await (await admin("/api/admin/leads")).json()) as { data: { items: { kind: string; id: number }[] } };
        const lead = inbox.data.items.find((row) => row.kind === "consultation")!;
        expect((await admin(`/api/admin/leads/consultation/${lead.id}`)).status).toBe(200);
        expect((await admin(`/api/admin/leads/consultation/${lead.id}`, json({ isRead: true }, { ...origin }))).status).toBe(405);
        expect((await admin(`/api/admin/leads/consultation/${lead.id}`, { ...json({ isRead: true }), method: "PATCH" })).status).toBe(200);
        const enquiries = (await (await admin("/api/admin/enquiries")).json()) as {
          data: { id: number; version: number; stage: string }[];
        };
        // A form's enquiry, still New (a booking's starts at Meeting booked): the first attempt that reaches them moves it on.
        const enquiry = enquiries.data.find((row) => row.stage === "new")!;
        expect((await admin(`/api/admin/enquiries/${enquiry.id}`)).status).toBe(200);
        expect((await admin(`/api/admin/enquiries/${enquiry.id}/claim`, json({}))).status).toBe(200);
        const attempt = await admin(`/api/admin/enquiries/${enquiry.id}/attempt`, json({ channel: "call", outcome: "reached" }));
        expect(((await attempt.json()) as { data: { stage: string } }).data.stage).toBe("contacted");
        expect((await admin(`/api/admin/enquiries/${enquiry.id}/stage`, json({ version: enquiry.version, stage: "won" }))).status).toBe(
          409,
        );
        const accounts = (await (await admin("/api/admin/staff")).json()) as { data: { id: number; username: string }[] };
        const me = accounts.data.find((account) => account.username === staff.username)!;
        expect((await admin(`/api/admin/staff/${me.id}`, { ...json({ languages: ["en", "ta"] }), method: "PATCH" })).status).toBe(200);
        const csv = await admin("/api/admin/leads/export");
        expect([csv.status, csv.headers.get("content-type")]).toEqual([200, "text/csv; charset=utf-8"]);

        const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
        expect((await admin(`/api/admin/bookings?from=${today}`)).status).toBe(200);
        expect((await admin("/api/admin/bookings/999999", { ...json({ status: "attended" }), method: "PATCH" })).status).toBe(404);
        const block = await admin("/api/admin/booking-blocks", json({ pool: "online", day: today, from: "09:00", to: "10:00" }));
        expect(block.status).toBe(201);
        const { data: closed } = (await block.json()) as { data: { id: number } };
        expect((await admin(`/api/admin/booking-blocks/${closed.id}`, { method: "DELETE" })).status).toBe(200);
        const report = (await (await admin("/api/admin/reports?weeks=4")).json()) as { data: { weeks: string[] } };
        expect(report.data.weeks).toHaveLength(4);
        expect((await admin("/api/admin/email")).status).toBe(200);
        expect((await admin("/api/admin/email/test", json({ to: "staff@example.com" }))).status).toBe(200);
        expect((await admin("/api/admin/email/outbox/999999/retry", { method: "POST" })).status).toBe(404);

        expect((await admin("/api/admin/seo")).status).toBe(200);
        expect((await admin("/api/admin/seo/analyse", { method: "POST" })).status).toBe(200);
        const saved = await admin("/api/admin/seo/pages", {
          ...json({
            path: "/about",
            title: "About our Chennai interior studio",
            description: "Who we are, how we work and where to find our experience centres in Chennai.",
          }),
          method: "PUT",
        });
        expect(saved.status).toBe(200);
        const keyword = await admin("/api/admin/seo/keywords", json({ path: "/about", keyword: "interior studio chennai" }));
        expect(keyword.status).toBe(201);
        const keywordId = ((await keyword.json()) as { data: { id: number } }).data.id;
        expect((await admin(`/api/admin/seo/keywords/${keywordId}`, { method: "DELETE" })).status).toBe(200);
        const imported = await admin(
          "/api/admin/seo/analytics",
          json({ csv: "date,page,query,clicks,impressions,ctr,position\n2026-11-01,/about,interior studio chennai,3,120,0.025,8.4\n" }),
        );
        expect(imported.status).toBe(200);
        expect((await admin("/api/admin/seo/pages?path=/about", { method: "DELETE" })).status).toBe(200);
        // No build hook is configured here: Publish says so plainly.
        const publish = await admin("/api/admin/seo/publish", { method: "POST" });
        expect(((await publish.json()) as { data: { published: boolean } }).data.published).toBe(false);
        expect((await admin("/api/admin/logout", { method: "POST" })).status).toBe(200);
        expect((await admin("/api/admin/session")).status).toBe(401);
      },
      90_000,
    );

    it.runIf(driver === "postgres")(
      "survives a connection killed inside a lead's transaction: that request gets 503, the process keeps serving, the retry is stored once",
      async () => {
        const db = await getDb(url);
        // The lead's insert waits inside its transaction long enough for the connection to be killed there.
        await db.execute(
          `CREATE FUNCTION rehearsal_slow() RETURNS trigger AS $$ BEGIN PERFORM pg_sleep(3); RETURN NEW; END $$ LANGUAGE plpgsql`,
        );
        await db.execute(
          `CREATE TRIGGER rehearsal_slow BEFORE INSERT ON consultations FOR EACH ROW WHEN (NEW."fullName" = 'Kalyani Slowpoke') EXECUTE FUNCTION rehearsal_slow()`,
        );
        const lead = { ...validConsultation, fullName: "Kalyani Slowpoke", idempotencyKey: uniqueKey() };
        try {
          const pending = call("/api/consultations", json(lead));
          let killed = false;
          for (let i = 0; i < 100 && !killed; i++) {
            await new Promise((resolve) => setTimeout(resolve, 50));
            const result = await db.execute(
              `SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active' AND query LIKE 'insert into "consultations"%'`,
            );
            killed = (result as unknown as { rows: unknown[] }).rows.length > 0;
          }
          expect(killed).toBe(true);
          const answer = await pending;
          expect(answer.status).toBe(503);
          expect(answer.headers.get("retry-after")).toBeTruthy();
        } finally {
          await db.execute(`DROP TRIGGER rehearsal_slow ON consultations`);
          await db.execute(`DROP FUNCTION rehearsal_slow()`);
        }
        expect(site.process("consultations").exitCode).toBeNull();
        expect((await call("/api/consultations", json({ ...validConsultation, idempotencyKey: uniqueKey() }))).status).toBe(201);
        // The visitor's browser retries with the same key.
        expect((await call("/api/consultations", json(lead))).status).toBe(201);
        expect((await call("/api/consultations", json(lead))).status).toBe(200);
        const rows = await db.select().from(consultations).where(eq(consultations.idempotencyKey, lead.idempotencyKey));
        expect(rows).toHaveLength(1);
      },
    );

    anyDriver("answered through every function", () => {
      expect([...site.hits].sort()).toEqual(bundled.bundles.map((bundle) => bundle.name).sort());
    });
  });
}
