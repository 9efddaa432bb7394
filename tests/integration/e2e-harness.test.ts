import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import config from "../../playwright.config";

const root = resolve(import.meta.dirname, "../..");
const clusterFolders = () => new Set(readdirSync(tmpdir()).filter((name) => name.startsWith("site-pg-")));

describe("the browser tests' server", () => {
  it("is stopped by Playwright with a signal it handles, not killed outright", () => {
    const server = Array.isArray(config.webServer) ? config.webServer[0] : config.webServer;
    expect(server?.command).toContain("scripts/e2e-server.ts");
    expect(server?.gracefulShutdown?.signal).toBe("SIGTERM");
  });

  it("leaves no PostgreSQL cluster, folder or process behind after SIGTERM", async () => {
    const before = clusterFolders();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: "0", E2E_HOOK_PORT: "0", E2E_ADMIN_PASSWORD: "harness password 1" };
    // Its own throwaway cluster, as on a machine without PG_TEST_URL.
    delete env.PG_TEST_URL;
    delete env.DATABASE_URL;
    delete env.VITEST;
    const server = spawn(process.execPath, ["--import", "tsx", "scripts/e2e-server.ts"], {
      cwd: root,
      env,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    await new Promise<void>((ready, fail) => {
      server.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("Serving dist/")) ready();
      });
      server.once("exit", (code) => fail(new Error(`the server exited (${code}) before serving:\n${output}`)));
    });
    const started = [...clusterFolders()].filter((name) => !before.has(name));
    expect(started).toHaveLength(1);
    const folder = join(tmpdir(), started[0]!);
    expect(existsSync(join(folder, "data/postmaster.pid"))).toBe(true);

    const exited = new Promise<number | null>((done) => server.once("exit", done));
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(existsSync(folder)).toBe(false);
  }, 180_000);
});
