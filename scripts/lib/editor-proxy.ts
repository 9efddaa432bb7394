import { createServer, request, type IncomingMessage, type Server } from "node:http";

/** Where the editor proxy may be reached and asked from: its own loopback address, and the local dev server's pages. */
export interface EditorProxyOptions {
  /** The port the editor (Decap's `local_backend`) calls. */
  port: number;
  /** The port Decap's own server listens on, on 127.0.0.1 only. */
  target: number;
  /** Ports of the local dev server whose pages (http://localhost:PORT/cms/) may call the proxy. */
  devPorts: number[];
}

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/**
 * Whether a request comes from the editor on the local dev server: its Host must name this proxy on a loopback name
 * (a DNS-rebinding page reaches 127.0.0.1 under its own name, which the browser sends as Host), and its Origin, when
 * a browser sends one, must be a dev server page (another site's page, or a rebound one, has its own origin).
 */
export function isEditorRequest(
  headers: IncomingMessage["headers"],
  { port, devPorts }: Pick<EditorProxyOptions, "port" | "devPorts">,
): boolean {
  const hosts = new Set(LOOPBACK_NAMES.map((name) => `${name}:${port}`));
  if (!hosts.has((headers.host ?? "").toLowerCase())) return false;
  const origin = headers.origin;
  if (origin === undefined) return true;
  const origins = new Set(devPorts.flatMap((devPort) => LOOPBACK_NAMES.map((name) => `http://${name}:${devPort}`)));
  return origins.has(origin.toLowerCase());
}

/**
 * A guard in front of Decap's local proxy (which writes any file of the working tree it is asked to): bound to
 * 127.0.0.1, it refuses with 403 every request that is not the editor's, and passes the rest on unchanged.
 */
export function startEditorProxy(options: EditorProxyOptions): Promise<Server> {
  const server = createServer((req, res) => {
    if (!isEditorRequest(req.headers, options)) {
      res.writeHead(403, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("The local editor proxy answers only the web editor opened from the local dev server (http://localhost).\n");
      return;
    }
    const upstream = request(
      { host: "127.0.0.1", port: options.target, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Decap's local proxy is not answering (is `npm run cms` still starting?).\n");
    });
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", () => resolve(server));
  });
}
