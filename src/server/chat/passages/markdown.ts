/** Markdown to plain prose; list items get a full stop so answers can be cut at sentence boundaries. */
export function stripMarkdown(markdown: string): string {
  return markdown
    .split(/\r?\n/)
    .map((line) => {
      let text = line
        .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
        .replace(/(\*\*|__)(.+?)\1/g, "$2")
        .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, "$1$2")
        .replace(/`([^`]*)`/g, "$1")
        .replace(/^\s*#{1,6}\s+/, "")
        .replace(/^\s*>\s?/, "")
        .trim();
      const isListItem = /^([-*+]|\d+[.)])\s+/.test(text);
      text = text.replace(/^([-*+]|\d+[.)])\s+/, "");
      if (isListItem && text && !/[.!?:;]$/.test(text)) text += ".";
      return text;
    })
    .filter(Boolean)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Splits a Markdown body at its `##` headings; text before the first heading is returned with an empty heading. */
export function sections(body: string): { heading: string; text: string }[] {
  const result: { heading: string; text: string }[] = [];
  let heading = "";
  let lines: string[] = [];
  const flush = () => {
    const text = stripMarkdown(lines.join("\n"));
    if (text) result.push({ heading, text });
  };
  for (const line of body.split(/\r?\n/)) {
    const match = /^##\s+(.+?)\s*#*\s*$/.exec(line);
    if (match && !line.startsWith("###")) {
      flush();
      heading = match[1]!;
      lines = [];
    } else {
      lines.push(line);
    }
  }
  flush();
  return result;
}

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** "a, b and c" */
export const listInWords = (parts: string[]) =>
  parts.length < 2 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
