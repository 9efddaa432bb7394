import { closeDb, driverFor, getDb } from "../src/server/db/client";
import { applyMigrations } from "../src/server/db/migrate";

const url = process.env.DATABASE_URL || undefined;
await applyMigrations(await getDb(url), url);
await closeDb(url);
console.log(`Migrations applied (${driverFor(url)}).`);
