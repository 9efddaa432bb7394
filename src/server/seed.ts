import { eq, notInArray } from "drizzle-orm";
import { artworkUrl } from "../lib/artwork-url";
import { readJsonCollection, readMarkdownCollection } from "./content";
import type { Database } from "./db/client";
import { areas, cities, projects, services, states, testimonials } from "./db/schema";

interface TestimonialEntry {
  id: string;
  name: string;
  location: string;
  rating: number;
  testimonial: string;
  avatarUrl?: string;
}

interface PlaceEntry {
  id: string;
  name: string;
  active?: boolean;
  description: string;
  metaTitle: string;
  metaDescription: string;
  heroImage: string;
}

const placeColumns = (entry: PlaceEntry) => ({
  name: entry.name,
  slug: entry.id,
  active: entry.active !== false,
  description: entry.description,
  metaTitle: entry.metaTitle,
  metaDescription: entry.metaDescription,
  heroImage: artworkUrl(entry.heroImage),
});

/**
 * Mirrors content/states.json, cities.json and areas/*.md into the states,
 * cities and areas tables; a place removed from content is deactivated, so
 * the database and the content never disagree.
 */
export async function syncPlaces(db: Database): Promise<{ states: number; cities: number; areas: number }> {
  const stateEntries = await readJsonCollection<PlaceEntry & { code: string }>("states.json");
  const stateIds = new Map<string, number>();
  for (const entry of stateEntries) {
    const row = { ...placeColumns(entry), code: entry.code };
    const [saved] = await db.insert(states).values(row).onConflictDoUpdate({ target: states.slug, set: row }).returning({ id: states.id });
    stateIds.set(entry.id, saved!.id);
  }

  const cityEntries = await readJsonCollection<PlaceEntry & { state: string; tier: number }>("cities.json");
  const cityIds = new Map<string, number>();
  for (const entry of cityEntries) {
    const stateId = stateIds.get(entry.state);
    if (!stateId) throw new Error(`cities.json: ${entry.id} names unknown state "${entry.state}"`);
    const row = { ...placeColumns(entry), stateId, tier: entry.tier };
    const [saved] = await db.insert(cities).values(row).onConflictDoUpdate({ target: cities.slug, set: row }).returning({ id: cities.id });
    cityIds.set(entry.id, saved!.id);
  }

  const areaEntries = await readMarkdownCollection("areas");
  for (const { id, data } of areaEntries) {
    const cityId = cityIds.get(String(data.city));
    if (!cityId) throw new Error(`areas/${id}.md names unknown city "${String(data.city)}"`);
    const row = { ...placeColumns({ ...(data as unknown as PlaceEntry), id }), cityId, pincode: String(data.pincode) };
    await db.insert(areas).values(row).onConflictDoUpdate({ target: areas.slug, set: row });
  }

  await db
    .update(areas)
    .set({ active: false })
    .where(
      notInArray(
        areas.slug,
        areaEntries.map((entry) => entry.id),
      ),
    );
  await db
    .update(cities)
    .set({ active: false })
    .where(notInArray(cities.slug, [...cityIds.keys()]));
  await db
    .update(states)
    .set({ active: false })
    .where(notInArray(states.slug, [...stateIds.keys()]));
  return { states: stateEntries.length, cities: cityEntries.length, areas: areaEntries.length };
}

/** Loads services, projects and testimonials from `content/`; running it twice changes nothing. */
export async function seedCatalogue(db: Database): Promise<{ services: number; projects: number; testimonials: number }> {
  const serviceEntries = (await readMarkdownCollection("services")).sort((a, b) => Number(a.data.order) - Number(b.data.order));
  for (const { id, data } of serviceEntries) {
    const row = {
      slug: id,
      title: String(data.title),
      description: String(data.description),
      imageUrl: artworkUrl(String(data.image)),
    };
    await db.insert(services).values(row).onConflictDoUpdate({ target: services.slug, set: row });
  }

  const projectEntries = await readMarkdownCollection("projects");
  for (const { id, data } of projectEntries) {
    const row = {
      slug: id,
      title: String(data.title),
      location: String(data.location),
      category: String(data.category),
      imageUrl: artworkUrl(String(data.image)),
      active: data.active !== false,
    };
    await db.insert(projects).values(row).onConflictDoUpdate({ target: projects.slug, set: row });
  }

  // Testimonials have no natural key in the spec; the client's name stands in for one.
  const testimonialEntries = await readJsonCollection<TestimonialEntry>("testimonials.json");
  for (const entry of testimonialEntries) {
    // The spec's testimonial record; the source, date and project live in content only.
    const row = {
      name: entry.name,
      location: entry.location,
      rating: entry.rating,
      testimonial: entry.testimonial,
      avatarUrl: entry.avatarUrl ?? null,
    };
    const updated = await db.update(testimonials).set(row).where(eq(testimonials.name, entry.name)).returning();
    if (!updated.length) await db.insert(testimonials).values(row);
  }

  return { services: serviceEntries.length, projects: projectEntries.length, testimonials: testimonialEntries.length };
}
