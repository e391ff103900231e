import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "./client.ts";
import { seoTexts } from "./schema/content.ts";
import { nationalHolidays } from "./schema/complaints.ts";
import { seedDemoContent, seedReferenceData } from "./seed/index.ts";
import { createTestDb } from "#tests/support/test-db.ts";

describe(`migrations and seed on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("creates every table of the schema", async () => {
    const result: unknown = await handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const { rows } = result as { rows: Array<{ table_name: string }> };
    const names = rows.map((row) => row.table_name);
    expect(names).toEqual(expect.arrayContaining(["seo_texts", "email_outbox"]));
  });

  it("seeds the reference data every installation needs, demo content or not, idempotently", async () => {
    await seedReferenceData(handle.db);
    await seedReferenceData(handle.db);
    const days = await handle.db.select({ day: nationalHolidays.day }).from(nationalHolidays);
    // 16 national holidays a year, 2026 and 2027 (the complaints book's deadline counts them).
    expect(days).toHaveLength(32);
    expect(days.map((row) => row.day)).toEqual(expect.arrayContaining(["2026-12-09", "2027-03-26", "2027-07-23"]));
  });

  it("seeds demo content idempotently", async () => {
    await seedDemoContent(handle.db);
    const [first] = await handle.db.select({ n: count() }).from(seoTexts);
    await seedDemoContent(handle.db);
    const [second] = await handle.db.select({ n: count() }).from(seoTexts);
    expect(first?.n).toBeGreaterThan(0);
    expect(second?.n).toBe(first?.n);
    // Two full demo seeds (hotels' nightly inventory included): 5-8 s on a quiet 2-core host, 20+ s at a load of 20.
  }, 120_000);
});
