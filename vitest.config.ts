import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // src/content.config.ts takes only defineCollection from Astro's virtual module; this is where Astro keeps it,
    // so tests can load the real collections (the web editor's configuration is made from them).
    alias: { "astro:content": "astro/content/config" },
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    env: {
      // Cheap password hashes: the tests hash hundreds; production keeps scrypt's full cost.
      ADMIN_SCRYPT_N: "1024",
    },
    projects: [
      // Pure code: no database, no server (`npm run test:unit`).
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          globalSetup: ["tests/setup/scratch.ts", "tests/setup/server-content.ts"],
        },
      },
      // The functions through their handlers on PostgreSQL (in full) and PGlite (a smoke subset), and the deployed bundles.
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/setup/scratch.ts", "tests/setup/server-content.ts", "tests/setup/postgres.ts"],
        },
      },
    ],
  },
});
