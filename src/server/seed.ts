import { eq, notInArray } from "drizzle-orm";
import type { ServerContent } from "../integrations/server-content/collect";
import { artworkUrl } from "../lib/artwork-url";
import type { Database } from "./db/client";
import { areas, cities, projects, services, states, testimonials, tvUnits } from "./db/schema";
import { loadServerContent } from "./site-content";

type Place = ServerContent["states" | "cities" | "areas"][number];

const placeColumns = (entry: Place) => ({
  name: entry.name,
  slug: entry.id,
  active: entry.active,
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
  const content = await loadServerContent();
  const stateEntries = content.states;
  const stateIds = new Map<string, number>();
  for (const entry of stateEntries) {
    const row = { ...placeColumns(entry), code: entry.code };
    const [saved] = await db.insert(states).values(row).onConflictDoUpdate({ target: states.slug, set: row }).returning({ id: states.id });
    stateIds.set(entry.id, saved!.id);
  }

  const cityEntries = content.cities;
  const cityIds = new Map<string, number>();
  for (const entry of cityEntries) {
    const stateId = stateIds.get(entry.state);
    if (!stateId) throw new Error(`cities.json: ${entry.id} names unknown state "${entry.state}"`);
    const row = { ...placeColumns(entry), stateId, tier: entry.tier };
    const [saved] = await db.insert(cities).values(row).onConflictDoUpdate({ target: cities.slug, set: row }).returning({ id: cities.id });
    cityIds.set(entry.id, saved!.id);
  }

  const areaEntries = content.areas;
  for (const entry of areaEntries) {
    const cityId = cityIds.get(entry.city);
    if (!cityId) throw new Error(`areas/${entry.id}.md names unknown city "${entry.city}"`);
    const row = { ...placeColumns(entry), cityId, pincode: entry.pincode };
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

/** Loads services, projects, testimonials and TV units from the content the build generated; running it twice changes nothing. */
export async function seedCatalogue(db: Database): Promise<{ services: number; projects: number; testimonials: number; tvUnits: number }> {
  const content = await loadServerContent();
  const serviceEntries = [...content.services].sort((a, b) => a.order - b.order);
  for (const entry of serviceEntries) {
    const row = { slug: entry.id, title: entry.title, description: entry.description, imageUrl: artworkUrl(entry.image) };
    await db.insert(services).values(row).onConflictDoUpdate({ target: services.slug, set: row });
  }

  const projectEntries = content.projects;
  for (const entry of projectEntries) {
    const row = {
      slug: entry.id,
      title: entry.title,
      location: entry.location,
      category: entry.category,
      imageUrl: artworkUrl(entry.image),
      active: entry.active,
    };
    await db.insert(projects).values(row).onConflictDoUpdate({ target: projects.slug, set: row });
  }

  // Testimonials have no natural key; the client's name stands in for one.
  for (const entry of content.testimonials) {
    // The stored testimonial record; the source, date and project live in content only.
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

  // The catalogue's own slugs are the natural key; a unit removed from content is deactivated, never deleted.
  for (const { id, width_mm, height_mm, price_inr, images, ...rest } of content.tvUnits) {
    const row = { ...rest, slug: id, widthMm: width_mm, heightMm: height_mm, priceInr: price_inr, images: images.map(artworkUrl) };
    await db
      .insert(tvUnits)
      .values(row)
      .onConflictDoUpdate({ target: tvUnits.slug, set: { ...row, updatedAt: new Date() } });
  }
  await db
    .update(tvUnits)
    .set({ active: false })
    .where(
      notInArray(
        tvUnits.slug,
        content.tvUnits.map((entry) => entry.id),
      ),
    );

  return {
    services: serviceEntries.length,
    projects: projectEntries.length,
    testimonials: content.testimonials.length,
    tvUnits: content.tvUnits.length,
  };
}
