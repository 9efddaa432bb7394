import { closeDb, getDb } from "../src/server/db/client";
import { seedCatalogue, syncPlaces } from "../src/server/seed";
import { ensureServerContent } from "./lib/server-content";

// The seed loads what the build generates from content/; a fresh checkout has not built yet.
await ensureServerContent();

const db = await getDb();
const catalogue = await seedCatalogue(db);
const places = await syncPlaces(db);
await closeDb();
console.log(
  `Seeded ${catalogue.services} services, ${catalogue.projects} projects, ${catalogue.testimonials} testimonials, ${catalogue.tvUnits} TV units; ` +
    `synced ${places.states} states, ${places.cities} cities, ${places.areas} areas.`,
);
