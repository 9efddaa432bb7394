import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";

/**
 * The embedded database has one owner. PGlite keeps a folder open in one process only (its own lock does not see
 * worker threads, and a second opener corrupts it), so the first runner to need `.data/pglite` opens it and serves
 * it over the Postgres protocol on 127.0.0.1; every other runner (the owner's own functions, `netlify dev`'s worker
 * threads, `admin:create`, the `db:*` scripts, Drizzle Studio) connects to that address with the ordinary Postgres
 * driver. A file beside the folder names the owner and its address, with a random password the server asks every
 * connection for (the file is readable by its owner only), so other local users and processes cannot open it.
 */

interface OwnerNotice {
  pid: number;
  url?: string;
}

const noticeFile = (dataDir: string) => `${dataDir}.lock`;

/** Writes the notice readable by this user only: it holds the server's password. */
function writeNotice(dataDir: string, notice: OwnerNotice): void {
  writeFileSync(noticeFile(dataDir), JSON.stringify(notice), { mode: 0o600 });
  chmodSync(noticeFile(dataDir), 0o600);
}

/**
 * The database name in the owner's address. PGlite has one database and ignores the name a client asks for, so the
 * name is free to tell the database factory, in whichever process or thread reads the address, that it reaches the
 * embedded database through its owner.
 */
const OWNER_DATABASE = "pglite";

export function isOwnerAddress(url: string): boolean {
  const { hostname, pathname } = new URL(url);
  return hostname === "127.0.0.1" && pathname === `/${OWNER_DATABASE}`;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The living owner of the folder, if any (a notice left by a process that died is ignored). */
export function readOwner(dataDir: string): OwnerNotice | undefined {
  if (!existsSync(noticeFile(dataDir))) return undefined;
  const text = readFileSync(noticeFile(dataDir), "utf8").trim();
  let notice: OwnerNotice;
  try {
    notice = text.startsWith("{") ? (JSON.parse(text) as OwnerNotice) : { pid: Number(text) };
  } catch {
    return undefined; // half-written by an owner that is starting: treated as no owner yet, the caller waits
  }
  return notice.pid && notice.pid !== process.pid && isRunning(notice.pid) ? notice : undefined;
}

/**
 * The address of the running owner's server. An owner that is still opening the folder (its notice has no address
 * yet) is waited for; one that never serves is reported in plain words.
 */
export async function ownerUrl(dataDir: string, waitMs = 30_000): Promise<string | undefined> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const owner = readOwner(dataDir);
    if (!owner) return undefined;
    if (owner.url) return owner.url;
    if (Date.now() > deadline) {
      throw new Error(
        `the embedded database in ${dataDir} is open in another process (pid ${owner.pid}) that does not serve it: stop that process first`,
      );
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

export interface Owner {
  /** postgres:// address of the folder's server on 127.0.0.1. */
  url: string;
  close: () => Promise<void>;
}

/**
 * Opens the folder in this process, applies the migrations and serves it. `PGLITE_PORT` picks the port (default: a
 * free one; the address is printed and kept in the notice file, where every runner finds it).
 */
export async function ownFolder(dataDir: string, migrationsFolder: string): Promise<Owner> {
  if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true });
  const taken = readOwner(dataDir);
  if (taken) throw new Error(`the embedded database in ${dataDir} is open in another process (pid ${taken.pid})`);
  writeNotice(dataDir, { pid: process.pid });
  const release = () => {
    if (readOwner(dataDir) === undefined && existsSync(noticeFile(dataDir))) rmSync(noticeFile(dataDir), { force: true });
  };
  process.once("exit", release);

  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { servePglite } = await import("./pglite-wire");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const client = await PGlite.create(dataDir);
    // The embedded database has nobody to run `db:migrate` for it.
    await migrate(drizzle({ client }), { migrationsFolder });
    // Every runner's connections take turns on PGlite's one session (see pglite-wire.ts).
    const password = randomBytes(24).toString("base64url");
    const server = await servePglite(client, { host: "127.0.0.1", port: Number(process.env.PGLITE_PORT ?? 0), password });
    const url = `postgres://postgres:${password}@${server.address}/${OWNER_DATABASE}`;
    writeNotice(dataDir, { pid: process.pid, url });
    return {
      url,
      close: async () => {
        await server.stop();
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
