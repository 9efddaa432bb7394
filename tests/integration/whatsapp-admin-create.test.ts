import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { closeDb, getDb } from "../../src/server/db/client";
import { users } from "../../src/server/db/schema";
import { migratedDatabase } from "../support/databases";

const root = resolve(import.meta.dirname, "../..");
let url = "";
let drop = async () => {};
beforeAll(async () => {
  ({ url, drop } = await migratedDatabase("site_admin_whatsapp"));
});
afterAll(async () => {
  await closeDb(url);
  await drop();
});

/** `npm run admin:create` with the password piped in, as the README shows. */
const create = (...args: string[]) =>
  promisify(execFile)("sh", ["-c", `echo 'a long enough password' | node --import tsx scripts/admin-create.ts "$@"`, "sh", ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url },
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: "" }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );

it("admin:create --whatsapp stores the number in WhatsApp's form and counts as the person's opt-in", async () => {
  const made = await create("--username", "meena", "--role", "designer", "--whatsapp", "+91 98400 12345");
  expect(made.stdout).toContain('Created the account "meena".');
  const db = await getDb(url);
  const [row] = await db.select().from(users).where(eq(users.username, "meena"));
  expect(row).toMatchObject({ whatsapp: "919840012345", whatsappAlerts: true });

  const refused = await create("--username", "meena", "--whatsapp", "12");
  expect(refused.code).toBe(2);
  expect(refused.stderr).toContain("Give the WhatsApp number with its country code");
}, 120_000);
