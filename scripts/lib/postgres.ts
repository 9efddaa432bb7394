/**
 * A private, throwaway PostgreSQL cluster from the machine's server binaries,
 * on a free loopback port, for tests and benchmarks (initdb refuses root, so
 * as root the cluster belongs to the postgres user).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { freePort } from "./free-port";

function postgresBin(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => join(base, v, "bin")).find((dir) => existsSync(join(dir, "initdb")));
  if (!found) throw new Error("No PostgreSQL server binaries found: install the postgresql package or set PG_TEST_URL.");
  return found;
}

export interface Cluster {
  url: string;
  /** A shell command prefix for pg_ctl on this cluster (append stop, start …). */
  control: string;
  stop: () => void;
}

export async function startThrowawayCluster(): Promise<Cluster> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), "site-pg-"));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const command = (cmd: string, args: string[]) =>
    (asRoot ? ["runuser", ["-u", "postgres", "--", join(bin, cmd), ...args]] : [join(bin, cmd), args]) as [string, string[]];
  const run = (cmd: string, args: string[]) => execFileSync(...command(cmd, args), { stdio: "pipe" });
  const data = join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync"]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  run("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-w", "-o", options, "start"]);
  const pgCtl = [...(asRoot ? ["runuser", "-u", "postgres", "--"] : []), join(bin, "pg_ctl")].join(" ");
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    control: `${pgCtl} -D ${data} -l ${join(dir, "log")} -o '${options}'`,
    stop: () => {
      spawnSync(...command("pg_ctl", ["-D", data, "-m", "fast", "stop"]), { stdio: "ignore" });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, uniquely named database on a PostgreSQL server (given by a superuser URL), and a way to drop it; a copy of
 * `template` when given (a file copy on the server, however many migrations the template has been through).
 */
export async function createDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, name, drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
