/**
 * What a built page makes the browser download before the visitor interacts:
 * its HTML, its stylesheets, and the JavaScript that runs on load — module
 * scripts, inline scripts, and islands hydrated on load or idle with all the
 * chunks they import. Islands that wait for visibility, interaction or intent
 * are not counted: they load later.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface PageWeight {
  html: Size;
  css: Size;
  js: Size;
  jsFiles: string[];
}

export function sizeOf(content: string | Buffer): Size {
  const buffer = typeof content === "string" ? Buffer.from(content) : content;
  return { raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length, brotli: brotliCompressSync(buffer).length };
}

const sum = (sizes: Size[]): Size =>
  sizes.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { raw: 0, gzip: 0, brotli: 0 });

const EAGER_DIRECTIVES = new Set(["load", "idle"]);

export function pageWeight(dist: string, htmlFile: string): PageWeight {
  const html = readFileSync(htmlFile, "utf8");
  const read = (url: string) => readFileSync(join(dist, url.split("?")[0]!));

  const cssUrls = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  const css = sum([...cssUrls.map((url) => sizeOf(read(url))), ...inlineCss.map(sizeOf)]);

  const entries = new Set<string>([...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!));
  for (const island of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const tag = island[0];
    const directive = /\bclient="([^"]+)"/.exec(tag)?.[1];
    if (!directive || !EAGER_DIRECTIVES.has(directive)) continue;
    for (const attr of ["component-url", "renderer-url"]) {
      const url = new RegExp(`${attr}="([^"]+)"`).exec(tag)?.[1];
      if (url) entries.add(url);
    }
  }
  // Follow static imports between chunks.
  const files = new Set<string>();
  const visit = (url: string) => {
    if (files.has(url)) return;
    files.add(url);
    const code = read(url).toString();
    for (const m of code.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      visit(new URL(m[1]!, `http://x${url}`).pathname);
    }
  };
  entries.forEach(visit);
  const inlineJs = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  const js = sum([...[...files].map((url) => sizeOf(read(url))), ...inlineJs.filter((code) => code.trim()).map(sizeOf)]);

  return { html: sizeOf(html), css, js, jsFiles: [...files] };
}
