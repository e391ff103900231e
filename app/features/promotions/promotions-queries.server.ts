import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#db";
import { promotions } from "#server/db/schema/promotions.ts";

export type PromotionRow = typeof promotions.$inferSelect;

/** Published promotions in display order (validity is decided by the service, by Lima's date). */
export async function listPublishedPromotions(db: Db): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(eq(promotions.published, true))
    .orderBy(asc(promotions.sortOrder), asc(promotions.id));
}

export async function findPublishedPromotion(db: Db, slug: string): Promise<PromotionRow | undefined> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.published, true), eq(promotions.slug, slug)))
    .limit(1);
  return row;
}
