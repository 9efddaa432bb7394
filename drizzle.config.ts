import { defineConfig } from "drizzle-kit";

// `db:generate` needs no database; `npm run db:studio` sets DATABASE_URL to the local database's postgres:// address.
const url = process.env.DATABASE_URL;

export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./drizzle",
  ...(url?.includes("://") ? { dbCredentials: { url } } : {}),
});
