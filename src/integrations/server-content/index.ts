import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/** Where the generated content lives, from the project root: git-ignored, imported by server code. */
export const SERVER_CONTENT_FILE = "src/generated/server-content.json";
/** Where `astro dev` keeps the content layer's store, from the project root: written after each change is stored. */
export const DEV_DATA_STORE_FILE = ".astro/data-store.json";
const ROUTE = "/_server-content.json";

let writes = 0;

/**
 * Replaces the file in one step, so a function or the dev server never reads half of it. An unchanged file is left
 * alone: under `netlify dev` every write rebuilds each function that imports it.
 */
async function writeAtomically(file: string, text: string): Promise<void> {
  if ((await readFile(file, "utf8").catch(() => undefined)) === text) return;
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}-${++writes}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
}

/**
 * Writes `src/generated/server-content.json` from the content layer: in
 * `astro build` through a prerendered endpoint (moved out of `dist/` so it is
 * never published), in `astro dev` on start and whenever the content layer
 * has stored a change or a source file (the passage builders, the rate card)
 * changed.
 */
export function serverContent(): AstroIntegration {
  let target = "";
  let dataStore = "";
  let sourceDir = "";
  let generatedDir = "";
  let generate: (() => Promise<void>) | undefined;
  let origin = "";
  return {
    name: "site:server-content",
    hooks: {
      "astro:config:setup": ({ config, injectRoute }) => {
        const root = fileURLToPath(config.root);
        target = join(root, SERVER_CONTENT_FILE);
        dataStore = join(root, DEV_DATA_STORE_FILE);
        sourceDir = join(root, "src") + sep;
        generatedDir = dirname(target) + sep;
        injectRoute({ pattern: ROUTE, entrypoint: "./src/integrations/server-content/endpoint.ts", prerender: true });
      },
      "astro:server:setup": ({ server, logger }) => {
        // Asked of the dev server like any page, so the content is read the way pages read it, and a content
        // mistake (which the pages show in the overlay) leaves the last good file in place.
        const collectAndWrite = async () => {
          if (!origin) return;
          try {
            const response = await fetch(new URL(ROUTE, origin));
            if (!response.ok) throw new Error(`${ROUTE} answered ${response.status}`);
            await writeAtomically(target, await response.text());
          } catch (error) {
            logger.error(`Could not write ${SERVER_CONTENT_FILE}: ${(error as Error).message}`);
          }
        };
        // One generation at a time, in order, so the last change always wins.
        let queue = Promise.resolve();
        generate = () => (queue = queue.then(collectAndWrite));
        let timer: NodeJS.Timeout | undefined;
        const onFileChange = (path: string) => {
          if (path !== dataStore && !(path.startsWith(sourceDir) && !path.startsWith(generatedDir))) return;
          clearTimeout(timer);
          timer = setTimeout(() => void generate?.(), 100);
        };
        server.watcher.on("add", onFileChange).on("change", onFileChange).on("unlink", onFileChange);
      },
      // After the content layer's first sync, once the server answers.
      "astro:server:start": async ({ address }) => {
        const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
        origin = `http://${host === "[::]" || host === "0.0.0.0" ? "127.0.0.1" : host}:${address.port}`;
        await generate?.();
      },
      "astro:build:done": async ({ dir }) => {
        const built = join(fileURLToPath(dir), ROUTE);
        await writeAtomically(target, await readFile(built, "utf8"));
        await rm(built);
      },
    },
  };
}
