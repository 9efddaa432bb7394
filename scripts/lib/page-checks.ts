/**
 * The checks of the built pages, as one report: prices (a figure no rate-card line produces, an entry price that is
 * not its family's one, a payment-stage share that is none), copy seams, and pictures on too many pages. The build
 * runs them on what it wrote (`src/integrations/page-checks.ts`), so a bad price fails the web editor's Publish;
 * `npm run check:pages` runs them again on an existing `dist/`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { site } from "../../src/config/site";
import { closestMatch } from "../../src/content-rules/suggest";
import { ARTWORK_KEYS } from "../../src/config/artwork";
import { localeOfPath } from "../../src/i18n/locales";
import { rateCard } from "../../src/lib/pricing/card";
import { priceLines } from "../../src/lib/pricing/lines";
import { BUDGET_BANDS } from "../../src/lib/projects";
import { artworkPages, htmlFiles, MAX_PAGES_PER_PICTURE, overused } from "./artwork-use";
import { checkText, type CopyProblem } from "./copy-check";
import { readPage } from "./page-text";
import { otherAmounts, priceProblems, rateCardAmounts, type PriceProblem } from "./price-check";

export interface PageReport {
  pages: number;
  prices: PriceProblem[];
  copy: CopyProblem[];
  pictures: { name: string; pages: string[] }[];
  links: LinkProblem[];
}

/** A link to an address on the site that no page answers, with the closest address that does. */
export interface LinkProblem {
  page: string;
  href: string;
  meant?: string;
}

/** Addresses served by something other than a built page: the functions, the web editor, the staff pages. */
const NOT_PAGES = /^\/(?:api|cms|admin|_astro|og|artwork|fonts)(?:\/|$)/;

/** The site's address of a built file: index.html → /, ta/adyar.html → /ta/adyar. */
const addressOf = (page: string) => `/${page.replace(/(?:^|\/)index\.html$/, "").replace(/\.html$/, "")}`;

