import { connect } from "node:net";
import { neonConfig } from "@neondatabase/serverless";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { WebSocketServer } from "ws";
import bookConsultation from "../../functions/consultations";
import { createDatabase } from "../../scripts/lib/postgres";
import { closeDb, driverFor, getDb } from "../../src/server/db/client";
import { applyMigrations } from "../../src/server/db/migrate";
import { consultations, outbox } from "../../src/server/db/schema";
import { backgroundWork, jsonRequest, testContext, uniqueKey, validConsultation } from "../support/requests";

/**
 * Production talks to Neon through its serverless driver, which speaks the
 * Postgres protocol over a WebSocket. Here a small WebSocket-to-TCP relay (what
 * Neon's proxy does) puts the real driver in front of the test PostgreSQL, so
 * the Neon code path, transactions included, runs for real.
 */
describe("the Neon driver path", () => {
  const admin = inject("pgAdminUrl");
  const target = new URL(admin);
  let relay: WebSocketServer;
  let url = "";
  let drop = async () => {};
  const previous = process.env.DATABASE_URL;

  beforeAll(async () => {
    const database = await createDatabase(admin, "site_neon");
    drop = database.drop;

    relay = new WebSocketServer({ host: "127.0.0.1", port: 0 });
    relay.on("connection", (socket) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      socket.on("message", (data) => upstream.write(data as Buffer));
      upstream.on("data", (data) => socket.send(data));
      socket.on("close", () => upstream.end());
      upstream.on("close", () => socket.close());
      upstream.on("error", () => socket.close());
    });
    await new Promise((resolve) => relay.once("listening", resolve));
    const { port } = relay.address() as { port: number };
    Object.assign(neonConfig, {
      wsProxy: () => `127.0.0.1:${port}/v2`,
      useSecureWebSocket: false,
      forceDisablePgSSL: true,
      pipelineConnect: false,
      pipelineTLS: false,
    });

    const neonUrl = new URL(database.url);
    neonUrl.hostname = "ep-quiet-lake-000000.ap-southeast-1.aws.neon.tech";
    neonUrl.port = "5432";
    url = neonUrl.href;
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
    expect((await db.select({ n: count() }).from(outbox).where(eq(outbox.leadId, id)))[0]!.n).toBe(1);
  });
});
