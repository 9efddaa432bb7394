/**
 * Gives the integration tests a real PostgreSQL server: the one named by
 * PG_TEST_URL (CI starts the machine's cluster and sets it), or else a private
 * throwaway cluster made with the machine's PostgreSQL binaries; and on it one
 * database migrated for the run, which each test file copies
 * (tests/support/databases.ts) instead of migrating its own from scratch.
 */
import type { TestProject } from "vitest/node";
import { createDatabase, startThrowawayCluster } from "../../scripts/lib/postgres";
import { closeDb, getDb } from "../../src/server/db/client";
import { applyMigrations } from "../../src/server/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
    /** The migrated database to copy: nothing may stay connected to it. */
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let adminUrl = process.env.PG_TEST_URL;
  let stopCluster = () => {};
  if (!adminUrl) {
    const cluster = await startThrowawayCluster();
    adminUrl = cluster.url;
    stopCluster = cluster.stop;
  }
  const template = await createDatabase(adminUrl, "site_template");
  await applyMigrations(await getDb(template.url), template.url);
  await closeDb(template.url);
  project.provide("pgAdminUrl", adminUrl);
  project.provide("pgTemplate", template.name);
  return async () => {
    await template.drop();
    stopCluster();
  };
}