/** Links between pages that lead nowhere: a misspelt `related` address or a link in a page's text. */
export function brokenLinks(htmls: Map<string, string>, served: Set<string>): LinkProblem[] {
  const problems: LinkProblem[] = [];
  const addresses = [...served];
  for (const [page, html] of htmls) {
    for (const match of html.matchAll(/<a\b[^>]*?\shref="(\/[^"#?]*)/g)) {
      const href = match[1]!.replace(/\/$/, "") || "/";
      if (NOT_PAGES.test(href) || served.has(href)) continue;
      problems.push({ page, href, meant: closestMatch(href, addresses) });
    }
  }
  return problems;
}

/** Staff and editor pages quote no prices to visitors. */
const visitorPage = (page: string) => !page.startsWith("admin") && !page.startsWith("cms");

/**
 * For a built page, the city it is the guide of (a city guide names its city in its address:
 * /interior-design-coimbatore, /ta/interior-design-coimbatore) and the other cities it must not talk about.
 */
function cityGuides(root: string): (page: string) => { city?: { slug: string; name: string }; others?: string[] } {
  const cities = (JSON.parse(readFileSync(join(root, "content/cities.json"), "utf8")) as { slug: string; name: string }[]).map((city) => ({
    slug: city.slug,
    name: city.name,
  }));
  return (page) => {
    const city = cities.find((c) => page.replace(/^ta\//, "") === `interior-design-${c.slug}.html`);
    return { city, others: city && cities.filter((c) => c !== city).map((c) => c.name) };
  };
}

/** Every amount a page may print: the rate card's, the TV catalogue's, the case studies' and the budget bands. */
function knownAmounts(root: string): Set<number> {
  const projectsDir = join(root, "content/projects");
  const amounts = rateCardAmounts(rateCard);
  for (const amount of otherAmounts(
    root,
    readdirSync(projectsDir).map((name) => join(projectsDir, name)),
  )) {
    amounts.add(amount);
  }
  for (const band of BUDGET_BANDS) if (Number.isFinite(band.below)) amounts.add(band.below);
  return amounts;
}

export function checkBuiltPages(root: string, dist: string): PageReport {
  const amounts = knownAmounts(root);

  const cityOf = cityGuides(root);
  const linesOf = new Map<string | undefined, ReturnType<typeof priceLines>>();
  const lines = (city?: string) => linesOf.get(city) ?? linesOf.set(city, priceLines(rateCard, city)).get(city)!;

  const prices: PriceProblem[] = [];
  const copy: CopyProblem[] = [];
  // Each page is read and parsed once for all the checks.
  const htmls = new Map<string, string>();
  const files = htmlFiles(dist).filter((file) => visitorPage(relative(dist, file)));
  for (const file of files) {
    const page = relative(dist, file).replaceAll("\\", "/");
    const html = readFileSync(file, "utf8");
    htmls.set(page, html);
    const text = readPage(html);
    const { city, others } = cityOf(page);
    prices.push(...priceProblems(page, text, amounts, { lines: lines(city?.name), locale: localeOfPath(`/${page}`) }));
    copy.push(...checkText(page, text, { brand: site.brand, otherCities: others }));
  }
  const read = (page: string) => htmls.get(page) ?? readFileSync(join(dist, page), "utf8");
  const served = new Set(htmlFiles(dist).map((file) => addressOf(relative(dist, file).replaceAll("\\", "/"))));
  return {
    pages: files.length,
    prices,
    copy,
    pictures: overused(artworkPages(dist, ARTWORK_KEYS, read)),
    links: brokenLinks(htmls, served),
  };
}

/** The price and copy checks of one page, as `astro dev` renders it: the warnings shown over the page. */
let dev: { amounts: Set<number>; cityOf: ReturnType<typeof cityGuides> } | undefined;
export function pageCheckWarnings(path: string, html: string, root = process.cwd()): string[] {
  dev ??= { amounts: knownAmounts(root), cityOf: cityGuides(root) };
  const page = `${path.replace(/^\//, "") || "index"}.html`;
  const text = readPage(html);
  const { city, others } = dev.cityOf(page);
  const prices = priceProblems(page, text, dev.amounts, { lines: priceLines(rateCard, city?.name), locale: localeOfPath(path) });
  const copy = checkText(page, text, { brand: site.brand, otherCities: others });
  return [...prices.map((p) => `${p.figure} — in “${p.context}”`), ...copy.map((p) => `${p.rule} — in “${p.context}”`)];
}

const listed = <T>(list: T[], line: (item: T) => string, most = 200) =>
  list
    .slice(0, most)
    .map((item) => `  - ${line(item)}`)
    .join("\n") + (list.length > most ? `\n  … and ${list.length - most} more` : "");

/** The report in plain words, each part with what to do; empty when every check passed. */
export function describeReport(report: PageReport): string {
  const parts: string[] = [];
  if (report.prices.length) {
    parts.push(
      `Prices: ${report.prices.length} problem(s). Every price on a page is a rate-card line's token ({price:line-id}), and a "from" price is its product's one entry price:\n` +
        listed(report.prices, (p) => `${p.page}: ${p.figure} — in “${p.context}”`),
    );
  }
  if (report.copy.length)
    parts.push(`Copy: ${report.copy.length} problem(s):\n` + listed(report.copy, (p) => `${p.page}: ${p.rule} — in “${p.context}”`));
  if (report.links.length) {
    parts.push(
      `Links: ${report.links.length} link(s) to an address no page answers (a "related" address or a link in a page's text):\n` +
        listed(report.links, (l) => `${l.page}: ${l.href}${l.meant ? ` — did you mean ${l.meant}?` : ""}`),
    );
  }
  if (report.pictures.length) {
    parts.push(
      `Pictures: ${report.pictures.length} picture(s) on more than ${MAX_PAGES_PER_PICTURE} pages; give some of those pages another picture (heroImage, gallery or image):\n` +
        listed(
          report.pictures,
          ({ name, pages }) => `${name}: ${pages.length} pages (${pages.slice(0, 5).join(", ")}${pages.length > 5 ? ", …" : ""})`,
        ),
    );
  }
  return parts.length ? `${parts.join("\n\n")}\n\nThe editor's guide, content/README.md, explains each check.` : "";
}
