/**
 * The functions as Netlify ships them: each bundled on its own by zip-it-and-ship-it (the library Netlify's build
 * uses) with netlify.toml's settings, into a directory with nothing else in it, and run from there in a
 * process of its own (`bundle-runner.mjs`). Used by the deploy rehearsal tests and the fault benchmark.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import { createRequire } from "node:module";
import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { resolveConfig } from "@netlify/config";
import { zipFunctions, type Config as ZisiConfig } from "@netlify/zip-it-and-ship-it";

const root = resolve(import.meta.dirname, "../..");
const runner = resolve(import.meta.dirname, "bundle-runner.mjs");

export interface Bundle {
  name: string;
  /** The unpacked bundle: the function's files and node_modules, nothing of the repository. */
  dir: string;
  paths: string[];
  schedule?: string;
}

/** netlify.toml's [functions] settings, in the shape Netlify's build hands zip-it-and-ship-it. */
async function zisiConfig(): Promise<{ functionsDir: string; config: ZisiConfig }> {
  const { config } = await resolveConfig({ cwd: root, repositoryRoot: root, offline: true, context: "production" });
  const zisi: ZisiConfig = {};
  for (const [glob, settings] of Object.entries(config.functions ?? {}) as [string, Record<string, unknown>][]) {
    zisi[glob] = {
      includedFiles: settings.included_files as string[] | undefined,
      includedFilesBasePath: root,
      externalNodeModules: settings.external_node_modules as string[] | undefined,
      ignoredNodeModules: settings.ignored_node_modules as string[] | undefined,
      // Netlify's build maps "esbuild" to zip-it-and-ship-it's esbuild_zisi.
      nodeBundler: settings.node_bundler === "esbuild" ? "esbuild_zisi" : (settings.node_bundler as never),
    };
  }
  return { functionsDir: config.functionsDirectory ?? join(root, "functions"), config: zisi };
}

/**
 * Bundles every function, each into its own directory under a new temporary folder. zip-it-and-ship-it writes the
 * files it would zip straight into the directory (`archiveFormat: "none"`): the same files as the zip Netlify uploads
 * but its `___netlify-metadata.json` (the bootstrap's version, which only Netlify's uploader reads), without packing
 * and unpacking 38 archives of node_modules, which took half the rehearsal's set-up.
 */
export async function bundleFunctions(): Promise<{ folder: string; bundles: Bundle[] }> {
  const folder = await mkdtemp(join(tmpdir(), "site-bundles-"));
  const { functionsDir, config } = await zisiConfig();
  const results = await zipFunctions([functionsDir], join(folder, "run"), {
    basePath: root,
    repositoryRoot: root,
    config,
    archiveFormat: "none",
  });
  const bundles = results.map((result) => ({
    name: result.name,
    dir: result.path,
    paths: (result.routes ?? []).map((route) => route.pattern),
    schedule: result.schedule,
  }));
  return { folder, bundles };
}

