import type { AstroIntegration } from "astro";
import { onProblemsChange } from "../content-rules/dev-problems";

/**
 * Shows content problems in the browser during `astro dev`: the middleware answers every page with them, and a
 * change to the list (a mistake saved, or fixed) reloads the open pages.
 */
export function contentProblems(): AstroIntegration {
  let stop: (() => void) | undefined;
  return {
    name: "site:content-problems",
    hooks: {
      "astro:config:setup": ({ command, addMiddleware }) => {
        if (command === "dev") addMiddleware({ order: "pre", entrypoint: new URL("../content-rules/dev-middleware.ts", import.meta.url) });
      },
      "astro:server:setup": ({ server }) => {
        stop?.();
        let timer: NodeJS.Timeout | undefined;
        stop = onProblemsChange(() => {
          clearTimeout(timer);
          timer = setTimeout(() => server.ws.send({ type: "full-reload", path: "*" }), 150);
        });
      },
      "astro:server:done": () => stop?.(),
    },
  };
}
