/**
 * `npm run lint` (after ESLint): fails on a circle of relative imports, type-only imports included. ESLint's
 * import-x/no-cycle (eslint.config.js) catches circles of value and lazy imports as you type, but passes over
 * `import type`, and a circle closed by one still ties the modules together (the i18n catalogue's was). Reads each
 * file's imports with TypeScript's own pre-processor, so comments and strings never count.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

const root = resolve(import.meta.dirname, "..");
const FOLDERS = ["src", "functions", "scripts", "tests"];
const EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".js", ".astro"];
const SKIPPED = new Set(["node_modules", "generated"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(path);
    return EXTENSIONS.some((extension) => entry.name.endsWith(extension)) ? [path] : [];
  });
}

const files = new Set(FOLDERS.flatMap((folder) => sourceFiles(join(root, folder))));

/** The file a relative specifier names, as the bundlers resolve it. */
function target(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => join(base, `index${extension}`)),
  ];
  return candidates.find((candidate) => files.has(candidate));
}

/** An .astro file's imports are in its frontmatter and scripts; the pre-processor reads the whole text as code. */
const imports = new Map(
  [...files].map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const found = importedFiles.flatMap(({ fileName }) => (fileName.startsWith(".") ? [target(file, fileName)] : [])).filter(Boolean);
    return [file, found as string[]];
  }),
);

// Depth-first search; a file met again while still on the path closes a circle.
const state = new Map<string, "open" | "done">();
const circles: string[][] = [];
function visit(file: string, path: string[]): void {
  state.set(file, "open");
  for (const next of imports.get(file) ?? []) {
    if (state.get(next) === "open") circles.push([...path.slice(path.indexOf(next)), next]);
    else if (!state.has(next)) visit(next, [...path, next]);
  }
  state.set(file, "done");
}
for (const file of files) if (!state.has(file)) visit(file, [file]);

if (circles.length > 0) {
  console.error(`${circles.length} import circle(s), type imports included:`);
  for (const circle of circles) console.error(`  ${circle.map((file) => relative(root, file)).join(" → ")}`);
  process.exit(1);
}
console.log(`No import circle among ${files.size} files.`);
