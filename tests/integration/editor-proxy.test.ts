import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createRequire } from "node:module";
import { createServer, type AddressInfo, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEditorProxy } from "../../scripts/lib/editor-proxy";

const freePort = () =>
  new Promise<number>((done) => {
    const probe: Server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });

/** A POST as a browser page sends it, with the Host and Origin of the test's choosing. */
function post(port: number, headers: Record<string, string>, body: unknown): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, method: "POST", path: "/api/v1", headers: { "Content-Type": "application/json", ...headers } },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode!, text }));
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

/** What a hostile page asks Decap's proxy to do: write a file into the working tree. */
const writeFile = (path: string) => ({
  action: "persistEntry",
  params: {
    branch: "main",
    entry: { slug: "x", path, raw: "written by a web page" },
    assets: [],
    options: { collectionName: "x", commitMessage: "x", useWorkflow: false, status: "draft" },
  },
});

describe("the local editor proxy of npm run cms", () => {
  const tree = mkdtempSync(join(tmpdir(), "editor-proxy-"));
  let decap: ChildProcess;
  let guard: import("node:http").Server;
  let port = 0;
  const devPort = 8889;

  beforeAll(async () => {
    const target = await freePort();
    port = await freePort();
    decap = spawn(process.execPath, [createRequire(import.meta.url).resolve("decap-server/dist/index.js")], {
      env: { ...process.env, PORT: String(target), BIND_HOST: "127.0.0.1", GIT_REPO_DIRECTORY: tree, MODE: "fs", LOG_LEVEL: "error" },
      stdio: "ignore",
    });
    guard = await startEditorProxy({ port, target, devPorts: [devPort] });
    // Decap's server is ready when the editor's own request gets through.
    for (let i = 0; i < 100; i++) {
      const answer = await post(port, { Host: `localhost:${port}`, Origin: `http://localhost:${devPort}` }, { action: "info" }).catch(
        () => null,
      );
      if (answer?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 30_000);

  afterAll(() => {
    guard?.close();
    decap?.kill("SIGTERM");
    rmSync(tree, { recursive: true, force: true });
  });

  it("listens on 127.0.0.1 only", () => {
    expect((guard.address() as AddressInfo).address).toBe("127.0.0.1");
  });

  it("refuses a DNS-rebinding request (Host: evil.example) and a foreign page's Origin, and writes nothing", async () => {
    const rebound = await post(port, { Host: `evil.example:${port}`, Origin: `http://evil.example:${port}` }, writeFile("rebound.md"));
    expect(rebound.status).toBe(403);
    expect(rebound.text).toMatch(/only the web editor/);
    const foreign = await post(port, { Host: `localhost:${port}`, Origin: "https://evil.example" }, writeFile("foreign.md"));
    expect(foreign.status).toBe(403);
    const otherLocalPage = await post(port, { Host: `localhost:${port}`, Origin: "http://localhost:9999" }, writeFile("other.md"));
    expect(otherLocalPage.status).toBe(403);
    for (const name of ["rebound.md", "foreign.md", "other.md"]) expect(existsSync(join(tree, name))).toBe(false);
  });

  it("passes the editor's own requests from the dev server to Decap's proxy", async () => {
    const saved = await post(port, { Host: `localhost:${port}`, Origin: `http://localhost:${devPort}` }, writeFile("saved.md"));
    expect(saved.status).toBe(200);
    expect(existsSync(join(tree, "saved.md"))).toBe(true);
  });
});
