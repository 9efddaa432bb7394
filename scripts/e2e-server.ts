/**
 * The site as the browser tests see it: the production build and its
 * functions on a PostgreSQL database of its own (the machine's server when
 * PG_TEST_URL is set, else a throwaway cluster), one staff account, and a
 * stand-in for Netlify's build hook that rebuilds the site from that same
 * database into `.data/e2e/published` and serves the result, so a test can
 * publish an SEO override and open the rebuilt page. The functions reach the
 * database through a relay the same helper server can cut (a database outage),
 * and it reports a chat's stored rows, for the chat's outage tests. WhatsApp goes to the local stand-in of the Cloud API
 * (scripts/lib/whatsapp-stand-in.ts), whose received messages the helper reports.
 */
import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { and, count, eq } from "drizzle-orm";
import { extname, join, resolve } from "node:path";
import { saveUser } from "../src/server/admin/users";
import { closeDb, getDb } from "../src/server/db/client";
import { applyMigrations } from "../src/server/db/migrate";
import { chatConversations, consultations, outbox } from "../src/server/db/schema";
import { LEAD_SOURCES } from "../src/server/lead-kinds";
import { isLeadKind } from "../src/lib/leads/kinds";
import { seedCatalogue, syncPlaces } from "../src/server/seed";
import { startDatabaseRelay } from "./lib/database-relay";
import { createDatabase, startThrowawayCluster, type Cluster } from "./lib/postgres";
import { startSiteServer } from "./lib/site-server";
import { standInEnv, startWhatsAppStandIn } from "./lib/whatsapp-stand-in";

const root = resolve(import.meta.dirname, "..");
const host = "127.0.0.1";
const port = Number(process.env.PORT ?? 8890);
const hookPort = Number(process.env.E2E_HOOK_PORT ?? port + 1);
const published = resolve(root, ".data/e2e/published");
const adminPassword = process.env.E2E_ADMIN_PASSWORD;
if (!adminPassword) throw new Error("E2E_ADMIN_PASSWORD must be set (playwright.config.ts sets a random one).");

rmSync(resolve(root, ".data/e2e"), { recursive: true, force: true });

let cluster: Cluster | undefined;
let adminUrl = process.env.PG_TEST_URL;
if (!adminUrl) {
  cluster = await startThrowawayCluster();
  adminUrl = cluster.url;
}
const { url: databaseUrl, drop } = await createDatabase(adminUrl, "site_e2e");
const relay = await startDatabaseRelay(databaseUrl);
// The functions go through the relay; this script and the rebuilds talk to the database directly.
process.env.DATABASE_URL = relay.url;

const whatsapp = await startWhatsAppStandIn({ webhookUrl: `http://${host}:${port}/api/whatsapp/webhook` });
Object.assign(process.env, standInEnv(whatsapp));

const db = await getDb(databaseUrl);
await applyMigrations(db, databaseUrl);
await seedCatalogue(db);
await syncPlaces(db);
await saveUser(db, "e2e-admin", adminPassword);
// A designer who calls back in Tamil and English, for the enquiry board's tests (same password).
await saveUser(db, "e2e-designer", adminPassword, { role: "designer", languages: ["ta", "en"] });

type BuildState = "idle" | "building" | "built" | "failed";
let state: BuildState = "idle";

function rebuild(): void {
  state = "building";
  const build = spawn("npm", ["run", "build"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, ASTRO_OUT_DIR: published },
    stdio: ["ignore", "ignore", "inherit"],
  });
  build.on("exit", (code) => {
    state = code === 0 ? "built" : "failed";
    console.log(`e2e build hook: build ${state}`);
  });
}

const TYPES: Record<string, string> = { ".html": "text/html; charset=utf-8", ".json": "application/json", ".xml": "application/xml" };

/** A chat's rows and the staff notifications queued for them, as stored. */
async function storedChat(visitorId: string) {
  const rows = await db.select().from(chatConversations).where(eq(chatConversations.visitorId, visitorId));
  const notifications = rows.length
    ? (
        await db
          .select({ n: count() })
          .from(outbox)
          .where(and(eq(outbox.kind, "chat"), eq(outbox.leadId, rows[0]!.id)))
      )[0]!.n
    : 0;
  return { rows, notifications };
}

/** A lead as stored, found by its kind and name, for the tests that check what the inbox does not show (its source). */
async function storedLead(kind: string, name: string) {
  if (!isLeadKind(kind)) return null;
  const { table, name: nameColumn } = LEAD_SOURCES[kind];
  const [row] = await db
    .select()
    .from(table as typeof consultations)
    .where(eq(nameColumn, name));
  return row ?? null;
}

// POST /hook starts a build as Netlify's hook does (answering at once); GET /status tells how it went; other GETs serve the
// rebuilt site. POST /database/down and /database/up cut and restore the functions' database; GET /chat?visitorId= reports it;
// GET /lead?kind=&name= reports a lead's stored row; GET /whatsapp what the Cloud API's stand-in received.
const hook = createServer(async (req, res) => {
  const { pathname: path, searchParams } = new URL(req.url ?? "/", `http://${host}`);
  if (req.method === "POST" && (path === "/database/down" || path === "/database/up")) {
    relay.setDown(path === "/database/down");
    res.writeHead(204).end();
    return;
  }
  if (path === "/lead") {
    const row = await storedLead(searchParams.get("kind") ?? "", searchParams.get("name") ?? "");
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(row));
    return;
  }
  if (path === "/whatsapp") {
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(whatsapp.received));
    return;
  }
  if (path === "/chat") {
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(await storedChat(searchParams.get("visitorId") ?? "")));
    return;
  }
  if (req.method === "POST" && path === "/hook") {
    if (state !== "building") rebuild();
    res.writeHead(200).end();
    return;
  }
  if (path === "/status") {
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ state }));
    return;
  }
  const candidates = path === "/" ? ["index.html"] : [`${path}.html`, path];
  const file = candidates
    .map((candidate) => join(published, candidate))
    .find((candidate) => candidate.startsWith(published) && existsSync(candidate));
  if (!file) {
    res.writeHead(404).end("Not built");
    return;
  }
  res.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream" }).end(await readFile(file));
});
await new Promise<void>((done) => hook.listen(hookPort, host, done));
process.env.NETLIFY_BUILD_HOOK_URL = `http://${host}:${hookPort}/hook`;

const site = await startSiteServer({ port, host, seed: false });

/**
 * Playwright ends the run with SIGTERM (`gracefulShutdown` in playwright.config.ts): everything this script started
 * goes, the throwaway cluster and its folder included, even when one step fails.
 */
let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  const steps: (() => unknown)[] = [
    () => hook.close(),
    () => whatsapp.stop(),
    () => site.stop(),
    () => closeDb(relay.url),
    () => relay.close(),
    () => closeDb(databaseUrl),
  ];
  for (const step of steps)
    await Promise.resolve()
      .then(step)
      .catch((error: unknown) => console.error("e2e server shutdown:", error));
  if (cluster) cluster.stop();
  else await drop().catch((error: unknown) => console.error("e2e server shutdown:", error));
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
