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
 *
 * "ready" is printed once the site answers on its port (netlify dev's own banner, printed before the dev server behind
 * it has started, is left out), and the pages of the content collections are served whether or not an earlier build
 * left them in dist/ (see NETLIFY_DEV_SERVER_CHECK_SSG_ENDPOINTS below).
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import { closeDb, printableUrl } from "../src/server/db/client";
import { prepareLocalDatabase } from "./lib/local-database";
import { standInEnv, startWhatsAppStandIn } from "./lib/whatsapp-stand-in";

const root = resolve(import.meta.dirname, "..");
const url = process.env.DATABASE_URL || undefined;
const shared = await prepareLocalDatabase(url);
if (shared !== url) console.log(`The functions reach the embedded database on ${printableUrl(shared)}`);

// --offline: no Netlify account or linked site is needed; edge functions (none here) would download Deno.
// --skip-wait-port: netlify-cli 27 gives the dev server about 15 s to open its port and then stops, which a cold
// astro dev on a busy machine exceeds; without the wait it proxies to the dev server as soon as that answers.
const args = ["dev", "--offline", "--internal-disable-edge-functions", "--skip-wait-port"];
if (process.env.PORT) args.push("--port", process.env.PORT);
if (process.env.ASTRO_PORT) {
  args.push("--target-port", process.env.ASTRO_PORT, "--command", `astro dev --port ${process.env.ASTRO_PORT}`);
}
args.push(...process.argv.slice(2));

const port = Number(
  process.env.PORT || /\[dev\][^[]*?^\s*port\s*=\s*(\d+)/m.exec(readFileSync(resolve(root, "netlify.toml"), "utf8"))?.[1],
);

// Without a real token, WhatsApp messages go to the local stand-in of the Cloud API (scripts/lib/whatsapp-stand-in.ts),
// which can also post signed webhook calls back to the site.
const whatsapp = process.env.WHATSAPP_ACCESS_TOKEN
  ? null
  : await startWhatsAppStandIn({ webhookUrl: `http://127.0.0.1:${port}/api/whatsapp/webhook` });
if (whatsapp)
  console.log(`WhatsApp messages go to the local stand-in of the Cloud API: ${new URL(whatsapp.base).origin}/__stand-in/received`);

// In a group of its own, so stopping it stops the dev server it started as well.
// npm runs scripts from the site's folder: the CLI reads netlify.toml and functions/ there.
const netlify = spawn(resolve(root, "node_modules/.bin/netlify"), args, {
  stdio: ["inherit", "pipe", "inherit"],
  detached: true,
  env: {
    ...process.env,
    ...(shared ? { DATABASE_URL: shared } : {}),
    ...(whatsapp ? standInEnv(whatsapp) : {}),
    // A redirect that is not forced (netlify.toml's fallback from an unknown neighbourhood to the Chennai page) gives
    // way to a page that exists. netlify dev looks for that page in dist/, which holds only what an earlier build
    // made; with this it also asks the dev server, which knows every page of the content collections.
    NETLIFY_DEV_SERVER_CHECK_SSG_ENDPOINTS: "1",
  },
});

/** netlify dev's output, without its "ready" banner: it prints that as soon as it listens, long before the site answers. */
let box: string[] = [];
createInterface({ input: netlify.stdout! }).on("line", (line) => {
  // eslint-disable-next-line no-control-regex
  const plain = line.replace(/\x1b\[[0-9;]*m/g, "");
  if (/^\s*[╭│]/.test(plain)) {
    box.push(line);
    return;
  }
  if (/^\s*╰/.test(plain)) box.push(line);
  const banner = box.some((boxed) => boxed.includes("Local dev server ready"));
  if (!banner) for (const boxed of box) console.log(boxed);
  box = [];
  if (!/^\s*╰/.test(plain)) console.log(line);
});

/** Says "ready" when the site answers on its port: netlify dev, the dev server behind it and its first compile. */
async function announceReady(): Promise<void> {
  const started = Date.now();
  while (netlify.exitCode === null) {
    const status = await fetch(`http://127.0.0.1:${port}/robots.txt`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) {
      console.log(`\nLocal dev server ready: http://localhost:${port} (after ${Math.round((Date.now() - started) / 1000)} s)\n`);
      return;
    }
    await sleep(500);
  }
}
void announceReady();

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
  await whatsapp?.stop();
  // The embedded database writes its last changes and hands its folder back.
  await closeDb(url);
  process.exit(code);
}
netlify.on("exit", (code) => void stop(code ?? 0));
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));
