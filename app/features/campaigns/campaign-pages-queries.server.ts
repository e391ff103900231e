import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#db";
import { campaignPages } from "#server/db/schema/campaign-pages.ts";
import { promotions } from "#server/db/schema/promotions.ts";

const columns = {
  slug: campaignPages.slug,
  kicker: campaignPages.kicker,
  heading: campaignPages.heading,
  intro: campaignPages.intro,
  imageUrl: campaignPages.imageUrl,
  imageAlt: campaignPages.imageAlt,
  flightRoutes: campaignPages.flightRoutes,
  packageSlugs: campaignPages.packageSlugs,
  updatedAt: campaignPages.updatedAt,
  promotionSlug: promotions.slug,
  title: promotions.title,
  summary: promotions.summary,
  validFrom: promotions.validFrom,
  validUntil: promotions.validUntil,
  terms: promotions.terms,
  promotionUpdatedAt: promotions.updatedAt,
};

export type CampaignPageRow = Awaited<ReturnType<typeof listPublishedCampaignPages>>[number];

/** Published campaign pages of published promotions, in display order (validity is the service's to decide). */
export async function listPublishedCampaignPages(db: Db) {
  return db
    .select(columns)
    .from(campaignPages)
    .innerJoin(promotions, eq(promotions.id, campaignPages.promotionId))
    .where(and(eq(campaignPages.published, true), eq(promotions.published, true)))
    .orderBy(asc(campaignPages.sortOrder), asc(campaignPages.id));
}

export async function findPublishedCampaignPage(db: Db, slug: string): Promise<CampaignPageRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(campaignPages)
    .innerJoin(promotions, eq(promotions.id, campaignPages.promotionId))
    .where(and(eq(campaignPages.published, true), eq(promotions.published, true), eq(campaignPages.slug, slug)))
    .limit(1);
  return row;
}
