/**
 * `npm run cms`: the web editor against this working tree. Decap's local proxy (decap-server) reads and writes
 * the files here (saving makes no commit: review and commit as usual), and the dev server shows the site and the
 * editor at /cms/ with live reload. Decap's proxy listens on a private loopback port behind a guard
 * (scripts/lib/editor-proxy.ts) that answers only the editor opened from the local dev server.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { LOCAL_BACKEND_PORT } from "../src/cms/config";
import { startEditorProxy } from "./lib/editor-proxy";

const root = resolve(import.meta.dirname, "..");
const children: ChildProcess[] = [];

function start(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  child.on("exit", (code) => stop(code ?? 0));
  children.push(child);
}

function stop(code: number): void {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exit(code);
}

/** A free port on 127.0.0.1 for Decap's own server, which only the guard talks to. */
const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

/** The dev server's ports (netlify dev's and Astro's behind it, as scripts/dev.ts and netlify.toml set them). */
function devPorts(args: string[]): number[] {
  const given = args.flatMap((arg, i) => (arg === "--port" ? [args[i + 1]] : arg.startsWith("--port=") ? [arg.slice(7)] : []));
  return [process.env.PORT ?? "8889", process.env.ASTRO_PORT ?? "4321", ...given].map(Number).filter(Number.isInteger);
}

const target = await freePort();
start(process.execPath, [createRequire(import.meta.url).resolve("decap-server/dist/index.js")], {
  PORT: String(target),
  BIND_HOST: "127.0.0.1",
  GIT_REPO_DIRECTORY: root,
  MODE: "fs",
});
await startEditorProxy({ port: LOCAL_BACKEND_PORT, target, devPorts: devPorts(process.argv.slice(2)) });
// Arguments go to the dev server, e.g. `npm run cms -- --port 4322`.
start("npm", ["run", "dev", "--", ...process.argv.slice(2)]);
console.log(`\nThe web editor: open /cms/ on the dev server's address below (e.g. http://localhost:4321/cms/).\n`);

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
