/**
 * Gives the integration tests a real PostgreSQL server: the one named by
 * PG_TEST_URL (CI starts the machine's cluster and sets it), or else a private
 * throwaway cluster made with the machine's PostgreSQL binaries.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

function postgresBin(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => join(base, v, "bin")).find((dir) => existsSync(join(dir, "initdb")));
  if (!found) throw new Error("No PostgreSQL server binaries found: install postgresql or set PG_TEST_URL.");
  return found;
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.PG_TEST_URL) {
    project.provide("pgAdminUrl", process.env.PG_TEST_URL);
    return () => {};
  }
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), "site-pg-"));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  // initdb refuses to run as root, so the cluster belongs to the postgres user.
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", join(bin, cmd), ...args], { stdio: "pipe" })
      : execFileSync(join(bin, cmd), args, { stdio: "pipe" });
  const data = join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync"]);
  const port = await freePort();
  run("pg_ctl", [
    "-D",
    data,
    "-l",
    join(dir, "log"),
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    "start",
  ]);
  project.provide("pgAdminUrl", `postgres://postgres@127.0.0.1:${port}/postgres`);
  return () => {
    const stop = asRoot ? ["-u", "postgres", "--", join(bin, "pg_ctl")] : [];
    spawnSync(asRoot ? "runuser" : join(bin, "pg_ctl"), [...stop, "-D", data, "-m", "fast", "stop"], { stdio: "ignore" });
    rmSync(dir, { recursive: true, force: true });
  };
}
