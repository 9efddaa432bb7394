/**
 * Routes `/api/*` requests to the handlers in `functions/` by their
 * `config.path`, the way Netlify does, for the local server and `astro dev`.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { readdir } from "node:fs/promises";
import { resolve } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Transform } from "node:stream";
import { constants as zlibConstants, createBrotliCompress, createGzip } from "node:zlib";
import type { Config } from "@netlify/functions";
import type { FunctionContext } from "../../src/server/http";

export type FunctionHandler = (req: Request, context: FunctionContext) => Promise<Response> | Response;
export interface FunctionModule {
  default: FunctionHandler;
  config?: Config;
}
interface Route {
  file: string;
  patterns: URLPattern[];
  methods?: string[];
}

/** The HTTP functions in `functionsDir`; scheduled ones (no path) are not routes. */
export async function loadRoutes(functionsDir: string, load: (file: string) => Promise<FunctionModule>): Promise<Route[]> {
  const files = (await readdir(functionsDir)).filter((file) => /\.(ts|mts|js|mjs)$/.test(file));
  const routes = await Promise.all(
    files.map(async (name): Promise<Route | null> => {
      const file = resolve(functionsDir, name);
      const { config } = await load(file);
      const paths = config && "path" in config ? config.path : undefined;
      if (!paths) return null;
      const method = config && "method" in config ? config.method : undefined;
      return {
        file,
        patterns: [paths].flat().map((pathname) => new URLPattern({ pathname })),
        methods: method ? [method].flat() : undefined,
      };
    }),
  );
  return routes.filter((route) => route !== null);
}

/** The scheduled functions in `functionsDir` (a `config.schedule` and no path), with their cron expressions. */
export async function loadSchedules(
  functionsDir: string,
  load: (file: string) => Promise<FunctionModule>,
): Promise<{ file: string; name: string; schedule: string }[]> {
  const files = (await readdir(functionsDir)).filter((file) => /\.(ts|mts|js|mjs)$/.test(file));
  const found = await Promise.all(
    files.map(async (name) => {
      const file = resolve(functionsDir, name);
      const { config } = await load(file);
      const schedule = config && "schedule" in config ? config.schedule : undefined;
      return schedule ? { file, name: name.replace(/\.\w+$/, ""), schedule } : null;
    }),
  );
  return found.filter((entry) => entry !== null);
}

/** The function that owns `pathname`, with the named parts of its path, as Netlify passes them in `context.params`. */
export function findRoute(routes: Route[], pathname: string): { route: Route; params: Record<string, string | undefined> } | undefined {
  for (const route of routes) {
    for (const pattern of route.patterns) {
      const match = pattern.exec({ pathname });
      if (match) return { route, params: match.pathname.groups };
    }
  }
  return undefined;
}

const LOOPBACK_HOST = /^(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(?::\d{1,5})?$/i;

/**
 * The origin the browser asked for, as Netlify gives a function the URL it was
 * called at: `localhost` and `127.0.0.1` each see their own origin, so the
 * admin's Origin check passes at either address. Only loopback names are
 * taken from the Host header; any other (a DNS-rebinding page, say) gets the
 * server's own origin, which such a page's Origin never matches.
 */
export function requestOrigin(req: IncomingMessage, serverOrigin: string): string {
  const host = req.headers.host ?? "";
  return LOOPBACK_HOST.test(host) ? `http://${host.toLowerCase()}` : serverOrigin;
}

export function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(", ") : value);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(new URL(req.url ?? "/", origin), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    duplex: "half",
  } as RequestInit);
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** Like Netlify's CDN: text responses are compressed with brotli or gzip when the client accepts it. */
function encoderFor(accept: string, type: string | null, streamed: boolean): { name: string; stream: () => Transform } | null {
  if (!type || !COMPRESSIBLE.test(type) || streamed) return null;
  if (/\bbr\b/.test(accept))
    return { name: "br", stream: () => createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) };
  if (/\bgzip\b/.test(accept)) return { name: "gzip", stream: () => createGzip({ level: 6 }) };
  return null;
}

export async function send(res: ServerResponse, response: Response, acceptEncoding = ""): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    headers[key] = key === "set-cookie" ? response.headers.getSetCookie() : value;
  });
  // Streamed answers (the chat) must reach the visitor as they are written.
  const encoder = encoderFor(
    acceptEncoding,
    response.headers.get("content-type"),
    response.headers.get("content-type")?.startsWith("text/plain") ?? false,
  );
  if (encoder && response.body) {
    delete headers["content-length"];
    headers["content-encoding"] = encoder.name;
    headers.vary = "Accept-Encoding";
  }
  res.writeHead(response.status, headers);
  if (!response.body) return void res.end();
  const body = Readable.fromWeb(response.body as never);
  if (encoder) await pipeline(body, encoder.stream(), res);
  else await pipeline(body, res);
}

/** Answers the request through its function; false when no function owns the path. */
export async function dispatch(
  routes: Route[],
  load: (file: string) => Promise<FunctionModule>,
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
): Promise<boolean> {
  const found = findRoute(routes, new URL(req.url ?? "/", origin).pathname);
  if (!found) return false;
  const { route, params } = found;
  if (route.methods && !route.methods.includes(req.method ?? "GET")) {
    await send(res, new Response(null, { status: 405, headers: { Allow: route.methods.join(", ") } }));
    return true;
  }
  const { default: handler } = await load(route.file);
  const context: FunctionContext = {
    ip: req.socket.remoteAddress ?? "127.0.0.1",
    params,
    waitUntil: (promise) => void promise.catch((error: unknown) => console.error("background task failed:", error)),
  };
  await send(res, await handler(toRequest(req, requestOrigin(req, origin)), context), String(req.headers["accept-encoding"] ?? ""));
  return true;
}
