/**
 * `npm run cms`: the web editor against this working tree. Decap's local proxy (decap-server) reads and writes
 * the files here (saving makes no commit: review and commit as usual), and the dev server shows the site and the
 * editor at /cms/ with live reload.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { LOCAL_BACKEND_PORT } from "../src/cms/config";

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

start(process.execPath, [createRequire(import.meta.url).resolve("decap-server/dist/index.js")], {
  PORT: String(LOCAL_BACKEND_PORT),
  BIND_HOST: "127.0.0.1",
  GIT_REPO_DIRECTORY: root,
  MODE: "fs",
});
// Arguments go to the dev server, e.g. `npm run cms -- --port 4322`.
start("npm", ["run", "dev", "--", ...process.argv.slice(2)]);
console.log(`\nThe web editor: open /cms/ on the dev server's address below (e.g. http://localhost:4321/cms/).\n`);

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
