/**
 * The experience centres' localities in a page's language. Centres have no Tamil edition of their own: a centre's
 * locality in Tamil is the Tamil name of the neighbourhood of the same id where it has one, else the centre's own.
 */
import { getCollection } from "astro:content";
import { localizeAll, tamilIds } from "./content";
import type { Locale } from "./locales";

export async function centreLocalities(locale: Locale): Promise<Map<string, string>> {
  const centres = await getCollection("centres");
  const localities = new Map(centres.map((centre) => [centre.id, centre.data.locality]));
  if (locale === "en") return localities;
  const translated = await tamilIds("areas");
  const areas = await getCollection("areas", (area) => localities.has(area.id) && translated.has(area.id));
  for (const area of await localizeAll(areas, locale)) localities.set(area.id, area.data.name);
  return localities;
}
