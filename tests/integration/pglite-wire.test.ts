import { EventEmitter, once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servePglite, type WireServer } from "../../src/server/db/pglite-wire";

// In a folder, as the owner has it.
const dir = mkdtempSync(join(tmpdir(), "pglite-wire-"));
let db: PGlite;
let server: WireServer;
const clients: pg.Client[] = [];

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: `postgres://postgres:postgres@${server.address}/postgres`, query_timeout: 20_000 });
  client.on("error", () => {}); // the test that drops a connection expects it
  await client.connect();
  clients.push(client);
  return client;
}

/** The protocol's messages one by one (node-postgres's own connection class), to send a query in two parts. */
interface BareConnection extends EventEmitter {
  connect(port: number, host: string): void;
  startup(config: Record<string, string>): void;
  parse(query: { text: string; types: number[] }): void;
  bind(config: { values: string[] }): void;
  describe(message: { type: "P" }): void;
  execute(config: { rows: number }): void;
  sync(): void;
  end(): void;
}

async function bareConnection(): Promise<BareConnection> {
  const connection = new (pg.Connection as unknown as new () => BareConnection)();
  const [host, port] = server.address.split(":");
  connection.connect(Number(port), host!);
  await once(connection, "connect");
  connection.startup({ user: "postgres", database: "postgres" });
  await once(connection, "readyForQuery");
  return connection;
}

beforeAll(async () => {
  db = await PGlite.create(join(dir, "db"));
  await db.exec("create table marks (id serial primary key, label text not null)");
  server = await servePglite(db, { host: "127.0.0.1", port: 0 });
});

afterAll(async () => {
  await Promise.allSettled(clients.map((c) => c.end()));
  await server.stop();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("PGlite served over the Postgres protocol", () => {
  it("runs one connection's statement, sent in parts, to its end before another connection's", async () => {
    const [slow, other] = await Promise.all([bareConnection(), connect()]);
    const rows: string[][] = [];
    const errors: string[] = [];
    slow.on("dataRow", (message: { fields: string[] }) => rows.push(message.fields));
    slow.on("errorMessage", (message: Error) => errors.push(message.message));
    // The first half of a parameterised query (Parse, Bind), as a busy client's first packet…
    slow.parse({ text: "select $1::int * 2 as n", types: [] });
    slow.bind({ values: ["21"] });
    await once(slow, "bindComplete");
    // …then another connection's whole query arrives, and only then the rest (Describe, Execute, Sync).
    const answer = other.query<{ t: string }>("select $1::text as t", ["another visitor"]);
    await new Promise((done) => setTimeout(done, 300));
    slow.describe({ type: "P" });
    slow.execute({ rows: 0 });
    slow.sync();
    await once(slow, "readyForQuery");
    expect(errors).toEqual([]);
    expect(rows).toEqual([["42"]]);
    expect((await answer).rows).toEqual([{ t: "another visitor" }]);
    slow.end();
  });

  it("keeps a transaction's statements apart from other connections' until it commits", async () => {
    const [writer, reader] = await Promise.all([connect(), connect()]);
    await writer.query("begin");
    await writer.query("insert into marks (label) values ($1)", ["uncommitted"]);
    // The reader waits for its turn rather than running inside the writer's transaction.
    const read = reader.query<{ n: number }>("select count(*)::int as n from marks where label = $1", ["uncommitted"]);
    await new Promise((done) => setTimeout(done, 300));
    await writer.query("rollback");
    expect((await read).rows).toEqual([{ n: 0 }]);
  });

  it("rolls back what a dropped connection left open and serves the next one", async () => {
    const [dropped, next] = await Promise.all([connect(), connect()]);
    await dropped.query("begin");
    await dropped.query("insert into marks (label) values ($1)", ["abandoned"]);
    (dropped as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const { rows } = await next.query<{ n: number }>("select count(*)::int as n from marks where label = $1", ["abandoned"]);
    expect(rows).toEqual([{ n: 0 }]);
    expect(db.isInTransaction()).toBe(false);
  });
});

describe("the embedded database's server with a password", () => {
  let guarded: WireServer;
  let memory: PGlite;
  beforeAll(async () => {
    memory = await PGlite.create();
    guarded = await servePglite(memory, { host: "127.0.0.1", port: 0, password: "a-random-secret" });
  });
  afterAll(async () => {
    await guarded.stop();
    await memory.close();
  });

  const query = async (password: string) => {
    const client = new pg.Client({ connectionString: `postgres://postgres:${password}@${guarded.address}/pglite` });
    client.on("error", () => {});
    try {
      await client.connect();
      return (await client.query("select 41 + 1 as answer")).rows[0] as { answer: number };
    } finally {
      await client.end().catch(() => {});
    }
  };

  it("refuses a connection without the password, or with another, and serves one with it", async () => {
    await expect(query("postgres")).rejects.toMatchObject({ code: "28P01" });
    await expect(query("")).rejects.toThrow();
    await expect(query("a-random-secret")).resolves.toEqual({ answer: 42 });
  });
});
