import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin must not load under Vitest.
const shared = { environment: "node" as const, testTimeout: 20_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    // Vitest's default is one worker per core minus one: a single worker on a 2-core machine, which runs the files
    // one after another although many of them mostly wait (SMTP, timers, servers, PGlite loading its template).
    // VITEST_MAX_WORKERS overrides it.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          ...shared,
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.db.test.ts", "node_modules/**"],
        },
      },
      {
        test: {
          ...shared,
          name: "db",
          include: ["app/**/*.db.test.ts", "server/**/*.db.test.ts"],
          globalSetup: ["server/db/test-global-setup.ts"],
        },
      },
    ],
  },
});
