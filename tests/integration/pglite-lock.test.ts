import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { closeDb, getDb } from "../../src/server/db/client";

describe("the embedded database folder", () => {
  it("refuses to open while another living process holds it, with a plain reason", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "pglite-lock-")), "db");
    writeFileSync(`${dir}.lock`, String(process.ppid));
    await expect(getDb(dir)).rejects.toThrow(`the embedded database in ${dir} is open in another process (pid ${process.ppid})`);
  });

  it("takes over a lock left by a process that has died, and releases it on close", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "pglite-lock-")), "db");
    writeFileSync(`${dir}.lock`, "2147483646");
    await getDb(dir);
    expect(existsSync(`${dir}.lock`)).toBe(true);
    await closeDb(dir);
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
