import { and, eq, like } from "drizzle-orm";
import { HOME_SEO_TEXTS } from "#app/features/home/home-seo.ts";
import type { Db } from "#server/db/client.ts";
import { seoTexts } from "#server/db/schema/content.ts";
import { banners, webElements, webPages, webSections } from "#server/db/schema/web-content.ts";
import { BANNER_SEEDS, FIXED_PRICE_TEXTS, HOME_SECTIONS, type SectionSeed } from "./home-content-data.ts";

async function seedSection(db: Db, webId: number, seed: SectionSeed, parentId: number | null, order: number) {
  await db
    .insert(webSections)
    .values({
      key: seed.key,
      webId,
      parentId,
      slot: seed.slot ?? null,
      genericType: seed.type,
      description: seed.description ?? "",
      sortOrder: order,
    })
    .onConflictDoNothing({ target: webSections.key });
  const [row] = await db.select({ id: webSections.id }).from(webSections).where(eq(webSections.key, seed.key));
  if (!row) throw new Error(`Section ${seed.key} was not stored`);
  if (seed.elements?.length) {
    await db
      .insert(webElements)
      .values(
        seed.elements.map((element, index) => ({
          key: `${seed.key}.${index + 1}`,
          sectionId: row.id,
          content: element.content,
          redirectUrl: element.redirectUrl ?? null,
          detail: element.detail ?? null,
          imageUrl: element.imageUrl ?? null,
          openInNewTab: element.openInNewTab ?? false,
          elementCheck: element.elementCheck ?? true,
          elementOrder: index + 1,
        })),
      )
      .onConflictDoNothing({ target: webElements.key });
  }
  for (const [index, child] of (seed.children ?? []).entries()) await seedSection(db, webId, child, row.id, index + 1);
}

/** Seeds the HOME banners, managed sections and the tabs' SEO texts; rows already there are left as edited. */
export async function seedHomeContent(db: Db): Promise<void> {
  await db
    .insert(seoTexts)
    .values([...HOME_SEO_TEXTS])
    .onConflictDoNothing({ target: seoTexts.name });
  await db
    .insert(banners)
    .values(
      BANNER_SEEDS.map(([slug, text, redirectUrl], index) => ({
        slug,
        page: "HOME",
        title: text,
        imageLink: `/images/home/banners/${slug}-desktop.svg`,
        imageWidth: 640,
        imageHeight: 360,
        mobileImageLink: `/images/home/banners/${slug}-mobile.svg`,
        mobileImageWidth: 560,
        mobileImageHeight: 420,
        redirectUrl,
        sortOrder: index + 1,
      })),
    )
    .onConflictDoNothing({ target: banners.slug });
  await db.insert(webPages).values({ name: "HOME" }).onConflictDoNothing({ target: webPages.name });
  const [web] = await db.select({ id: webPages.id }).from(webPages).where(eq(webPages.name, "HOME"));
  if (!web) throw new Error("The HOME web was not stored");
  for (const [index, section] of HOME_SECTIONS.entries()) await seedSection(db, web.id, section, null, index + 1);
  await referPrices(db);
}

/**
 * Demo texts an earlier seed wrote with a fixed price ('Desde US$ 79 ida y vuelta') become references to the product
 * (decision 026) while they are exactly as seeded; a text the back office edited is left alone.
 */
async function referPrices(db: Db): Promise<void> {
  for (const [fixed, reference] of FIXED_PRICE_TEXTS) {
    await db
      .update(webElements)
      .set({ detail: reference })
      .where(and(eq(webElements.detail, fixed), like(webElements.key, "home.%")));
    await db
      .update(banners)
      .set({ title: reference })
      .where(and(eq(banners.title, fixed), eq(banners.page, "HOME")));
  }
}
