import { connect, createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import bookConsultation from "../../functions/consultations";
import { migratedDatabase } from "../support/databases";
import { closeDb } from "../../src/server/db/client";
import { backgroundWork, jsonRequest, testContext } from "../support/requests";
import { uniqueKey, validConsultation } from "../support/leads";

/**
 * A TCP hop between the pool and PostgreSQL that can make the connections open now fail on their next use, the
 * way a restart or a network cut leaves pooled connections looking alive until they are used.
 */
function startHop(target: URL): Promise<{ server: Server; port: number; breakOpenConnections: () => void }> {
  const open = new Set<Socket>();
  const doomed = new WeakSet<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    open.add(client);
    client.on("data", (data) => {
      if (doomed.has(client)) {
        client.destroy();
        upstream.destroy();
      } else upstream.write(data);
    });
    upstream.on("data", (data) => client.write(data));
    const close = () => {
      open.delete(client);
      client.destroy();
      upstream.destroy();
    };
    client.on("close", close).on("error", close);
    upstream.on("close", close).on("error", close);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        server,
        port: (server.address() as { port: number }).port,
        breakOpenConnections: () => open.forEach((socket) => doomed.add(socket)),
      }),
    ),
  );
}

let url = "";
let drop = async () => {};
let hop: Awaited<ReturnType<typeof startHop>>;
const previousMax = process.env.DATABASE_POOL_MAX;

beforeAll(async () => {
  const database = await migratedDatabase("site_pool");
  drop = database.drop;
  hop = await startHop(new URL(database.url));
  const viaHop = new URL(database.url);
  viaHop.hostname = "127.0.0.1";
  viaHop.port = String(hop.port);
  url = viaHop.href;
  process.env.DATABASE_URL = url;
  process.env.DATABASE_POOL_MAX = "2";
});

afterAll(async () => {
  await backgroundWork();
  await closeDb(url);
  hop.server.close();
  process.env.DATABASE_POOL_MAX = previousMax;
  await drop();
}, 15_000);

const post = (key = uniqueKey()) =>
  bookConsultation(jsonRequest("/api/consultations", { ...validConsultation, idempotencyKey: key }), testContext());

it("gives back every connection whose transaction could not even begin, so the pool recovers", async () => {
  // Both pooled connections open and idle.
  expect((await Promise.all([post(), post()])).map((r) => r.status)).toEqual([201, 201]);
  await backgroundWork();

  hop.breakOpenConnections();
  // Each broken connection fails one request at BEGIN: that visitor is told to retry.
  expect([(await post()).status, (await post()).status]).toEqual([503, 503]);

  // Had those two stayed checked out, the pool of two would be empty now: these would wait, then fail.
  const started = performance.now();
  expect([(await post()).status, (await post()).status, (await post()).status]).toEqual([201, 201, 201]);
  expect(performance.now() - started).toBeLessThan(4000);
});
