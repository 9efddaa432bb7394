/**
 * Creates a staff account, or sets a new password on an existing one (which
 * signs it out everywhere):
 *
 *   npm run admin:create -- --username priya
 *
 * The password is typed at a hidden prompt (twice), or read from the first line
 * of standard input when that is not a terminal; never from the command line,
 * where it would land in shell history and process lists.
 */
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { closeDb, getDb } from "../src/server/db/client";
import { applyMigrations } from "../src/server/db/migrate";
import { MIN_PASSWORD_LENGTH } from "../src/server/admin/passwords";
import { saveUser } from "../src/server/admin/users";

async function hiddenPrompt(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  process.stdout.write(question);
  muted = true;
  try {
    return await rl.question("");
  } finally {
    muted = false;
    process.stdout.write("\n");
    rl.close();
  }
}

async function firstLineOfStdin(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/)[0] ?? "";
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const password = await hiddenPrompt(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `);
  const again = await hiddenPrompt("Type it again: ");
  if (password !== again) throw new Error("The two passwords differ; nothing was changed.");
  return password;
}

const USAGE = "Usage: npm run admin:create -- --username NAME   (the password is asked for, never passed as an argument)";

/** The account's name; without one (or with other arguments, or without npm's `--`, which keeps the rest) the usage. */
function username(): string {
  try {
    const { values } = parseArgs({ options: { username: { type: "string" } }, strict: true });
    if (values.username?.trim()) return values.username;
  } catch (error) {
    console.error((error as Error).message);
  }
  console.error(USAGE);
  process.exit(2);
}
const name = username();

try {
  const password = await readPassword();
  const url = process.env.DATABASE_URL || undefined;
  const db = await getDb(url);
  await applyMigrations(db, url);
  const { created } = await saveUser(db, name, password);
  console.log(
    created
      ? `Created the account "${name.toLowerCase()}".`
      : `Set a new password for "${name.toLowerCase()}" and signed it out everywhere.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await closeDb();
}
