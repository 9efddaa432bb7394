/**
 * Which pages have a Tamil edition, by their English address, read from the Tamil pages themselves: every file in
 * src/pages/ta/ is one page, or, with `[name]` in its name, the pages its `getStaticPaths` makes. So the language
 * switcher, hreflang links, links between pages and the sitemap never point at a page that was not built, and a new
 * Tamil page needs no list updated.
 */
import { CITY_GUIDES } from "../lib/city-guides";
import { addressesOfTamilFile, type PageModule } from "./page-files";
import { tamilIds } from "./content";
import { basePath, localePath, type Locale } from "./locales";
import { routes } from "../lib/routes";

/** The Tamil page files, loaded only when the list is first asked for: those pages import this module. */
const TAMIL_PAGE_FILES = import.meta.glob<PageModule>("../pages/ta/**/*.astro");

/** City guides in Tamil: those of the guides whose city has a Tamil entry. */
export async function tamilCityGuides(): Promise<string[]> {
  const cities = await tamilIds("cities");
  return CITY_GUIDES.filter((city) => cities.has(city));
}

let pages: Promise<Set<string>> | undefined;

/** The English addresses of every page that has a Tamil edition. */
export function tamilPages(): Promise<Set<string>> {
  pages ??= Promise.all(Object.entries(TAMIL_PAGE_FILES).map(([file, load]) => addressesOfTamilFile(file, load))).then(
    (addresses) => new Set(addresses.flat()),
  );
  return pages;
}

/** The page's address in `locale`, or undefined when the page has no edition in that language. */
export async function editionPath(path: string, locale: Locale): Promise<string | undefined> {
  const base = basePath(path);
  if (locale === "en") return base;
  return (await tamilPages()).has(base) ? localePath(base, locale) : undefined;
}

/**
 * Where a link on a page in `locale` should go: the linked page's edition in that language when it has one, else
 * the English page (`english` tells the link to say so).
 */
export async function localHref(path: string, locale: Locale): Promise<{ href: string; english: boolean }> {
  const [address, hash = ""] = path.split("#");
  const found = await editionPath(address!, locale);
  return { href: `${found ?? address}${hash ? `#${hash}` : ""}`, english: found === undefined };
}

/** Sections whose pages fall back to a translated section page, for the language switcher. */
const NEAREST: [RegExp, string][] = [
  [/^\/price-estimator/, routes.estimator()],
  [/^\/projects(\/|$)/, routes.projects()],
  [/^\/services(\/|$)/, routes.services()],
  [/^\/interior-design(ers)?-/, routes.neighbourhood("chennai")],
  [/^\/experience-centres(\/|$)/, routes.contact()],
];

/** The nearest page with a Tamil edition, for an English page that has none. */
export async function nearestTamil(path: string): Promise<string> {
  const found = await editionPath(path, "ta");
  if (found) return found;
  const section = NEAREST.find(([pattern]) => pattern.test(basePath(path)))?.[1] ?? "/";
  return localePath(section, "ta");
}

/** Breadcrumbs for a page in `locale`: each step links to its edition in that language when it has one. */
export function localCrumbs<C extends { path: string }>(crumbs: C[], locale: Locale): Promise<C[]> {
  return Promise.all(crumbs.map(async (crumb) => ({ ...crumb, path: (await localHref(crumb.path, locale)).href })));
}
