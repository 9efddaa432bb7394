import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, inject } from "vitest";
import { closeDb, getDb, type Database } from "../../src/server/db/client";
import { applyMigrations } from "../../src/server/db/migrate";
import { createDatabase } from "../../scripts/lib/postgres";
import { backgroundWork } from "./requests";

export interface TestDatabase {
  kind: "pglite" | "postgres";
  url: string;
  db: () => Promise<Database>;
}

/**
 * Runs a suite once against embedded PGlite and once against the real
 * PostgreSQL server, each in a database of its own, with DATABASE_URL pointing
 * at it so the real function handlers use it.
 */
export function describeEachDatabase(name: string, suite: (target: TestDatabase) => void): void {
  for (const kind of ["pglite", "postgres"] as const) {
    describe(`${name} [${kind}]`, () => {
      const target: TestDatabase = { kind, url: "", db: () => getDb(target.url) };
      let drop = async () => {};
      beforeAll(async () => {
        if (kind === "pglite") {
          target.url = `memory://${randomBytes(6).toString("hex")}`;
        } else {
          ({ url: target.url, drop } = await createDatabase(inject("pgAdminUrl"), "site_test"));
        }
        process.env.DATABASE_URL = target.url;
        await applyMigrations(await getDb(target.url), target.url);
      });
      afterEach(async () => {
        await backgroundWork();
      });
      afterAll(async () => {
        await closeDb(target.url);
        await drop();
      });
      suite(target);
    });
  }
}
