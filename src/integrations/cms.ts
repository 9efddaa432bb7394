import { createReadStream } from "node:fs";
import { copyFile, mkdir, readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import type { Connect, Plugin } from "vite";

/** Decap CMS's prebuilt files: the bundle, the chunks it loads on demand, its WebAssembly and its licence notice. */
const dist = dirname(createRequire(import.meta.url).resolve("decap-cms"));
const shipped = (name: string) => /^(?:\d+\.)?decap-cms\.js(?:\.LICENSE\.txt)?$|\.wasm$/.test(name);

/** In `astro dev`: the page at /cms/ and Decap's files straight from node_modules. */
const devServer: Plugin = {
  name: "site:cms-dev",
  apply: "serve",
  configureServer(server) {
    const serve: Connect.NextHandleFunction = (req, res, next) => {
      // The page itself is public/cms/index.html, which Netlify serves at /cms/ (the dev server would not).
      if (/^\/cms\/?(?:\?|$)/.test(req.url ?? "")) req.url = req.url!.replace(/^\/cms\/?/, "/cms/index.html");
      const name = /^\/cms\/([^/?]+)/.exec(req.url ?? "")?.[1];
      if (!name || !shipped(name)) return next();
      res.setHeader("Content-Type", name.endsWith(".wasm") ? "application/wasm" : "text/javascript; charset=utf-8");
      createReadStream(join(dist, name)).on("error", next).pipe(res);
    };
    // After the other plugins: Astro puts its trailing-slash check (a 404 for /cms/) in front of everything, so
    // this goes in front of that.
    return () => {
      server.middlewares.stack.unshift({ route: "", handle: serve });
    };
  },
};

/**
 * The web editor at /cms/ (its page and settings are in `public/cms/`, its configuration is the page
 * `src/pages/cms/config.yml.ts`). Its code comes from the installed npm package, copied as it is into the build
 * (never rebuilt, never from a CDN).
 */
export function cms(): AstroIntegration {
  return {
    name: "site:cms",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [devServer] } });
      },
      "astro:build:done": async ({ dir }) => {
        const target = join(fileURLToPath(dir), "cms");
        await mkdir(target, { recursive: true });
        const files = (await readdir(dist)).filter(shipped);
        await Promise.all(files.map((name) => copyFile(join(dist, name), join(target, name))));
      },
    },
  };
}
