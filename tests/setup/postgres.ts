/**
 * Gives the integration tests a real PostgreSQL server: the one named by
 * PG_TEST_URL (CI starts the machine's cluster and sets it), or else a private
 * throwaway cluster made with the machine's PostgreSQL binaries.
 */
import type { TestProject } from "vitest/node";
import { startThrowawayCluster } from "../../scripts/lib/postgres";

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.PG_TEST_URL) {
    project.provide("pgAdminUrl", process.env.PG_TEST_URL);
    return () => {};
  }
  const cluster = await startThrowawayCluster();
  project.provide("pgAdminUrl", cluster.url);
  return cluster.stop;
}
