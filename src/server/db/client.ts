import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { logFailure } from "../log";
import { isOwnerAddress, ownerUrl, ownFolder } from "./pglite-owner";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Where PGlite keeps its files when no DATABASE_URL is set (git-ignored). */
export const DEFAULT_PGLITE_DIR = ".data/pglite";

export type DriverKind = "pglite" | "neon" | "pg";

/**
 * The one place that decides which Postgres the site talks to:
 * unset or a path or `memory://` → embedded PGlite; a Neon host → Neon's
 * serverless pool over WebSockets; any other postgres:// URL → node-postgres.
 */
export function driverFor(url: string | undefined): DriverKind {
  if (!url || url.startsWith("memory://") || url.startsWith("file:") || !url.includes("://")) return "pglite";
  const { hostname, protocol } = new URL(url);
  if (protocol !== "postgres:" && protocol !== "postgresql:") {
    throw new Error(`DATABASE_URL must be a postgres:// URL, a folder or memory:// (got ${protocol})`);
  }
  return hostname.endsWith(".neon.tech") ? "neon" : "pg";
}

/**
 * A database address as the site prints it: without its password, which logs would otherwise keep and share. The
 * embedded database's full address, password and all, is in the `.lock` file beside its folder.
 */
export function printableUrl<U extends string | undefined>(url: U): U {
  if (!url?.includes("://")) return url;
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "****";
  return parsed.toString() as U;
}

export function migrationsFolder(): string {
  return resolve(process.env.MIGRATIONS_DIR ?? "drizzle");
}

/** The database could not be opened or reached: the visitor should try again shortly. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}

interface EventSource {
  on(event: "error", listener: (error: Error) => void): unknown;
  on(event: "connect", listener: (client: { on(event: "error", listener: (error: Error) => void): unknown }) => void): unknown;
}

/**
 * A connection the server drops (a restart, `pg_terminate_backend`, a network cut) emits 'error'. The pool listens
 * only while a connection is idle; one checked out for a transaction has no listener, and an unheard 'error' event
 * ends the whole process. Every connection gets a listener for its whole life: the query in flight still fails, and
 * that one request answers 503.
 */
function guardConnections(pool: EventSource): void {
  const lost = (error: Error) => logFailure("database connection lost:", error);
  pool.on("error", lost);
  pool.on("connect", (client) => client.on("error", lost));
}

interface PooledClient {
  release(error?: Error): void;
}

/**
 * Runs each transaction on a connection taken from the pool here, and always gives it back. drizzle's own
 * pooled transaction sends BEGIN before its try block: when BEGIN fails (the server restarting, a dropped
 * connection) the connection is never released, and after a few such failures the pool is empty for good and
 * every later request waits and fails. A connection that broke is dropped by the pool when it comes back.
 */
function releasingTransactions<C extends PooledClient>(
  db: Database,
  connect: () => Promise<C>,
  onClient: (client: C) => Database,
): Database {
  db.transaction = (async (run: Parameters<Database["transaction"]>[0], config?: Parameters<Database["transaction"]>[1]) => {
    const client = await connect();
    let failure: Error | undefined;
    try {
      return await onClient(client).transaction(run, config);
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      // Given the error, the pool destroys the connection rather than lend out one in an unknown state.
      client.release(failure);
    }
  }) as Database["transaction"];
  return db;
}

interface Handle {
  db: Database;
  close: () => Promise<void>;
  /** For an embedded database in a folder: the address its owner serves it on. */
  socketUrl?: string;
}

/**
 * How long a request waits for a connection (a free one in the pool, or a new one) and for a query's answer before
 * it gives up and answers 503. A PostgreSQL server that keeps a request waiting 5 s is down or swamped: the visitor
 * is told at once and the form retries. The embedded database's owner runs one conversation at a time, so a burst
 * of requests forms a queue there and a request's wait is the queue ahead of it: its clients wait their turn as long
 * as `netlify dev` lets a function run.
 */
function waitLimits(url: string): { connectionTimeoutMillis: number; query_timeout: number } {
  return isOwnerAddress(url)
    ? { connectionTimeoutMillis: 30_000, query_timeout: 30_000 }
    : { connectionTimeoutMillis: 5000, query_timeout: 10000 };
}