export interface RunningFunctions {
  /** Where requests go, as they would to the site: `/api/*` is routed to the function that owns the path. */
  origin: string;
  /** The process running a function's bundle, e.g. to kill it. */
  process: (name: string) => ChildProcess;
  /** The functions that have answered a request through the router (or been invoked). */
  hits: Set<string>;
  /** Invokes a scheduled function as Netlify's scheduler does. */
  invoke: (name: string) => Promise<Response>;
  /** Starts a function's process again (after a crash or a kill). */
  restart: (name: string) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * A router in front of one process per bundle, with only `env` (and PATH) as its environment. A bundle's process starts
 * on the function's first request or invocation, as a Lambda starts cold: a run that reaches a few functions starts
 * only those.
 */
export async function runBundles(
  bundles: Bundle[],
  env: Record<string, string>,
  options: {
    /** Settings pointing the bundles' Neon driver at a relay (see tests/support/neon-relay.ts). */
    neonRelay?: Record<string, unknown>;
    /** Served for every other path, as the CDN serves the build. */ staticDir?: string;
  } = {},
): Promise<RunningFunctions> {
  const lambdaLocal = createRequire(import.meta.url).resolve("lambda-local");
  const running = new Map<string, Promise<{ child: ChildProcess; port: number }>>();

  const start = async (bundle: Bundle): Promise<{ child: ChildProcess; port: number }> => {
    const child = spawn(process.execPath, [runner], {
      cwd: bundle.dir,
      env: {
        PATH: process.env.PATH ?? "",
        // lambda-local looks for ~/.aws files: a home of the bundle's own keeps the machine's out.
        HOME: bundle.dir,
        ...env,
        REHEARSAL_LAMBDA_LOCAL: lambdaLocal,
        ...(options.neonRelay ? { REHEARSAL_NEON_RELAY: JSON.stringify(options.neonRelay) } : {}),
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const port = await new Promise<number>((resolvePort, reject) => {
      const lines = createInterface({ input: child.stdout! });
      lines.once("line", (line) => resolvePort((JSON.parse(line) as { port: number }).port));
      child.once("exit", (code) => reject(new Error(`bundle ${bundle.name} exited with ${code} before listening`)));
    });
    // The function's own console output after start-up goes to the caller's output.
    child.stdout!.on("data", (chunk: Buffer) => process.stdout.write(chunk));
    return { child, port };
  };
  /** The processes started so far, as they stand. */
  const processes = new Map<string, ChildProcess>();
  /** The bundle's process, started on first use. */
  const started = (name: string) => {
    let found = running.get(name);
    if (!found) {
      found = start(bundles.find((bundle) => bundle.name === name)!).then((started) => {
        processes.set(name, started.child);
        return started;
      });
      running.set(name, found);
    }
    return found;
  };

  /** The function that owns a path, and which of its paths matched, as Netlify's edge routes. */
  const owner = (pathname: string) => {
    for (const bundle of bundles) {
      const route = bundle.paths.find((path) => new URLPattern({ pathname: path }).test({ pathname }));
      if (route) return { bundle, route };
    }
    return undefined;
  };

  const hits = new Set<string>();
  const router: Server = createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? "/", "http://localhost");
    const found = owner(pathname);
    if (!found) {
      const file = options.staticDir && join(options.staticDir, pathname);
      if (file && file.startsWith(options.staticDir!) && existsSync(file) && statSync(file).isFile()) {
        res.writeHead(200, { "content-type": /\.json$/.test(file) ? "application/json" : "text/html; charset=utf-8" });
        createReadStream(file).pipe(res);
      } else res.writeHead(404).end();
      return;
    }
    hits.add(found.bundle.name);
    const target = await started(found.bundle.name).catch(() => undefined);
    if (!target) {
      res.writeHead(502).end();
      return;
    }
    const headers = { ...req.headers, "x-rehearsal-route": found.route };
    const upstream = httpRequest({ host: "127.0.0.1", port: target.port, path: req.url, method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    // A function process that died mid-request is what a visitor would see as a failed request.
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((done) => router.listen(0, "127.0.0.1", done));
  const { port } = router.address() as { port: number };

  return {
    origin: `http://127.0.0.1:${port}`,
    process: (name) => {
      const child = processes.get(name);
      if (!child) throw new Error(`the function ${name} has not been started: send it a request first`);
      return child;
    },
    hits,
    invoke: async (name) => {
      const { port } = await started(name);
      hits.add(name);
      return fetch(`http://127.0.0.1:${port}/.netlify/functions/${name}`, {
        method: "POST",
        body: JSON.stringify({ next_run: new Date(Date.now() + 300_000).toISOString() }),
        headers: { "content-type": "application/json" },
      });
    },
    restart: async (name) => {
      const previous = await running.get(name)?.catch(() => undefined);
      if (previous && previous.child.exitCode === null) previous.child.kill("SIGKILL");
      running.delete(name);
      await started(name);
    },
    stop: async () => {
      router.close();
      const all = await Promise.allSettled(running.values());
      await Promise.all(
        all
          .flatMap((result) => (result.status === "fulfilled" ? [result.value.child] : []))
          .map(
            (child) =>
              new Promise<void>((done) => {
                if (child.exitCode !== null || child.signalCode !== null) return done();
                child.once("exit", () => done());
                child.kill("SIGTERM");
              }),
          ),
      );
    },
  };
}

/** Lists what a bundle holds at its top level (for a test that checks nothing of the repository came along). */
export const bundleEntries = (bundle: Bundle) => readdir(bundle.dir);
