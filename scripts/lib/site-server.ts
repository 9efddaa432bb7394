/**
 * Serves a production build the way Netlify does, on one machine, offline:
 * `dist/` with netlify.toml's headers and redirects (through @netlify/dev), and
 * `/api/*` through the real function handlers in `functions/`.
 *
 * The functions are loaded once into this process rather than by @netlify/dev,
 * which starts a fresh worker thread for every request: that would reopen the
 * embedded database per request and let two requests open its folder at once.
 */
import { existsSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { NetlifyDev } from "@netlify/dev";
import { RedirectsHandler } from "@netlify/redirects";
import { Cron } from "croner";
import { driverFor, printableUrl } from "../../src/server/db/client";
import { dispatch, loadRoutes, loadSchedules, send, type FunctionModule } from "./function-router";
import { isLocalDatabase, prepareLocalDatabase } from "./local-database";

const root = resolve(import.meta.dirname, "../..");
const load = (file: string) => import(pathToFileURL(file).href) as Promise<FunctionModule>;

/**
 * Runs the scheduled functions as Netlify's scheduler would: on their cron expression, and once at start, so a
 * notification a killed process left pending goes out without waiting for the next lead.
 */
async function startSchedules(functionsDir: string): Promise<Cron[]> {
  const schedules = await loadSchedules(functionsDir, load);
  return schedules.map(({ file, name, schedule }) => {
    const run = async () => {
      const { default: handler } = await load(file);
      const context = { ip: "127.0.0.1", params: {}, waitUntil: (promise: Promise<unknown>) => void promise.catch(() => {}) };
      await handler(new Request(`http://localhost/.netlify/functions/${name}`, { method: "POST", body: "{}" }), context);
    };
    const job = new Cron(schedule, { protect: true, catch: (error) => console.error(`scheduled ${name} failed:`, error) }, run);
    void job.trigger();
    return job;
  });
}

/** Whether the path of a request's target decodes (every % escape well formed, the bytes UTF-8). */
export function hasReadablePath(target: string): boolean {
  try {
    decodeURIComponent(target.split("?")[0]!);
    return true;
  } catch {
    return false;
  }
}

/** Whether a path names a built file as Netlify's pretty URLs read it (/ta/contact is dist/ta/contact.html). */
function isBuiltFile(dist: string, pathname: string): boolean {
  const path = join(dist, decodeURIComponent(pathname));
  if (path !== dist && !path.startsWith(dist + sep)) return false;
  return [path, `${path}.html`, join(path, "index.html")].some((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * @netlify/dev answers a rewrite with its target's status; Netlify answers with the rule's. So a rule with status 404
 * (an unknown address under /ta/ gets the Tamil not-found page) answers 404 here too, unless a built file shadows it.
 */
function ruleStatus(root: string) {
  const dist = resolve(root, "dist");
  const rules = new RedirectsHandler({
    configPath: resolve(root, "netlify.toml"),
    configRedirects: [],
    projectDir: root,
    publicDir: dist,
    jwtRoleClaim: "",
    jwtSecret: "",
  });
  return async (url: URL, response: Response): Promise<Response> => {
    const rule = await rules.match(new Request(url));
    if (!rule || rule.redirect || rule.statusCode !== 404 || (!rule.force && isBuiltFile(dist, url.pathname))) return response;
    return new Response(response.body, { status: 404, headers: response.headers });
  };
}

/**
 * A built page's address typed with a trailing slash (/ta/, /contact/) and where it goes: the page's own address,
 * with status 301, as Netlify's pretty URLs answer (and `_redirects` rules under /ta/, see
 * src/integrations/trailing-slash.ts). @netlify/dev would serve the page at both addresses.
 */
export function withoutTrailingSlash(dist: string, url: URL): string | undefined {
  if (url.pathname === "/" || !url.pathname.endsWith("/")) return undefined;
  const path = url.pathname.replace(/\/+$/, "");
  return path && isBuiltFile(dist, `${path}.html`) ? `${path}${url.search}` : undefined;
}

export interface SiteServer {
  origin: string;
  stop: () => Promise<void>;
}

export async function startSiteServer({
  port,
  host,
  seed = isLocalDatabase(process.env.DATABASE_URL || undefined),
}: {
  port: number;
  host: string;
  /** Migrate and fill the catalogue and places first (default: on the embedded database and a local PostgreSQL). */
  seed?: boolean;
}): Promise<SiteServer> {
  if (!existsSync(resolve(root, "dist/index.html"))) {
    throw new Error("dist/ is missing: run `npm run build` first (npm start does both).");
  }
  const started = performance.now();
  const url = process.env.DATABASE_URL || undefined;
  const shared = seed ? await prepareLocalDatabase(url) : url;

  const routes = await loadRoutes(resolve(root, "functions"), load);
  const jobs = await startSchedules(resolve(root, "functions"));
  const netlify = new NetlifyDev({
    projectRoot: root,
    aiGateway: { enabled: false },
    blobs: { enabled: false },
    database: { enabled: false },
    edgeFunctions: { enabled: false },
    functions: { enabled: false },
    geolocation: { enabled: false },
    images: { enabled: false },
    server: { enabled: false },
    environmentVariables: { enabled: false },
    skipGitignore: true,
    serverAddress: null,
  });
  await netlify.start();
  const withRuleStatus = ruleStatus(root);
  const dist = resolve(root, "dist");

  // Port 0 takes a free port: the origin is known once the server listens.
  let origin = `http://${host}:${port}`;
  const server: Server = createServer(async (req, res) => {
    try {
      // A path no browser sends (a % not followed by two hex digits, or bytes that are no UTF-8) names nothing: 400.
      if (!hasReadablePath(req.url ?? "/")) {
        res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("This address is not valid: it has a malformed % escape.\n");
        return;
      }
      if (await dispatch(routes, load, req, res, origin)) return;
      const slashless = withoutTrailingSlash(dist, new URL(req.url ?? "/", origin));
      if (slashless) {
        res.writeHead(301, { Location: slashless }).end();
        return;
      }
      const match = await netlify.handleAndIntrospectNodeRequest(req);
      const accept = String(req.headers["accept-encoding"] ?? "");
      if (match) {
        const response = match.type === "redirect" ? await withRuleStatus(new URL(req.url ?? "/", origin), match.response) : match.response;
        await send(res, response, accept);
        return;
      }
      // Like Netlify's CDN: an unmatched path gets the site's 404 page with status 404.
      const notFound = await netlify.handle(new Request(new URL("/404.html", origin)));
      await send(res, new Response(notFound?.body ?? "Not found", { status: 404, headers: notFound?.headers }), accept);
    } catch (error) {
      // A browser that gave up on a response (a cancelled image, a closed tab) is not an error of ours.
      if (res.destroyed) return;
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" });
      res.end("Internal error");
    }
  });

  await new Promise<void>((done, fail) => {
    server.once("error", (error) => fail(new Error(`Cannot serve on ${origin}: ${error.message}`)));
    server.listen(port, host, done);
  });
  origin = `http://${host}:${(server.address() as { port: number }).port}`;
  console.log(
    `Serving dist/ and ${routes.length} functions on ${origin} (database: ${driverFor(url)}${shared !== url ? ` served on ${printableUrl(shared)}` : ""}), ready in ${Math.round(performance.now() - started)} ms`,
  );
  return {
    origin,
    stop: async () => {
      for (const job of jobs) job.stop();
      server.close();
      await netlify.stop();
    },
  };
}
