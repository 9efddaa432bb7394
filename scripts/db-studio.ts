/**
 * `npm run db:studio`: Drizzle Studio on the local database while the site runs. With the embedded database it
 * connects to the folder's owner (`npm start` or `npm run dev`), or becomes the owner itself when neither runs;
 * with DATABASE_URL, to that server. Arguments go to `drizzle-kit studio` (e.g. `-- --port 4984`).
 */
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { closeDb, sharedUrl } from "../src/server/db/client";

const root = resolve(import.meta.dirname, "..");
const url = process.env.DATABASE_URL || undefined;
const shared = await sharedUrl(url);

// drizzle.config.ts gives drizzle-kit the address in DATABASE_URL.
const studio = spawn(resolve(root, "node_modules/.bin/drizzle-kit"), ["studio", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: shared },
});

async function stop(code: number): Promise<void> {
  if (studio.exitCode === null) studio.kill("SIGTERM");
  await closeDb(url);
  process.exit(code);
}
studio.on("exit", (code) => void stop(code ?? 0));
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));
