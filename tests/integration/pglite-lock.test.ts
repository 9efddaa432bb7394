import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { closeDb, getDb, sharedUrl } from "../../src/server/db/client";
import { users } from "../../src/server/db/schema";
import { ownerUrl } from "../../src/server/db/pglite-owner";

const root = resolve(import.meta.dirname, "../..");
const run = promisify(execFile);
const folders: string[] = [];
const folder = () => {
  const dir = join(mkdtempSync(join(tmpdir(), "pglite-lock-")), "db");
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dirname(dir), { recursive: true, force: true });
});

// A new embedded database is made and migrated in each test: slow on a busy machine, hence the longer limits.
describe("the embedded database folder has one owner", () => {
  it("tells plainly that another living process holds the folder without serving it", async () => {
    const dir = folder();
    writeFileSync(`${dir}.lock`, String(process.ppid));
    await expect(ownerUrl(dir, 300)).rejects.toThrow(
      `the embedded database in ${dir} is open in another process (pid ${process.ppid}) that does not serve it`,
    );
  });

  it("takes over a notice left by a process that has died, serves the folder, and hands it back on close", async () => {
    const dir = folder();
    writeFileSync(`${dir}.lock`, "2147483646");
    const address = await sharedUrl(dir);
    // A random password of the owner's, in a notice only this user can read.
    expect(address).toMatch(/^postgres:\/\/postgres:[A-Za-z0-9_-]{32}@127\.0\.0\.1:\d+\/pglite$/);
    expect(JSON.parse(readFileSync(`${dir}.lock`, "utf8"))).toEqual({ pid: process.pid, url: address });
    expect(statSync(`${dir}.lock`).mode & 0o077).toBe(0);
    await closeDb(dir);
    expect(existsSync(`${dir}.lock`)).toBe(false);
  }, 120_000);

  it("lets a second runner (admin:create) write through the owner while it runs, and keeps both processes' rows", async () => {
    const dir = folder();
    const db = await getDb(dir);
    const { stdout } = await run(
      "sh",
      ["-c", `echo 'a long enough password' | node --import tsx scripts/admin-create.ts --username second-runner`],
      { cwd: root, env: { ...process.env, DATABASE_URL: dir } },
    );
    expect(stdout).toContain('Created the account "second-runner".');
    // The owner sees the other process's row at once, and its own writes still work.
    expect(await db.select({ username: users.username }).from(users).where(eq(users.username, "second-runner"))).toHaveLength(1);
    await closeDb(dir);
    // Reopened later by a single process: the row was written to the folder.
    const again = await getDb(dir);
    expect(await again.select({ username: users.username }).from(users)).toEqual([{ username: "second-runner" }]);
    await closeDb(dir);
  }, 120_000);
});
