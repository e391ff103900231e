import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POOL_SIZE } from "./client.ts";
import { createTestDb } from "#tests/support/test-db.ts";

// PGlite runs one query at a time in-process: only a PostgreSQL pool can run out of connections.
describe.skipIf(!process.env.TEST_DATABASE_URL)("the PostgreSQL connection pool under a burst", () => {
  it("queues queries beyond its size for more than 5 s instead of failing them", async () => {
    const handle = await createTestDb();
    try {
      // Every connection busy for 6 s: the query after them waits about that long for one, and then runs.
      const queries = Array.from({ length: POOL_SIZE + 1 }, () => handle.db.execute(sql`select pg_sleep(6)`));
      const outcomes = await Promise.allSettled(queries);
      expect(outcomes.map((outcome) => (outcome.status === "rejected" ? String(outcome.reason) : "ok"))).toEqual(
        Array<string>(POOL_SIZE + 1).fill("ok"),
      );
    } finally {
      await handle.close();
    }
  }, 60_000);
});
