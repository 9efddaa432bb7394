import { resolve } from "node:path";
import type { Plugin } from "vite";
import { dispatch, loadRoutes, type FunctionModule } from "./function-router";

/**
 * `astro dev` answers `/api/*` with the functions in `functions/`, loaded
 * through Vite so edits apply on the next request, in the dev server's own
 * process (so the embedded database is opened once).
 */
export function netlifyFunctions(): Plugin {
  return {
    name: "site:netlify-functions",
    apply: "serve",
    async configureServer(server) {
      const load = (file: string) => server.ssrLoadModule(file) as Promise<FunctionModule>;
      const routes = await loadRoutes(resolve("functions"), load);
      server.middlewares.use((req, res, next) => {
        const address = server.httpServer?.address();
        const origin = `http://localhost${address && typeof address === "object" ? `:${address.port}` : ""}`;
        dispatch(routes, load, req, res, origin).then((handled) => handled || next(), next);
      });
    },
  };
}
