/**
 * Case studies with their references resolved: the neighbourhood or city
 * they are in, the designer who led them and the owners' review. Every page
 * that lists projects reads them from here.
 */
import { getCollection, type CollectionEntry } from "astro:content";
import { budgetBand, distanceKm, projectRooms, type BudgetBand, type LatLng } from "./projects";
import type { RoomId } from "./pricing/rate-card";
import { localizeAll } from "../i18n/content";
import type { Locale } from "../i18n/locales";
import { routes } from "./routes";

export type Designer = CollectionEntry<"designers">;
export type Testimonial = CollectionEntry<"testimonials">;
type Project = CollectionEntry<"projects">;

/** Where a review can be read: at its source when it has a public address, else on /about. */
export const reviewHref = (review: Testimonial) => review.data.sourceUrl ?? routes.review(review.id);

export interface CaseStudy {
  entry: Project;
  slug: string;
  /** The neighbourhood page it links to, when it has one. */
  area?: CollectionEntry<"areas">;
  city: CollectionEntry<"cities">;
  /** Where the project is, for distances; the city's own position stands in for work outside the neighbourhood list. */
  position?: LatLng;
  localityHref: string;
  designer: Designer;
  review?: Testimonial;
  band: BudgetBand;
  rooms: RoomId[];
}

const cached = new Map<Locale, Promise<CaseStudy[]>>();

/** Every active case study, newest first, in the words of `locale` where the entries have them. */
export function caseStudies(locale: Locale = "en"): Promise<CaseStudy[]> {
  if (!cached.has(locale)) cached.set(locale, load(locale));
  return cached.get(locale)!;
}

async function load(locale: Locale): Promise<CaseStudy[]> {
  const [projects, areas, cities, designers, testimonials] = await Promise.all([
    getCollection("projects", ({ data }) => data.active).then((entries) => localizeAll(entries, locale)),
    getCollection("areas").then((entries) => localizeAll(entries, locale)),
    getCollection("cities").then((entries) => localizeAll(entries, locale)),
    getCollection("designers").then((entries) => localizeAll(entries, locale)),
    getCollection("testimonials"),
  ]);
  const byId = <T extends { id: string }>(list: T[], id: string, what: string): T => {
    const found = list.find((item) => item.id === id);
    if (!found) throw new Error(`Unknown ${what} "${id}"`);
    return found;
  };
  return projects
    .map((entry): CaseStudy => {
      const { data } = entry;
      const area = data.area ? byId(areas, data.area.id, "area") : undefined;
      const city = byId(cities, area?.data.city.id ?? data.city!.id, "city");
      return {
        entry,
        slug: entry.id,
        area,
        city,
        position: area ? { latitude: area.data.latitude, longitude: area.data.longitude } : undefined,
        localityHref: routes.neighbourhood(area?.id ?? city.id),
        designer: byId(designers, data.designer.id, "designer"),
        review: testimonials.find((review) => review.data.project?.id === entry.id),
        band: budgetBand(data.budget.finalCost),
        rooms: projectRooms(data),
      };
    })
    .sort((a, b) => b.entry.data.completed.localeCompare(a.entry.data.completed) || a.entry.data.title.localeCompare(b.entry.data.title));
}

export interface NearbyCaseStudy extends CaseStudy {
  km: number;
}

/**
 * The work to show on a neighbourhood page: projects in the neighbourhood
 * itself, then the nearest others in the same city, each with its distance.
 */
export function nearestCaseStudies(
  place: { id: string; data: { latitude: number; longitude: number; city: { id: string } } },
  studies: CaseStudy[],
  limit = 3,
): NearbyCaseStudy[] {
  return studies
    .filter((study) => study.position && study.city.id === place.data.city.id)
    .map((study) => ({ ...study, km: study.area?.id === place.id ? 0 : distanceKm(place.data, study.position!) }))
    .sort((a, b) => a.km - b.km || a.entry.data.title.localeCompare(b.entry.data.title))
    .slice(0, limit);
}
