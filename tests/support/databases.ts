import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, inject, it } from "vitest";
import { closeDb, getDb, type Database } from "../../src/server/db/client";
import { createDatabase } from "../../scripts/lib/postgres";
import { backgroundWork } from "./requests";

export interface TestDatabase {
  kind: "pglite" | "postgres";
  url: string;
  db: () => Promise<Database>;
}

/**
 * A database of the caller's own on the test server, migrated: a copy of the run's migrated template
 * (tests/setup/postgres.ts), and a way to drop it. Every test database on the shared server comes from here.
 */
export const migratedDatabase = (prefix: string) => createDatabase(inject("pgAdminUrl"), prefix, inject("pgTemplate"));

/** The suite's `it`: every test on PostgreSQL; on PGlite only those declared with `it.smoke`. */
export type SuiteIt = typeof it & { smoke: typeof it };

/**
 * Runs a suite against the real PostgreSQL server in full, and its smoke tests (`it.smoke`) against embedded
 * PGlite too, each in a database of its own, with DATABASE_URL pointing at it so the real function handlers use it.
 * Production runs on PostgreSQL (Neon); PGlite, the local default, gets the tests that reach each kind of query.
 */
export function describeEachDatabase(name: string, suite: (target: TestDatabase, it: SuiteIt) => void): void {
  for (const kind of ["pglite", "postgres"] as const) {
    const always = kind === "postgres" ? it : it.skip;
    const suiteIt = new Proxy(always, { get: (self, key) => (key === "smoke" ? it : Reflect.get(self, key)) }) as SuiteIt;
    describe(`${name} [${kind}]`, () => {
      const target: TestDatabase = { kind, url: "", db: () => getDb(target.url) };
      let drop = async () => {};
      beforeAll(async () => {
        // PGlite in memory migrates as it opens.
        if (kind === "pglite") target.url = `memory://${randomBytes(6).toString("hex")}`;
        else ({ url: target.url, drop } = await migratedDatabase("site_test"));
        process.env.DATABASE_URL = target.url;
        await getDb(target.url);
      });
      afterEach(async () => {
        await backgroundWork();
      });
      afterAll(async () => {
        await closeDb(target.url);
        await drop();
      });
      suite(target, suiteIt);
    });
  }
}
