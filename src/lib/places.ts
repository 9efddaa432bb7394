import { getCollection, type CollectionEntry } from "astro:content";

export type Area = CollectionEntry<"areas">;
export type City = CollectionEntry<"cities">;
export type Project = CollectionEntry<"projects">;

export const ZONES = ["Central Chennai", "South Chennai", "West Chennai", "North Chennai", "OMR & ECR", "Suburbs"] as const;

export const designersPath = (slug: string) => `/interior-designers-${slug}`;

export async function activeAreas(): Promise<Area[]> {
  return (await getCollection("areas", ({ data }) => data.active)).sort((a, b) => a.data.name.localeCompare(b.data.name));
}

export function groupByZone(areas: Area[]): { zone: string; areas: Area[] }[] {
  return ZONES.map((zone) => ({ zone, areas: areas.filter((area) => area.data.zone === zone) })).filter((group) => group.areas.length);
}

/**
 * Projects to show on a neighbourhood page: those in the area itself, then in
 * its nearby areas, then elsewhere in the same zone, then featured work.
 */
export function nearestProjects(area: Area, areas: Area[], projects: Project[], limit = 3): Project[] {
  const zoneOf = new Map(areas.map((a) => [a.id, a.data.zone]));
  const nearby = new Set(area.data.nearby.map((ref) => ref.id));
  const rank = (project: Project) => {
    const where = project.data.area?.id;
    if (where === area.id) return 0;
    if (where && nearby.has(where)) return 1;
    if (where && zoneOf.get(where) === area.data.zone) return 2;
    return project.data.featured ? 3 : 4;
  };
  return projects
    .filter((project) => project.data.active)
    .map((project) => ({ project, rank: rank(project) }))
    .sort((a, b) => a.rank - b.rank || a.project.data.title.localeCompare(b.project.data.title))
    .slice(0, limit)
    .map(({ project }) => project);
}
