import { neonConfig } from "@neondatabase/serverless";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { neonUrlFor, relaySettings, startNeonRelay } from "../support/neon-relay";
import bookConsultation from "../../functions/consultations";
import { createDatabase } from "../../scripts/lib/postgres";
import { closeDb, driverFor, getDb } from "../../src/server/db/client";
import { applyMigrations } from "../../src/server/db/migrate";
import { consultations, outbox } from "../../src/server/db/schema";
import { backgroundWork, jsonRequest, testContext } from "../support/requests";
import { uniqueKey, validConsultation } from "../support/leads";

/**
 * Production talks to Neon through its serverless driver, which speaks the
 * Postgres protocol over a WebSocket. Here a small WebSocket-to-TCP relay (what
 * Neon's proxy does) puts the real driver in front of the test PostgreSQL, so
 * the Neon code path, transactions included, runs for real.
 */
describe("the Neon driver path", () => {
  const admin = inject("pgAdminUrl");
  let relay: Awaited<ReturnType<typeof startNeonRelay>>;
  let url = "";
  let drop = async () => {};
  const previous = process.env.DATABASE_URL;

  beforeAll(async () => {
    const database = await createDatabase(admin, "site_neon");
    drop = database.drop;

    relay = await startNeonRelay(admin);
    const { proxy, ...settings } = relaySettings(relay.address);
    Object.assign(neonConfig, settings, { wsProxy: () => proxy });
    url = neonUrlFor(database.url);
    process.env.DATABASE_URL = url;
  });

  afterAll(async () => {
    await backgroundWork();
    await closeDb(url);
    relay.close();
    process.env.DATABASE_URL = previous;
    await drop();
  });

  it("migrates and saves a lead with its notification in one transaction, once per idempotency key", async () => {
    expect(driverFor(url)).toBe("neon");
    const db = await getDb(url);
    await applyMigrations(db, url);

    const key = uniqueKey();
    const first = await bookConsultation(jsonRequest("/api/consultations", { ...validConsultation, idempotencyKey: key }), testContext());
    expect(first.status).toBe(201);
    const replay = await bookConsultation(jsonRequest("/api/consultations", { ...validConsultation, idempotencyKey: key }), testContext());
    expect(replay.status).toBe(200);

    const id = ((await first.json()) as { data: { id: number } }).data.id;
    expect((await db.select({ n: count() }).from(consultations))[0]!.n).toBe(1);
    // The staff's notification and the person's receipt, once each: the replay queued nothing more.
    expect((await db.select({ n: count() }).from(outbox).where(eq(outbox.leadId, id)))[0]!.n).toBe(2);
  });
});
