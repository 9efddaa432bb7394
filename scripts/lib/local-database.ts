/**
 * Readies the database a local runner (`npm start`, `npm run dev`) serves: the migrations and the catalogue seed,
 * on every start, so a fresh PGlite folder or a fresh local PostgreSQL answers the forms at once. A remote database
 * (Neon, another host) is left alone: it is migrated and seeded on purpose, as docs/operations.md's deploying steps say.
 */
import { driverFor, getDb, sharedUrl } from "../../src/server/db/client";
import { applyMigrations } from "../../src/server/db/migrate";
import { seedCatalogue, syncPlaces } from "../../src/server/seed";
import { ensureServerContent } from "./server-content";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** The embedded database, or a PostgreSQL server on this machine. */
export function isLocalDatabase(url: string | undefined): boolean {
  const kind = driverFor(url);
  return kind === "pglite" || (kind === "pg" && LOCAL_HOSTS.has(new URL(url!).hostname));
}

/**
 * Migrates and seeds the local database `url` names and returns the postgres:// address other processes reach it
 * on (for the embedded database: its owner's server, this process when no other runner has it open).
 */
export async function prepareLocalDatabase(url: string | undefined): Promise<string | undefined> {
  if (!isLocalDatabase(url)) return url;
  // The seed loads what the build generates from content/; a fresh checkout has not built yet.
  await ensureServerContent();
  const db = await getDb(url);
  await applyMigrations(db, url);
  await seedCatalogue(db);
  await syncPlaces(db);
  return sharedUrl(url);
}
