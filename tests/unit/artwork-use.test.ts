import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { artworkPages, MAX_PAGES_PER_PICTURE, overused } from "../../scripts/lib/artwork-use";
import { scratchFolder } from "../support/scratch";

const NAMES = ["wardrobe", "wardrobe-oak", "study"];

function dist(pages: Record<string, string>): string {
  const dir = scratchFolder("artwork-use-");
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), html);
  }
  return dir;
}

it("counts a picture once per page, whatever sizes and formats the page uses, and tells names apart", () => {
  const pages = artworkPages(
    dist({
      "a.html": `<img src="/_astro/wardrobe.AbC_12.webp" srcset="/_astro/wardrobe.AbC_34.webp 360w, /_astro/wardrobe.AbC_56.avif 720w">`,
      "b/c.html": `<button data-lightbox="/_astro/wardrobe-oak.Xy9.webp"></button><img src="/artwork/study.jpg">`,
      "d.html": `<img src="/_astro/unknown.Q1.jpg"><img src="/_astro/study.Zz_9.jpg">`,
      "e.html": `<p>No pictures here.</p>`,
    }),
    NAMES,
  );
  expect(Object.fromEntries(pages)).toEqual({ wardrobe: ["a.html"], "wardrobe-oak": ["b/c.html"], study: ["b/c.html", "d.html"] });
});

it(`flags a picture planted on more than ${MAX_PAGES_PER_PICTURE} pages, and only that one`, () => {
  const planted: Record<string, string> = {};
  for (let i = 0; i < MAX_PAGES_PER_PICTURE + 1; i++) planted[`area-${i}.html`] = `<img src="/_astro/wardrobe.h${i}.webp">`;
  for (let i = 0; i < MAX_PAGES_PER_PICTURE; i++) planted[`city-${i}.html`] = `<img src="/_astro/study.h${i}.webp">`;
  const over = overused(artworkPages(dist(planted), NAMES));
  expect(over.map(({ name, pages }) => [name, pages.length])).toEqual([["wardrobe", MAX_PAGES_PER_PICTURE + 1]]);
});

it("counts a page and its Tamil edition as one page", () => {
  const pages = artworkPages(
    dist({
      "interior-designers-adyar.html": `<img src="/_astro/wardrobe.A1.webp">`,
      "ta/interior-designers-adyar.html": `<img src="/_astro/wardrobe.A1.webp">`,
      "index.html": `<img src="/_astro/study.B2.webp">`,
      "ta.html": `<img src="/_astro/study.B2.webp">`,
    }),
    NAMES,
  );
  expect(Object.fromEntries(pages)).toEqual({ wardrobe: ["interior-designers-adyar.html"], study: ["index.html"] });
});
