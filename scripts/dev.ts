/**
 * `npm run dev`: `netlify dev` (netlify.toml's `[dev]`: its functions, redirects and headers in front of `astro dev`
 * with live reload), on a database that is migrated and seeded first.
 *
 * `netlify dev` runs every function request in a worker thread of its own. With the embedded database this process
 * owns the PGlite folder and serves it over the Postgres protocol (src/server/db/pglite-owner.ts); the functions get
 * that address as DATABASE_URL and reach it with the ordinary Postgres driver, so no thread opens the folder.
 *
 * PORT is where the site is opened (default: netlify.toml's `[dev] port`); ASTRO_PORT the dev server behind it
 * (default: `targetPort`). Further arguments go to `netlify dev`.
 */
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { closeDb } from "../src/server/db/client";
import { prepareLocalDatabase } from "./lib/local-database";

const root = resolve(import.meta.dirname, "..");
const url = process.env.DATABASE_URL || undefined;
const shared = await prepareLocalDatabase(url);
if (shared !== url) console.log(`The functions reach the embedded database on ${shared}`);

// --offline: no Netlify account or linked site is needed; edge functions (none here) would download Deno.
// --skip-wait-port: netlify-cli 27 gives the dev server about 15 s to open its port and then stops, which a cold
// astro dev on a busy machine exceeds; without the wait it proxies to the dev server as soon as that answers.
const args = ["dev", "--offline", "--internal-disable-edge-functions", "--skip-wait-port"];
if (process.env.PORT) args.push("--port", process.env.PORT);
if (process.env.ASTRO_PORT) {
  args.push("--target-port", process.env.ASTRO_PORT, "--command", `astro dev --port ${process.env.ASTRO_PORT}`);
}
args.push(...process.argv.slice(2));

// In a group of its own, so stopping it stops the dev server it started as well.
// npm runs scripts from the site's folder: the CLI reads netlify.toml and functions/ there.
const netlify = spawn(resolve(root, "node_modules/.bin/netlify"), args, {
  stdio: "inherit",
  detached: true,
  env: { ...process.env, ...(shared ? { DATABASE_URL: shared } : {}) },
});

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (netlify.exitCode === null && netlify.pid) {
    const exited = new Promise((done) => netlify.once("exit", done));
    process.kill(-netlify.pid, "SIGTERM");
    await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
    if (netlify.exitCode === null) process.kill(-netlify.pid, "SIGKILL");
  }
  // The embedded database writes its last changes and hands its folder back.
  await closeDb(url);
  process.exit(code);
}
netlify.on("exit", (code) => void stop(code ?? 0));
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));
