/**
 * Creates a staff account, or sets a new password on an existing one (which
 * signs it out everywhere):
 *
 *   npm run admin:create -- --username priya
 *   npm run admin:create -- --username meena --role designer --languages ta,en --cities Chennai,Coimbatore --email meena@example.com
 *
 * --role is admin (every enquiry, manages accounts; the default) or designer (their own enquiries and the unassigned
 * ones); --languages and --cities say which new enquiries the round-robin gives the person (no cities: every city);
 * --email is where their alerts go; --whatsapp NUMBER sends them on WhatsApp too (giving it is the person's opt-in).
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
import { staffUpdateSchema } from "../src/lib/admin/enquiries";

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

const USAGE =
  "Usage: npm run admin:create -- --username NAME [--role admin|designer] [--languages en,ta] [--cities Chennai,Coimbatore] [--email ADDRESS] [--whatsapp NUMBER]\n" +
  "(the password is asked for, never passed as an argument)";

const OPTIONS = {
  username: { type: "string" },
  role: { type: "string" },
  languages: { type: "string" },
  cities: { type: "string" },
  email: { type: "string" },
  whatsapp: { type: "string" },
} as const;

/** The arguments; without a name (or with unknown ones, or without npm's `--`, which keeps the rest) the usage. */
function args() {
  try {
    const { values } = parseArgs({ options: OPTIONS, strict: true });
    if (values.username?.trim()) return { ...values, username: values.username };
  } catch (error) {
    console.error((error as Error).message);
  }
  console.error(USAGE);
  process.exit(2);
}
const values = args();
const name = values.username;
const list = (value: string | undefined) =>
  value === undefined
    ? undefined
    : value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean);
const profile = staffUpdateSchema.safeParse({
  role: values.role,
  languages: list(values.languages),
  cities: list(values.cities),
  email: values.email,
  whatsapp: values.whatsapp,
  ...(values.whatsapp === undefined ? {} : { whatsappAlerts: true }),
});
if (!profile.success) {
  console.error(
    `Check --role (admin or designer), --languages (en, ta), --cities, --email and --whatsapp: ${profile.error.issues.map((issue) => issue.message).join("; ")}`,
  );
  process.exit(2);
}

try {
  const password = await readPassword();
  const url = process.env.DATABASE_URL || undefined;
  const db = await getDb(url);
  await applyMigrations(db, url);
  const { available: _available, ...given } = profile.data;
  const { created } = await saveUser(db, name, password, given);
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
