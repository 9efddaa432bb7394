import type { ServerContent } from "../integrations/server-content/collect";

let cache: Promise<ServerContent> | undefined;

/**
 * What server code knows of `content/`: the file the build generates from
 * the content layer (src/integrations/server-content). Imported, not read
 * from disk, so every function's bundle carries it; imported on first use,
 * so `astro dev` can load the functions before it has written the file.
 */
export function loadServerContent(): Promise<ServerContent> {
  cache ??= import("../generated/server-content.json", { with: { type: "json" } }).then(
    (module) => module.default,
    (error: unknown) => {
      cache = undefined;
      throw new Error(
        `src/generated/server-content.json is missing: run \`npm run build\` or \`npm run dev\` (${(error as Error).message})`,
      );
    },
  );
  return cache;
}
