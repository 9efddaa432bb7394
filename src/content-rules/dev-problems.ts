/**
 * The content problems `astro dev` currently knows of, shared between the content loaders and the dev server's
 * middleware and integration. They run in separate module graphs of one process, so the list lives on `globalThis`.
 */
import { contentError, type Problem } from "./problems";

interface Board {
  root: string;
  byCollection: Map<string, Problem[]>;
  listeners: Set<() => void>;
  /** What the build's page checks would say of each page last rendered, by its address: shown as warnings. */
  pages?: Map<string, string[]>;
}

const KEY = Symbol.for("site.content-problems");
const board: Board = ((globalThis as Record<symbol, Board | undefined>)[KEY] ??= {
  root: "",
  byCollection: new Map(),
  listeners: new Set(),
});
// A board made before this field existed (a module reloaded in the same process) gains it here.
const pages = (board.pages ??= new Map<string, string[]>());

/** Records what the page checks found on the page at `path` as `astro dev` rendered it. */
export function publishPageWarnings(path: string, warnings: string[]): void {
  if (warnings.length) pages.set(path, warnings);
  else pages.delete(path);
}

/** The page checks' findings on the page at `path`, last time it was rendered. */
export const pageWarnings = (path: string): string[] => pages.get(path) ?? [];

export function publishProblems(collection: string, problems: Problem[], root: string): void {
  const before = JSON.stringify(board.byCollection.get(collection) ?? []);
  board.root = root;
  if (problems.length) board.byCollection.set(collection, problems);
  else board.byCollection.delete(collection);
  if (JSON.stringify(problems) !== before) for (const listener of board.listeners) listener();
}

/** The error to show in the browser while content has problems, else undefined. */
export function currentContentError() {
  const problems = [...board.byCollection.values()].flat();
  return problems.length ? contentError(problems, board.root) : undefined;
}

/** Calls `listener` whenever the list changes; returns the unsubscribe function. */
export function onProblemsChange(listener: () => void): () => void {
  board.listeners.add(listener);
  return () => board.listeners.delete(listener);
}
