import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Reads content/ directly, independently of the generated server content the code under test uses. */
const CONTENT = join(import.meta.dirname, "../../content");

export const markdownFiles = (collection: string) => readdirSync(join(CONTENT, collection)).filter((file) => file.endsWith(".md"));

export const jsonEntries = <T = Record<string, unknown>>(file: string) => JSON.parse(readFileSync(join(CONTENT, file), "utf8")) as T[];
