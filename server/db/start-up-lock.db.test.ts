import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDb } from "./client.ts";
import { nationalHolidays } from "./schema/complaints.ts";
import { seedReferenceData } from "./seed/index.ts";
import { createEmptyPostgresDb } from "#tests/support/test-db.ts";

const serverUrl = process.env.TEST_DATABASE_URL;

// PGlite lives inside one process: only a PostgreSQL server has several instances starting at once.
describe.skipIf(!serverUrl)("instances starting together on one fresh PostgreSQL database", () => {
  it("migrate and seed one after the other, and all of them start", async () => {
    const empty = await createEmptyPostgresDb(serverUrl ?? "");
    const handles = await Promise.allSettled(
      Array.from({ length: 3 }, () => openDb({ databaseUrl: empty.url, prepare: seedReferenceData })),
    );
    try {
      expect(handles.map((handle) => (handle.status === "rejected" ? String(handle.reason) : "started"))).toEqual([
        "started",
        "started",
        "started",
      ]);
      const [first] = handles;
      if (first?.status !== "fulfilled") throw new Error("no instance started");
      const [holidays] = await first.value.db.select({ n: count() }).from(nationalHolidays);
      expect(holidays?.n).toBe(32);
    } finally {
      for (const handle of handles) if (handle.status === "fulfilled") await handle.value.close();
      await empty.drop();
    }
  }, 60_000);
});
