import { asc, eq } from "drizzle-orm";
import type { Database } from "./db/client";
import { projects, services, testimonials, tvUnits } from "./db/schema";

export const listServices = (db: Database) => db.select().from(services).orderBy(asc(services.id));

export const listProjects = (db: Database) => db.select().from(projects).where(eq(projects.active, true)).orderBy(asc(projects.id));

export const listTestimonials = (db: Database) => db.select().from(testimonials).orderBy(asc(testimonials.id));

/** The TV unit catalogue, narrowest first, as the catalogue page lists it. */
export const listTvUnits = (db: Database) =>
  db.select().from(tvUnits).where(eq(tvUnits.active, true)).orderBy(asc(tvUnits.widthMm), asc(tvUnits.id));
