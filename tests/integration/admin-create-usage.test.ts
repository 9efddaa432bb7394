import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");

/** `npm run admin:create` as typed: npm hands the script what follows `--`, nothing without it. */
const create = (...args: string[]) =>
  promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/admin-create.ts", ...args], { cwd: root }).then(
    () => ({ code: 0, stderr: "" }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );

it.each([[["--username"]], [["priya"]]])("admin:create %j prints its usage, not a stack trace, and changes nothing", async (args) => {
  const { code, stderr } = await create(...args);
  expect(code).toBe(2);
  expect(stderr).toContain("Usage: npm run admin:create -- --username NAME");
  expect(stderr).not.toMatch(/^\s+at /m);
});
