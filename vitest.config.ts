import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin must not load under Vitest.
const shared = { environment: "node" as const, testTimeout: 20_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
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
