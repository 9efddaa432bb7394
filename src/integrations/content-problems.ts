import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { onProblemsChange } from "../content-rules/dev-problems";
import { DEV_DATA_STORE_FILE } from "./server-content";

/** How long a reload waits for the content layer to store a change before it goes ahead without it. */
const STORE_WAIT_MS = 2000;

/**
 * Shows content problems in the browser during `astro dev`: the middleware answers every page with them, and a
 * change to the list (a mistake saved, or fixed) reloads the open pages.
 */
export function contentProblems(): AstroIntegration {
  let stop: (() => void) | undefined;
  let dataStore = "";
  return {
    name: "site:content-problems",
    hooks: {
      "astro:config:setup": ({ command, config, addMiddleware }) => {
        dataStore = join(fileURLToPath(config.root), DEV_DATA_STORE_FILE);
        if (command === "dev") addMiddleware({ order: "pre", entrypoint: new URL("../content-rules/dev-middleware.ts", import.meta.url) });
      },
      "astro:server:setup": ({ server }) => {
        stop?.();
        let waiting = false;
        let timer: NodeJS.Timeout | undefined;
        const reload = () => {
          clearTimeout(timer);
          waiting = false;
          server.ws.send({ type: "full-reload", path: "*" });
        };
        // The loaders report problems before the content layer stores their entries: a page reloaded in between is
        // drawn from the old store, and a mended page answers 404 until the editor reloads it by hand. So the reload
        // waits for the store to be written, or, when the change left the store as it was, for a moment.
        const onStoreWritten = (path: string) => {
          if (!waiting || path !== dataStore) return;
          clearTimeout(timer);
          timer = setTimeout(reload, 50);
        };
        server.watcher.on("add", onStoreWritten).on("change", onStoreWritten);
        const unsubscribe = onProblemsChange(() => {
          waiting = true;
          clearTimeout(timer);
          timer = setTimeout(reload, STORE_WAIT_MS);
        });
        stop = () => {
          clearTimeout(timer);
          unsubscribe();
          server.watcher.off("add", onStoreWritten).off("change", onStoreWritten);
        };
      },
      "astro:server:done": () => stop?.(),
    },
  };
}
