/**
 * What a visitor reads on a built page, for the copy and price checks: its title, its description, and its text in
 * blocks (a paragraph, a list item, a table cell…), each marked with whether it stands in `<main>` and in a link.
 */
import { Parser } from "htmlparser2";

export interface TextBlock {
  text: string;
  inMain: boolean;
  inLink: boolean;
}

export interface PageText {
  title: string;
  description: string;
  blocks: TextBlock[];
}

/** Never read as text: code, styles, and markup the browser does not show. */
const HIDDEN = new Set(["script", "style", "noscript", "template", "svg"]);
/** Elements whose end closes a block of text. */
const BLOCK = new Set([
  ..."p div section article aside header footer nav main li ul ol dl dt dd table tr td th caption figcaption".split(" "),
  ..."h1 h2 h3 h4 h5 h6 label button summary details blockquote option legend form fieldset a br".split(" "),
]);

export function readPage(html: string): PageText {
  const blocks: TextBlock[] = [];
  let title = "";
  let description = "";
  let inTitle = false;
  let hidden = 0;
  let main = 0;
  let link = 0;
  let current = "";
  const flush = () => {
    const text = current.replace(/\s+/g, " ").trim();
    if (text) blocks.push({ text, inMain: main > 0, inLink: link > 0 });
    current = "";
  };
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (HIDDEN.has(name)) hidden++;
        if (name === "title") inTitle = true;
        if (name === "meta" && attrs.name === "description") description = attrs.content ?? "";
        if (BLOCK.has(name)) flush();
        if (name === "main") main++;
        if (name === "a") link++;
      },
      ontext(text) {
        if (inTitle) title += text;
        else if (!hidden) current += text;
      },
      onclosetag(name) {
        if (BLOCK.has(name)) flush();
        if (HIDDEN.has(name)) hidden--;
        if (name === "title") inTitle = false;
        if (name === "main") main--;
        if (name === "a") link--;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return { title: title.trim(), description, blocks };
}
