/**
 * Fails when a built page breaks HTML's content model (what may contain what, in which order, with which attributes),
 * as html-validate reads it, or lacks the alt text of its sharing image. Run after the build.
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { htmlProblems } from "./lib/html-check";

const dist = resolve(import.meta.dirname, "../dist");
if (!existsSync(dist)) {
  console.error("dist/ is missing: run npm run build first.");
  process.exit(1);
}
const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith(".html"));
const problems = (await Promise.all(files.map(async (file) => htmlProblems(await readFile(join(dist, file), "utf8"), file)))).flat();
if (problems.length) {
  console.error(`${problems.length} markup problems on the built pages:\n${problems.slice(0, 50).join("\n")}`);
  if (problems.length > 50) console.error(`… and ${problems.length - 50} more.`);
  process.exit(1);
}
console.log(`${files.length} built pages pass html-validate's content-model rules.`);