async function openPg(url: string): Promise<Handle> {
  const { default: pg } = await import("pg");
  const { drizzle: drizzlePg } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10), ...waitLimits(url) });
  guardConnections(pool);
  const db = releasingTransactions(
    drizzlePg({ client: pool, schema }) as unknown as Database,
    () => pool.connect(),
    (client) => drizzlePg({ client, schema }) as unknown as Database,
  );
  return { db, close: () => pool.end() };
}

async function open(url: string | undefined): Promise<Handle> {
  switch (driverFor(url)) {
    case "pglite": {
      if (url?.startsWith("memory://")) {
        const { PGlite } = await import("@electric-sql/pglite");
        const { drizzle } = await import("drizzle-orm/pglite");
        const { migrate } = await import("drizzle-orm/pglite/migrator");
        // A dump of a migrated database (PGlite's dumpDataDir) to start from, when one is named: opening it skips
        // initdb and the migrations, about 2 s of CPU for each of the integration tests' in-memory databases.
        const template = process.env.PGLITE_MEMORY_TEMPLATE;
        const loadDataDir = template ? new Blob([await readFile(template)]) : undefined;
        const client = await PGlite.create(url, { loadDataDir });
        const db = drizzle({ client, schema });
        await migrate(db, { migrationsFolder: migrationsFolder() });
        return { db: db as unknown as Database, close: () => client.close() };
      }
      // A folder: reached through its owner's server, this process being the owner when nobody else is.
      const dataDir = resolve((url ?? DEFAULT_PGLITE_DIR).replace(/^file:/, ""));
      const running = await ownerUrl(dataDir);
      if (running) return { ...(await openPg(running)), socketUrl: running };
      const owner = await ownFolder(dataDir, migrationsFolder());
      const handle = await openPg(owner.url);
      console.log(`The embedded database in ${dataDir} is served on ${printableUrl(owner.url)} (password in ${dataDir}.lock)`);
      return { db: handle.db, socketUrl: owner.url, close: () => handle.close().finally(owner.close) };
    }
    case "neon": {
      // Neon's WebSocket pool, not its one-shot HTTP queries: leads are saved in transactions (lead + notification).
      const { Pool, neonConfig } = await import("@neondatabase/serverless");
      const { drizzle } = await import("drizzle-orm/neon-serverless");
      neonConfig.webSocketConstructor ??= globalThis.WebSocket;
      const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
      guardConnections(pool);
      const db = releasingTransactions(
        drizzle({ client: pool, schema }) as unknown as Database,
        () => pool.connect(),
        (client) => drizzle({ client, schema }) as unknown as Database,
      );
      return { db, close: () => pool.end() };
    }
    case "pg":
      return openPg(url!);
  }
}

// Kept on globalThis: local function bundles share one process, and PGlite
// must never open the same folder twice.
const handles: Map<string, Promise<Handle>> = ((globalThis as { __siteDatabases?: Map<string, Promise<Handle>> }).__siteDatabases ??=
  new Map());

/** The database named by DATABASE_URL (read on every call, so tests can point elsewhere). */
export function getDb(url: string | undefined = process.env.DATABASE_URL || undefined): Promise<Database> {
  const key = url ?? "";
  let handle = handles.get(key);
  if (!handle) {
    handle = open(url).catch((error: unknown) => {
      throw new DatabaseUnavailableError(error);
    });
    handles.set(key, handle);
    // A failed open (server down) must not be cached forever.
    handle.catch(() => handles.delete(key));
  }
  return handle.then((h) => h.db);
}

/**
 * The postgres:// address under which other processes reach the database `url` names: for a PGlite folder, its
 * owner's server (opened by this process when nobody else has it); otherwise `url` itself.
 */
export async function sharedUrl(url: string | undefined = process.env.DATABASE_URL || undefined): Promise<string | undefined> {
  await getDb(url);
  return (await handles.get(url ?? ""))?.socketUrl ?? url;
}

export async function closeDb(url: string | undefined = process.env.DATABASE_URL || undefined): Promise<void> {
  const key = url ?? "";
  const handle = handles.get(key);
  handles.delete(key);
  if (handle) await (await handle).close();
}
