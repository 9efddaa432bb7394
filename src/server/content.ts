import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parse } from "yaml";

/**
 * Reads `content/` outside Astro (for seeding the database). Astro's own
 * schemas in `src/content.config.ts` have already validated these files at
 * build time; this only extracts the fields the tables need.
 */
const CONTENT_DIR = resolve(process.env.CONTENT_DIR ?? "content");

export interface MarkdownEntry {
  id: string;
  data: Record<string, unknown>;
}

export async function readMarkdownCollection(name: string): Promise<MarkdownEntry[]> {
  const dir = join(CONTENT_DIR, name);
  const files = (await readdir(dir)).filter((file) => file.endsWith(".md")).sort();
  return Promise.all(
    files.map(async (file) => {
      const text = await readFile(join(dir, file), "utf8");
      const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
      if (!match) throw new Error(`${name}/${file}: missing front matter`);
      const data = parse(match[1]!) as Record<string, unknown>;
      return { id: String(data.slug ?? file.replace(/\.md$/, "")), data };
    }),
  );
}

export async function readJsonCollection<T>(file: string): Promise<T[]> {
  return JSON.parse(await readFile(join(CONTENT_DIR, file), "utf8")) as T[];
}
