/**
 * One migrated in-memory PGlite database for the run, dumped to a file that every test file's in-memory database
 * starts from (PGLITE_MEMORY_TEMPLATE, read by src/server/db/client.ts): a fresh one runs initdb and every migration,
 * about 2 s of CPU for each of the thirty-odd files that test on PGlite. The migrations still run on open, so a dump
 * older than them would be brought up to date.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "../../src/server/db/client";

export default async function setup(): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), "site-pglite-template-"));
  const client = await PGlite.create("memory://template");
  await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
  const file = join(folder, "migrated.tar");
  await writeFile(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await client.close();
  process.env.PGLITE_MEMORY_TEMPLATE = file;
  return () => rm(folder, { recursive: true, force: true });
}
