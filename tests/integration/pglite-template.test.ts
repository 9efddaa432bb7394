import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { closeDb, getDb } from "../../src/server/db/client";

const before = process.env.PGLITE_MEMORY_TEMPLATE;
const cleanup: (() => Promise<void>)[] = [];

afterEach(async () => {
  // Assigning undefined to process.env would store the text "undefined".
  if (before === undefined) delete process.env.PGLITE_MEMORY_TEMPLATE;
  else process.env.PGLITE_MEMORY_TEMPLATE = before;
  for (const step of cleanup.splice(0)) await step();
});

it("starts an in-memory database from the dump PGLITE_MEMORY_TEMPLATE names, and migrates it on open", async () => {
  // A dump that was never migrated, with a table of its own: what the database holds after opening says where it began.
  const source = await PGlite.create("memory://unmigrated");
  await source.exec("create table from_the_dump (marker text); insert into from_the_dump values ('here');");
  const folder = await mkdtemp(join(tmpdir(), "pglite-template-test-"));
  const file = join(folder, "dump.tar");
  await writeFile(file, Buffer.from(await (await source.dumpDataDir("none")).arrayBuffer()));
  await source.close();
  process.env.PGLITE_MEMORY_TEMPLATE = file;

  const url = "memory://from-a-dump";
  cleanup.push(
    () => closeDb(url),
    () => rm(folder, { recursive: true, force: true }),
  );
  const db = await getDb(url);
  const rows = async (query: SQL) => ((await db.execute(query)) as { rows: unknown[] }).rows;
  expect(await rows(sql`select marker from from_the_dump`)).toEqual([{ marker: "here" }]);
  expect(await rows(sql`select count(*)::int as n from consultations`)).toEqual([{ n: 0 }]);
});
