import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/setup/server-content.ts", "tests/setup/postgres.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Development mail goes to files; keep the tests' out of the working tree.
    env: { MAIL_DIR: join(tmpdir(), "site-test-mail") },
  },
});
