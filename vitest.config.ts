import { defineConfig } from "vitest/config";
import thresholds from "./tests/coverage-thresholds.json" with { type: "json" };

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
    // `npm test` (scripts/test-all.ts) reads which tests ran, and their times, from this report.
    ...(process.env.TEST_REPORT_FILE ? { reporters: ["default", "json"], outputFile: { json: process.env.TEST_REPORT_FILE } } : {}),
    // `npm run test:coverage`: the unit run measured over all of src/, held to thresholds that only go up
    // (scripts/coverage-ratchet.ts raises them and refuses a commit that lowers them).
    coverage: {
      provider: "v8",
      include: ["src/**/*.{ts,tsx}"],
      exclude: ["src/generated/**", "src/**/*.d.ts"],
      reporter: ["text-summary", "json-summary"],
      thresholds,
    },
    // The notice's version the islands read, as astro.config.mjs defines it for the build.
    setupFiles: ["tests/setup/notice-version.ts"],
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
          globalSetup: ["tests/setup/scratch.ts", "tests/setup/server-content.ts", "tests/setup/postgres.ts", "tests/setup/pglite.ts"],
        },
      },
    ],
  },
});
