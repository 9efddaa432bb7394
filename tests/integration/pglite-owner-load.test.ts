import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import bookConsultation from "../../functions/consultations";
import pg from "pg";
import { closeDb, getDb, sharedUrl } from "../../src/server/db/client";
import { consultations } from "../../src/server/db/schema";
import { backgroundWork, jsonRequest, testContext } from "../support/requests";
import { uniqueKey, validConsultation } from "../support/leads";

// The embedded database in a folder, as `npm start` has it: this process owns it, and the handlers reach it through
// the owner's Postgres server with node-postgres, several connections at once.
const dir = join(mkdtempSync(join(tmpdir(), "pglite-owner-load-")), "db");
const previousUrl = process.env.DATABASE_URL;

beforeAll(() => {
  process.env.DATABASE_URL = dir;
});

afterAll(async () => {
  await backgroundWork();
  await closeDb(dir);
  process.env.DATABASE_URL = previousUrl;
  rmSync(dirname(dir), { recursive: true, force: true });
});

it("answers 400 consultations sent 100 at a time through the handler with 201 each and stores 400 rows", async () => {
  const total = 400;
  const statuses: number[] = [];
  const ids: number[] = [];
  let next = 0;
  // A hundred visitors in flight, each sending the next booking when theirs is answered: the connections are at
  // different statements of a booking at any moment, as under real load.
  const visitor = async () => {
    while (next < total) {
      const i = next++;
      const response = await bookConsultation(
        jsonRequest("/api/consultations", { ...validConsultation, fullName: `Visitor ${i}`, idempotencyKey: uniqueKey() }),
        testContext(),
      );
      statuses.push(response.status);
      if (response.status === 201) ids.push(((await response.json()) as { data: { id: number } }).data.id);
    }
  };
  await Promise.all(Array.from({ length: 100 }, visitor));
  expect(statuses.filter((s) => s !== 201)).toEqual([]);
  expect(new Set(ids).size).toBe(total);
  await backgroundWork();
  const [stored] = await (await getDb(dir)).select({ n: count() }).from(consultations);
  expect(stored!.n).toBe(total);
}, 180_000);

it("keeps simultaneous consultations waiting their turn behind a 12-second transaction, then stores them all", async () => {
  const holder = new pg.Client({ connectionString: await sharedUrl(dir) });
  await holder.connect();
  await holder.query("begin");
  await holder.query("select count(*) from consultations");
  const sends = Array.from({ length: 30 }, (_, i) =>
    bookConsultation(
      jsonRequest("/api/consultations", { ...validConsultation, fullName: `Patient ${i}`, idempotencyKey: uniqueKey() }),
      testContext(),
    ),
  );
  // Longer than a PostgreSQL client waits for a connection (5 s) or an answer (10 s): the embedded database's
  // clients queue for its one session instead.
  await new Promise((done) => setTimeout(done, 12_000));
  await holder.query("commit");
  await holder.end();
  const statuses = (await Promise.all(sends)).map((r) => r.status);
  expect(statuses).toEqual(Array(30).fill(201));
}, 120_000);
