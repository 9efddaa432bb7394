import { createHash } from "node:crypto";
import { minifySync, transformWithOxc } from "vite";

/** An inline script and the hash the page's Content-Security-Policy must list for it to run. */
export interface InlineScript {
  code: string;
  hash: `sha256-${string}`;
}

const built = new Map<string, Promise<InlineScript>>();

/**
 * A browser module of this project (its source, as a `?raw` import gives it) as a small inline script: types stripped
 * and minified at build time, so every page runs it without a request (Astro would otherwise load it as a file
 * whenever an island shares its code). The module must import nothing; its exports become local names, and `run` is
 * the code that uses them. The page adds `hash` to its policy (`Astro.csp?.insertScriptHash`).
 */
export function inlineScript(source: string, name: string, run: string): Promise<InlineScript> {
  const key = `${name}\n${run}`;
  let script = built.get(key);
  if (!script) {
    script = (async () => {
      if (/^import\s/m.test(source)) throw new Error(`${name} imports a module: an inline script cannot`);
      const { code } = await transformWithOxc(source.replace(/^export /gm, ""), name, { lang: "ts" });
      const script = minifySync(name.replace(/\.ts$/, ".js"), `(() => {\n${code}\n${run}\n})();`).code;
      return { code: script, hash: `sha256-${createHash("sha256").update(script).digest("base64")}` } as const;
    })();
    built.set(key, script);
  }
  return script;
}
