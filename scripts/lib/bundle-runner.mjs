/**
 * Runs one unpacked Netlify function bundle the way its Lambda runs it: from the bundle's own directory (the
 * working directory), through the bundle's own entry point and bootstrap, invoked by `lambda-local` as
 * `netlify dev` invokes functions. It answers HTTP on a free loopback port, which it prints as one JSON line.
 *
 * Plain JavaScript on purpose: nothing of the repository's TypeScript loader is in the way, and the bundle's
 * imports resolve from the bundle, never from the repository.
 *
 * Environment (read once, then removed so the function sees only its own variables):
 *   REHEARSAL_LAMBDA_LOCAL  path of the lambda-local package's main file
 *   REHEARSAL_NEON_RELAY    optional JSON settings pointing Neon's driver at a WebSocket relay standing in for
 *                           Neon's proxy: { proxy, ...neonConfig flags }
 */
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";

const lambdaLocalPath = process.env.REHEARSAL_LAMBDA_LOCAL;
const neonRelay = process.env.REHEARSAL_NEON_RELAY;
delete process.env.REHEARSAL_LAMBDA_LOCAL;
delete process.env.REHEARSAL_NEON_RELAY;

const bundle = process.cwd();
const { default: lambdaLocal } = await import(pathToFileURL(lambdaLocalPath).href);
lambdaLocal.getLogger().level = "alert";

if (neonRelay) {
  // The bundle's own copy of the driver, pointed at the relay instead of Neon's proxy (as the Neon driver test does).
  const { neonConfig } = await import(pathToFileURL(join(bundle, "node_modules/@neondatabase/serverless/index.mjs")).href);
  const { proxy, ...settings } = JSON.parse(neonRelay);
  Object.assign(neonConfig, settings, { wsProxy: () => proxy });
}

const lambdaFunc = await import(pathToFileURL(join(bundle, "___netlify-entry-point.mjs")).href);

const TEXT_TYPES = /^(text\/|application\/(json|x-www-form-urlencoded|xml))/i;

/** The header the rehearsal's router uses to say which of the function's paths matched (Netlify's edge knows it). */
const ROUTE_HEADER = "x-rehearsal-route";

/** The event Netlify's edge hands the function's Lambda for an HTTP request. */
function lambdaEvent(req, body) {
  const url = new URL(req.url, `http://${req.headers.host ?? "localhost"}`);
  const headers = {};
  const multiValueHeaders = {};
  const route = req.headers[ROUTE_HEADER];
  delete req.headers[ROUTE_HEADER];
  for (const [name, value] of Object.entries(req.headers)) {
    const values = [value].flat().map(String);
    headers[name] = values.join(", ");
    multiValueHeaders[name] = values;
  }
  // Netlify's proxy tells the function who the client is and names the request.
  headers["x-nf-client-connection-ip"] ??= req.socket.remoteAddress ?? "127.0.0.1";
  headers["x-nf-request-id"] = randomUUID();
  const binary = body.length > 0 && !TEXT_TYPES.test(headers["content-type"] ?? "");
  return {
    rawUrl: url.href,
    rawQuery: url.search.slice(1),
    path: url.pathname,
    httpMethod: req.method,
    headers,
    multiValueHeaders,
    queryStringParameters: Object.fromEntries(url.searchParams),
    multiValueQueryStringParameters: {},
    body: body.length ? body.toString(binary ? "base64" : "utf8") : null,
    isBase64Encoded: binary,
    // The matched `config.path`: the bootstrap turns its named parts into `context.params`.
    route,
  };
}

const server = createServer(async (req, res) => {
  try {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const result = await lambdaLocal.execute({
      event: lambdaEvent(req, Buffer.concat(chunks)),
      lambdaFunc,
      timeoutMs: 30_000,
      verboseLevel: 0,
    });
    const headers = { ...result.headers };
    for (const [name, values] of Object.entries(result.multiValueHeaders ?? {})) headers[name] = values;
    res.writeHead(result.statusCode ?? 200, headers);
    if (result.body instanceof Readable) result.body.pipe(res);
    else res.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? "base64" : "utf8") : undefined);
  } catch (error) {
    // The function's own failures come back as its response; this is the runner failing, said plainly.
    res.writeHead(599, { "content-type": "text/plain" });
    res.end(`bundle runner: ${error?.stack ?? error}`);
  }
});

server.listen(0, "127.0.0.1", () => process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`));
