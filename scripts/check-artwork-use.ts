/**
 * Fails when one picture stands on too many built pages: the same drawing on
 * every neighbourhood page reads as a studio with one photo. Run after the build.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { ARTWORK_KEYS } from "../src/config/artwork";
import { artworkPages, MAX_PAGES_PER_PICTURE, overused } from "./lib/artwork-use";

const dist = resolve(import.meta.dirname, "../dist");
if (!existsSync(dist)) {
  console.error("dist/ is missing: run npm run build first.");
  process.exit(1);
}
const pages = artworkPages(dist, ARTWORK_KEYS);
const counts = [...pages].map(([name, list]) => [name, list.length] as const).sort((a, b) => b[1] - a[1]);
console.log(
  `${pages.size} pictures on the built pages; most used: ${counts
    .slice(0, 5)
    .map(([n, c]) => `${n} (${c})`)
    .join(", ")}`,
);
const over = overused(pages);
if (over.length) {
  console.error(
    `\nPictures on more than ${MAX_PAGES_PER_PICTURE} pages:\n` +
      over
        .map(({ name, pages: list }) => `- ${name}: ${list.length} pages (${list.slice(0, 5).join(", ")}${list.length > 5 ? ", …" : ""})`)
        .join("\n") +
      "\nGive some of those pages another picture (content/ heroImage, gallery or image fields).",
  );
  process.exit(1);
}
console.log(`No picture is on more than ${MAX_PAGES_PER_PICTURE} pages.`);
