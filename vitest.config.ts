import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin must not load under Vitest.
// `isolate: false`: a worker keeps the modules it loaded from one test file to the next instead of importing the app
// anew for every file (most of a file's time was spent importing). No test mocks modules; files that need a fresh
// database create their own (tests/support/test-db.ts).
const shared = { environment: "node" as const, testTimeout: 20_000, hookTimeout: 60_000, isolate: false };

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
          globalSetup: ["tests/support/test-global-setup.ts"],
        },
      },
    ],
  },
});
