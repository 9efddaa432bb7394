/**
 * A small HTML tokenizer for reading the site's own built pages (well-formed,
 * as Astro writes them): tags with their attributes, and text. It is not a
 * browser parser: no tree building or error recovery beyond skipping what it
 * does not understand.
 */

export interface HtmlVisitor {
  /** A start tag; names are lower-cased, attribute values decoded. */
  start?: (name: string, attributes: Record<string, string>) => void;
  end?: (name: string) => void;
  /** Text between tags, entities decoded. Script and style contents come through `raw`. */
  text?: (text: string) => void;
  raw?: (name: string, content: string) => void;
}

const RAW_TEXT = new Set(["script", "style"]);
const ESCAPABLE_RAW_TEXT = new Set(["title", "textarea"]);
const CLOSERS: Record<string, RegExp> = Object.fromEntries(
  [...RAW_TEXT, ...ESCAPABLE_RAW_TEXT].map((name) => [name, new RegExp(`</${name}`, "gi")]),
);
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  hellip: "…",
  middot: "·",
  bull: "•",
  copy: "©",
  reg: "®",
  trade: "™",
  times: "×",
  rarr: "→",
  larr: "←",
  deg: "°",
  rupee: "₹",
};

export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});?/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    const name = match[1]!.toLowerCase();
    if (!(name in attributes)) attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/** Walks the document once, calling the visitor for each tag and run of text. */
export function walkHtml(html: string, visitor: HtmlVisitor): void {
  const length = html.length;
  let at = 0;
  while (at < length) {
    const open = html.indexOf("<", at);
    if (open === -1) {
      visitor.text?.(decodeEntities(html.slice(at)));
      break;
    }
    if (open > at) visitor.text?.(decodeEntities(html.slice(at, open)));
    const next = html[open + 1];
    if (html.startsWith("<!--", open)) {
      const close = html.indexOf("-->", open + 4);
      at = close === -1 ? length : close + 3;
    } else if (next === "!" || next === "?") {
      const close = html.indexOf(">", open);
      at = close === -1 ? length : close + 1;
    } else if (next === "/") {
      const close = html.indexOf(">", open);
      if (close === -1) break;
      const name = /^[a-zA-Z][\w:-]*/.exec(html.slice(open + 2, close))?.[0];
      if (name) visitor.end?.(name.toLowerCase());
      at = close + 1;
    } else if (next && /[a-zA-Z]/.test(next)) {
      const close = tagEnd(html, open);
      const inside = html.slice(open + 1, close);
      const name = /^[a-zA-Z][\w:-]*/.exec(inside)![0].toLowerCase();
      const selfClosing = inside.endsWith("/");
      visitor.start?.(name, parseAttributes(inside.slice(name.length, selfClosing ? -1 : undefined)));
      at = close + 1;
      if (selfClosing || VOID.has(name)) {
        if (selfClosing && !VOID.has(name)) visitor.end?.(name);
      } else if (RAW_TEXT.has(name) || ESCAPABLE_RAW_TEXT.has(name)) {
        const closer = CLOSERS[name]!;
        closer.lastIndex = at;
        const contentEnd = closer.exec(html)?.index ?? length;
        const content = html.slice(at, contentEnd);
        if (RAW_TEXT.has(name)) visitor.raw?.(name, content);
        else visitor.text?.(decodeEntities(content));
        visitor.end?.(name);
        const closeEnd = html.indexOf(">", contentEnd);
        at = closeEnd === -1 ? length : closeEnd + 1;
      }
    } else {
      visitor.text?.("<");
      at = open + 1;
    }
  }
}

/** The `>` that ends a start tag, skipping any inside quoted attribute values. */
function tagEnd(html: string, from: number): number {
  let quote = "";
  for (let at = from + 1; at < html.length; at++) {
    const char = html[at];
    if (quote) {
      if (char === quote) quote = "";
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === ">") {
      return at;
    }
  }
  return html.length;
}
