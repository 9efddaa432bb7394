import type { Database } from "./client";
import { driverFor, migrationsFolder } from "./client";

/** Applies the committed migrations in `drizzle/` to the database named by `url`. */
export async function applyMigrations(db: Database, url: string | undefined): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  switch (driverFor(url)) {
    case "pglite":
      return; // applied when the embedded database opens
    case "neon": {
      const { migrate } = await import("drizzle-orm/neon-serverless/migrator");
      return migrate(db as never, config);
    }
    case "pg": {
      const { migrate } = await import("drizzle-orm/node-postgres/migrator");
      return migrate(db as never, config);
    }
  }
}
