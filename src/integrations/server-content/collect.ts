import { getCollection, type CollectionEntry } from "astro:content";
import { buildPassages, faqUrl } from "../../server/chat/passages";
import { buildTamilPassages } from "../../server/chat/passages/tamil";

/** What the places tables keep of a state, city or area. */
const place = ({ id, data }: CollectionEntry<"states" | "cities" | "areas">) => ({
  id,
  name: data.name,
  active: data.active,
  description: data.description,
  metaTitle: data.metaTitle,
  metaDescription: data.metaDescription,
  heroImage: data.heroImage,
});

/**
 * What server code needs from the content layer, worked out once per build:
 * the chat's passages and the rows the database seed loads. The functions
 * cannot read `content/` (their bundles do not carry it), so they import the
 * file this becomes instead (see ./index.ts).
 */
export async function collectServerContent() {
  const [
    faqs,
    services,
    servicePages,
    projects,
    testimonials,
    centres,
    states,
    cities,
    areas,
    processSteps,
    tvUnits,
    holidays,
    faqsTa,
    processStepsTa,
  ] = await Promise.all([
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
    getCollection("tvUnits"),
    getCollection("holidays"),
    getCollection("faqsTa"),
    getCollection("processStepsTa"),
  ]);
  return {
    passages: buildPassages({ faqs, services, servicePages, cities, areas, centres, processSteps }),
    /** What "Ask anything" answers from on a Tamil page. */
    passagesTa: buildTamilPassages({ faqs, faqsTa, processSteps, processStepsTa, faqUrl }),
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
    tvUnits: tvUnits.map(({ data }) => data),
    states: states.map((entry) => ({ ...place(entry), code: entry.data.code })),
    cities: cities.map((entry) => ({ ...place(entry), state: entry.data.state.id, tier: entry.data.tier })),
    areas: areas.map((entry) => ({ ...place(entry), city: entry.data.city.id, pincode: entry.data.pincode })),
    /** Booking: the centres a visit can be booked at, the neighbourhoods a measurement can be (and whose centre serves them), the closed days. */
    booking: {
      centres: centres.map(({ data }) => ({
        id: data.id,
        name: data.name,
        street: data.street,
        city: data.city,
        postalCode: data.postalCode,
      })),
      areas: areas.filter((entry) => entry.data.active).map(({ id, data }) => ({ id, name: data.name, centre: data.centre.id })),
      holidays: holidays.map(({ data }) => ({ date: data.date, name: data.name })),
    },
  };
}

export type ServerContent = Awaited<ReturnType<typeof collectServerContent>>;
