/**
 * Makes sure `src/generated/server-content.json` (what server code knows of
 * `content/`, see src/integrations/server-content) exists and is newer than
 * every file it is made from, for code that runs the functions without a
 * build: the tests and the database seed. It starts `astro dev` for a moment,
 * whose start writes the file.
 */
import { existsSync, readdirSync, statSync, utimesSync } from "node:fs";
import { join, resolve } from "node:path";
import { SERVER_CONTENT_FILE } from "../../src/integrations/server-content";

const root = resolve(import.meta.dirname, "../..");
/** The content layer's files and the code that turns them into passages and rows. */
const INPUTS = ["content", "src"];
const GENERATED = join(root, "src/generated");

function newestChange(path: string): number {
  if (path === GENERATED) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

export function serverContentIsStale(): boolean {
  const file = join(root, SERVER_CONTENT_FILE);
  if (!existsSync(file)) return true;
  const generated = statSync(file).mtimeMs;
  return INPUTS.some((input) => newestChange(join(root, input)) > generated);
}

export async function ensureServerContent(): Promise<void> {
  if (!serverContentIsStale()) return;
  const { dev } = await import("astro");
  // Astro's dev server serves no routes while VITEST is set (it expects to be a test's module loader); the file
  // comes from one of its routes.
  const vitest = process.env.VITEST;
  delete process.env.VITEST;
  try {
    const server = await dev({ root, logLevel: "error", server: { host: "127.0.0.1", port: 0 } });
    await server.stop();
  } finally {
    if (vitest !== undefined) process.env.VITEST = vitest;
  }
  const file = join(root, SERVER_CONTENT_FILE);
  if (!existsSync(file)) throw new Error(`astro dev did not write ${SERVER_CONTENT_FILE}: see its errors above.`);
  // The generator leaves a file alone when its content would not change: it is current as of now.
  if (serverContentIsStale()) utimesSync(file, new Date(), new Date());
}
