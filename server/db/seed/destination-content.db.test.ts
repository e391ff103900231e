import { count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import {
  destinationContentBlocks,
  destinationContents,
  destinationFaqs,
  destinationPopularRoutes,
} from "#server/db/schema/destination-content.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { seedDestinationContent } from "./destination-content.ts";
import { DESTINATION_SEEDS } from "./destinations/index.ts";

const total = async (db: DbHandle, table: PgTable) => (await db.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe("destination content seed", () => {
  let db: DbHandle;

  beforeAll(async () => {
    db = await createTestDb();
  });

  afterAll(async () => {
    await db.close();
  });

  it("inserts every page with its cards, questions and routes; a second run adds nothing", async () => {
    await seedDestinationContent(db.db);
    const pages = DESTINATION_SEEDS.length;
    expect(await total(db, destinationContents)).toBe(pages);
    expect(await total(db, destinationContentBlocks)).toBe(DESTINATION_SEEDS.reduce((n, p) => n + p.notes.length, 0));
    expect(await total(db, destinationFaqs)).toBe(DESTINATION_SEEDS.reduce((n, p) => n + p.faqs.length, 0));
    expect(await total(db, destinationPopularRoutes)).toBe(pages * 6);

    await seedDestinationContent(db.db);
    expect(await total(db, destinationContents)).toBe(pages);
    expect(await total(db, destinationFaqs)).toBe(DESTINATION_SEEDS.reduce((n, p) => n + p.faqs.length, 0));
  });

  it("never overwrites an edited page nor restores a removed question", async () => {
    const [cusco] = await db.db
      .update(destinationContents)
      .set({ metaTitle: "Título editado" })
      .where(eq(destinationContents.slug, "vuelos-baratos-a-cusco"))
      .returning();
    await db.db.delete(destinationFaqs).where(eq(destinationFaqs.idWebSeo, cusco!.id));
    await seedDestinationContent(db.db);
    const [after] = await db.db.select().from(destinationContents).where(eq(destinationContents.id, cusco!.id));
    expect(after!.metaTitle).toBe("Título editado");
    expect(await db.db.select().from(destinationFaqs).where(eq(destinationFaqs.idWebSeo, cusco!.id))).toEqual([]);
  });
});
