/**
 * `npm run bench:faults`: what happens to leads when things fail. For each fault, visitors' browsers send leads to
 * the production server (`npm start`'s, on loopback) while the fault strikes, retrying as the site's forms do (same
 * idempotency key, backoff, on network errors and 5xx). Then the database is counted: every lead the API accepted
 * must be stored once. Also imported by `npm run bench`, which puts the table in its report.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { inArray } from "drizzle-orm";
import pg from "pg";
import { closeDb, getDb } from "../src/server/db/client";
import { applyMigrations } from "../src/server/db/migrate";
import { consultations } from "../src/server/db/schema";
import { startThrowawayCluster, type Cluster } from "./lib/postgres";

const root = resolve(import.meta.dirname, "..");
const LEADS = Number(process.env.FAULT_LEADS ?? 200);
const IN_FLIGHT = 20;
const MAX_ATTEMPTS = 80;

export interface FaultResult {
  fault: string;
  sent: number;
  accepted: number;
  stored: number;
  lost: number;
  doubled: number;
  retries: number;
  notAccepted: number;
}

const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), MAIL_DIR: join(root, ".data/bench-mail") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((ready, reject) => {
    server.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("Serving dist/") && ready());
    server.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return server;
}

const stop = (server: ChildProcess, signal: NodeJS.Signals = "SIGTERM") =>
  new Promise<void>((done) => {
    if (server.exitCode !== null || server.signalCode !== null) return done();
    server.once("exit", () => done());
    server.kill(signal);
  });

/** Visitors sending `LEADS` leads, each retried with its own key until the API accepts it or they give up. */
async function visitors(origin: () => string, onAccepted: (count: number) => void) {
  const keys = Array.from({ length: LEADS }, () => randomBytes(12).toString("hex"));
  const accepted = new Set<string>();
  let retries = 0;
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        try {
          const response = await fetch(`${origin()}/api/consultations`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({
              fullName: "Fault Bench",
              email: "fault@example.com",
              phone: "9840012345",
              service: "tv-units",
              idempotencyKey: key,
              fillMs: 30_000,
            }),
            signal: AbortSignal.timeout(15_000),
          });
          await response.arrayBuffer();
          if (response.status === 201 || response.status === 200) {
            accepted.add(key);
            onAccepted(accepted.size);
            break;
          }
          if (response.status < 500) break;
        } catch {
          // The network or the server is gone: the browser keeps the lead and tries again.
        }
        retries += 1;
        await sleep(Math.min(200 * 2 ** attempt, 2000));
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return { keys, accepted, retries };
}

async function count(databaseUrl: string, keys: string[]) {
  const db = await getDb(databaseUrl);
  const rows = await db
    .select({ key: consultations.idempotencyKey })
    .from(consultations)
    .where(inArray(consultations.idempotencyKey, keys));
  await closeDb(databaseUrl);
  return rows.map((row) => row.key!);
}

function tally(fault: string, run: Awaited<ReturnType<typeof visitors>>, storedKeys: string[]): FaultResult {
  const stored = new Set(storedKeys);
  return {
    fault,
    sent: run.keys.length,
    accepted: run.accepted.size,
    stored: storedKeys.length,
    lost: [...run.accepted].filter((key) => !stored.has(key)).length,
    doubled: storedKeys.length - stored.size,
    retries: run.retries,
    notAccepted: run.keys.length - run.accepted.size,
  };
}

/** Waits until `n` leads have been accepted, then runs the fault once. */
function strikeAfter(n: number, fault: () => Promise<void>) {
  let struck = false;
  let done: Promise<void> = Promise.resolve();
  return {
    onAccepted: (accepted: number) => {
      if (struck || accepted < n) return;
      struck = true;
      done = fault();
    },
    finished: () => done,
  };
}

async function onPostgres(port: number, fault: string, strike: (cluster: Cluster, server: { current: ChildProcess }) => Promise<void>) {
  const cluster = await startThrowawayCluster();
  try {
    await applyMigrations(await getDb(cluster.url), cluster.url);
    await closeDb(cluster.url);
    const server = { current: await startServer({ DATABASE_URL: cluster.url }, port) };
    const trigger = strikeAfter(LEADS / 4, () => strike(cluster, server));
    const run = await visitors(() => `http://127.0.0.1:${port}`, trigger.onAccepted);
    await trigger.finished();
    await stop(server.current);
    return tally(fault, run, await count(cluster.url, run.keys));
  } finally {
    cluster.stop();
  }
}

export async function faultTable(firstPort = 8900): Promise<FaultResult[]> {
  const results: FaultResult[] = [];

  results.push(
    await onPostgres(firstPort, "Database stopped (immediate shutdown) for 3 s", async (cluster) => {
      execFileSync("bash", ["-c", `${cluster.control} stop -m immediate`]);
      await sleep(3000);
      execFileSync("bash", ["-c", `${cluster.control} start -w`]);
    }),
  );

  results.push(
    await onPostgres(firstPort + 1, "Connections killed mid-transaction (every 100 ms for 3 s)", async (cluster) => {
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      const until = Date.now() + 3000;
      while (Date.now() < until) {
        await admin.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND state <> 'idle' AND query ILIKE '%consultations%'",
        );
        await sleep(100);
      }
      await admin.end();
    }),
  );

  results.push(
    await onPostgres(firstPort + 2, "Server killed with kill -9, restarted", async (cluster, server) => {
      await stop(server.current, "SIGKILL");
      server.current = await startServer({ DATABASE_URL: cluster.url }, firstPort + 2);
    }),
  );

  const folder = join(root, ".data", `fault-pglite-${Date.now()}`);
  try {
    const port = firstPort + 3;
    const server = { current: await startServer({ DATABASE_URL: folder }, port) };
    const trigger = strikeAfter(LEADS / 4, async () => {
      await stop(server.current, "SIGKILL");
      server.current = await startServer({ DATABASE_URL: folder }, port);
    });
    const run = await visitors(() => `http://127.0.0.1:${port}`, trigger.onAccepted);
    await trigger.finished();
    await stop(server.current);
    results.push(tally("Embedded PGlite server process killed with kill -9, restarted", run, await count(folder, run.keys)));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return results;
}

export function faultReport(results: FaultResult[]): string {
  return [
    `## Faults: ${LEADS} leads per fault, ${IN_FLIGHT} in flight, browsers retrying with the same key`,
    "",
    "| Fault | Leads sent | Accepted by the API | Rows stored | Lost | Doubled | Retries | Never accepted |",
    "|---|---|---|---|---|---|---|---|",
    ...results.map(
      (r) => `| ${r.fault} | ${r.sent} | ${r.accepted} | ${r.stored} | ${r.lost} | ${r.doubled} | ${r.retries} | ${r.notAccepted} |`,
    ),
    "",
  ].join("\n");
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(faultReport(await faultTable()));
  process.exit(0);
}
