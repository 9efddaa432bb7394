import { getCollection } from "astro:content";
import { buildPassages } from "../../server/chat/passages";

/**
 * What server code needs from the content layer, worked out once per build:
 * the chat's passages and the rows the database seed loads. The functions
 * cannot read `content/` (their bundles do not carry it), so they import the
 * file this becomes instead.
 */
export async function collectServerContent() {
  const [faqs, services, servicePages, projects, testimonials, centres, states, cities, areas, processSteps] = await Promise.all([
    getCollection("faqs"),
    getCollection("services"),
    getCollection("servicePages"),
    getCollection("projects"),
    getCollection("testimonials"),
    getCollection("centres"),
    getCollection("states"),
    getCollection("cities"),
    getCollection("areas"),
    getCollection("processSteps"),
  ]);
  const place = <
    T extends { name: string; active: boolean; description: string; metaTitle: string; metaDescription: string; heroImage: string },
  >(
    data: T,
  ) => ({
    name: data.name,
    active: data.active,
    description: data.description,
    metaTitle: data.metaTitle,
    metaDescription: data.metaDescription,
    heroImage: data.heroImage,
  });
  return {
    passages: buildPassages({ faqs, services, servicePages, cities, areas, centres, processSteps }),
    services: services.map(({ id, data }) => ({
      id,
      title: data.title,
      description: data.description,
      image: data.image,
      order: data.order,
    })),
    projects: projects.map(({ id, data }) => ({
      id,
      title: data.title,
      location: data.location,
      category: data.category,
      image: data.image,
      active: data.active,
    })),
    testimonials: testimonials.map(({ data }) => data),
    states: states.map(({ id, data }) => ({ id, ...place(data), code: data.code })),
    cities: cities.map(({ id, data }) => ({ id, ...place(data), state: data.state.id, tier: data.tier })),
    areas: areas.map(({ id, data }) => ({ id, ...place(data), city: data.city.id, pincode: data.pincode })),
  };
}

export type ServerContent = Awaited<ReturnType<typeof collectServerContent>>;
