import { execFileSync } from "node:child_process";
import { inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import bookConsultation from "../../functions/consultations";
import { closeDb, getDb } from "../../src/server/db/client";
import { applyMigrations } from "../../src/server/db/migrate";
import { consultations } from "../../src/server/db/schema";
import { startThrowawayCluster, type Cluster } from "../../scripts/lib/postgres";
import { backgroundWork, jsonRequest, testContext } from "../support/requests";
import { uniqueKey, validConsultation } from "../support/leads";

/** A PostgreSQL server of this test's own, so it can be stopped and started without disturbing others. */
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startThrowawayCluster();
  process.env.DATABASE_URL = cluster.url;
  await applyMigrations(await getDb(cluster.url), cluster.url);
}, 60_000);

afterEach(async () => {
  await backgroundWork();
});

afterAll(async () => {
  await closeDb(cluster.url);
  cluster.stop();
});

it("loses nothing when the database goes down mid-run: accepted bookings are stored once, the rest are told to retry", async () => {
  const keys = Array.from({ length: 40 }, uniqueKey);
  const accepted = new Set<string>();
  const toldToRetry = new Set<string>();
  const submit = async (key: string) => {
    const response = await bookConsultation(
      jsonRequest("/api/consultations", { ...validConsultation, idempotencyKey: key }),
      testContext(),
    );
    if (response.status === 201 || response.status === 200) accepted.add(key);
    else {
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).not.toBeNull();
      toldToRetry.add(key);
    }
  };

  for (const [i, key] of keys.entries()) {
    if (i === 15) execFileSync("bash", ["-c", `${cluster.control} stop -m immediate`]);
    if (i === 25) execFileSync("bash", ["-c", `${cluster.control} start -w`]);
    await submit(key);
  }
  expect(toldToRetry.size).toBeGreaterThan(0);

  // The visitors' browsers retry with the same keys once the database is back.
  for (const key of toldToRetry) await submit(key);
  expect(accepted.size).toBe(keys.length);

  const rows = await (
    await getDb(cluster.url)
  )
    .select({ key: consultations.idempotencyKey })
    .from(consultations)
    .where(inArray(consultations.idempotencyKey, keys));
  expect(rows.map((row) => row.key).sort()).toEqual([...keys].sort());
}, 120_000);
