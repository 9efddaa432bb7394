import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { onProblemsChange, pageWarnings } from "../content-rules/dev-problems";
import { DEV_DATA_STORE_FILE } from "./server-content";

/** How long a reload waits for the content layer to store a change before it goes ahead without it. */
const STORE_WAIT_MS = 2000;
/** How long after a change to the problems a write of the store still reloads the open pages. */
const STORE_WATCH_MS = 10_000;
/** A reload waits this long after the store's last write, as the content layer may write it more than once. */
const SETTLE_MS = 300;

/** Where the page asks, in `astro dev`, what the build's page checks found on it. */
const WARNINGS_PATH = "/__site/page-warnings";

/**
 * Runs on every page in `astro dev`: asks what the build's checks of built pages (prices, copy) would fail on, and
 * shows it over the page in Astro's overlay, marked as a warning: the page stays usable, the build would stop.
 */
const WARNINGS_CLIENT = `
fetch(${JSON.stringify(WARNINGS_PATH)} + "?path=" + encodeURIComponent(location.pathname))
  .then((response) => response.json())
  .then(async (warnings) => {
    if (!warnings.length) return;
    const { ErrorOverlay } = await import(/* @vite-ignore */ "/@vite/client");
    document.body.appendChild(new ErrorOverlay({
      name: "Warning",
      title: "This page would stop the build",
      message: warnings.map((warning) => "• " + warning).join("\\n"),
      hint: "The build runs these checks on every page (content/README.md explains them). Close this to keep working.",
      stack: "",
    }));
  });
`;

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
      "astro:config:setup": ({ command, config, addMiddleware, injectScript }) => {
        dataStore = join(fileURLToPath(config.root), DEV_DATA_STORE_FILE);
        if (command !== "dev") return;
        addMiddleware({ order: "pre", entrypoint: new URL("../content-rules/dev-middleware.ts", import.meta.url) });
        injectScript("page", WARNINGS_CLIENT);
      },
      "astro:server:setup": ({ server }) => {
        stop?.();
        // What the build's page checks would fail on in the page just rendered, for the overlay script.
        server.middlewares.use(WARNINGS_PATH, (request, response) => {
          const path = new URL(request.url ?? "/", "http://dev").searchParams.get("path") ?? "/";
          response.setHeader("content-type", "application/json");
          response.end(JSON.stringify(pageWarnings(path)));
        });
        let watchUntil = 0;
        let timer: NodeJS.Timeout | undefined;
        const reload = () => {
          clearTimeout(timer);
          server.ws.send({ type: "full-reload", path: "*" });
        };
        // The loaders report problems before the content layer stores their entries, and the store may be written
        // more than once (a write of the state before the fix can land after the fix is reported): a page reloaded
        // on an earlier write is drawn from the old store, and a mended page answers 404 until the editor reloads it
        // by hand. Astro reloads the pages on each write as it lands; so for a while after the problems change, every
        // write of the store also reloads them once the writes have settled, and when the change leaves the store as
        // it was, the pages reload after a moment.
        const onStoreWritten = (path: string) => {
          if (Date.now() > watchUntil || path !== dataStore) return;
          clearTimeout(timer);
          timer = setTimeout(reload, SETTLE_MS);
        };
        server.watcher.on("add", onStoreWritten).on("change", onStoreWritten);
        const unsubscribe = onProblemsChange(() => {
          watchUntil = Date.now() + STORE_WATCH_MS;
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
