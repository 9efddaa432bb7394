import { getCollection, type CollectionEntry } from "astro:content";
import { ZONES, type Zone } from "./zones";

export type Area = CollectionEntry<"areas">;
export type City = CollectionEntry<"cities">;
export type Project = CollectionEntry<"projects">;

/** The pages /interior-designers-{slug}: one per active city and per active neighbourhood. */
export async function placePaths() {
  const cities = await getCollection("cities", ({ data }) => data.active);
  const areas = await activeAreas();
  return [
    ...cities.map((city) => ({ params: { place: city.id }, props: { kind: "city" as const, city } })),
    ...areas.map((area) => ({ params: { place: area.id }, props: { kind: "area" as const, area } })),
  ];
}

export async function activeAreas(): Promise<Area[]> {
  return (await getCollection("areas", ({ data }) => data.active)).sort((a, b) => a.data.name.localeCompare(b.data.name));
}

export function groupByZone(areas: Area[]): { zone: Zone; areas: Area[] }[] {
  return ZONES.map((zone) => ({ zone, areas: areas.filter((area) => area.data.zone === zone) })).filter((group) => group.areas.length);
}

/**
 * Projects in a city, featured first: those in one of its areas, and work
 * outside the area list whose location names the city ("RS Puram, Coimbatore").
 */
export function cityProjects(city: City, areas: Area[], projects: Project[], limit = 3): Project[] {
  const cityOf = new Map(areas.map((a) => [a.id, a.data.city.id]));
  const inCity = (project: Project) =>
    project.data.area ? cityOf.get(project.data.area.id) === city.id : project.data.location.split(",").at(-1)?.trim() === city.data.name;
  return projects
    .filter((project) => project.data.active && inCity(project))
    .sort((a, b) => Number(b.data.featured) - Number(a.data.featured) || a.data.title.localeCompare(b.data.title))
    .slice(0, limit);
}
