import { inArray } from "drizzle-orm";
import { getDb } from "#db";
import { seoTexts } from "#server/db/schema/content.ts";
import { contentTabsFrom, type ContentTab } from "#app/features/content/index.ts";
import { HOME_WEB, type Banner, type WebSection } from "#app/features/content/index.ts";
import { sectionBySlot } from "#app/features/content/index.ts";
import { listBanners, listWebSections, SECTIONS_CACHE_MS } from "#app/features/content/index.server.ts";
import { createShortCache } from "#app/utils/short-cache.server.ts";
import { defaultSeoText, HOME_SEO_TEXTS, type SeoText } from "./home-seo.ts";

/** Everything the home screen needs from the server. `banners` streams in after the first bytes. */
export type HomeData = {
  banners: Promise<Banner[]>;
  sections: WebSection[];
  contentTabs: ContentTab[];
  seo: Record<string, SeoText>;
};

/** The tabs' SEO texts are managed content like the sections: read once per SECTIONS_CACHE_MS, not per page. */
const homeSeo = createShortCache<Record<string, SeoText>>(SECTIONS_CACHE_MS);

async function readHomeSeo(): Promise<Record<string, SeoText>> {
  const names = HOME_SEO_TEXTS.map((text) => text.name);
  const rows = await getDb()
    .select({ name: seoTexts.name, title: seoTexts.title, description: seoTexts.description })
    .from(seoTexts)
    .where(inArray(seoTexts.name, names));
  return Object.fromEntries(
    names.map((name) => {
      const row = rows.find((candidate) => candidate.name === name);
      return [name, row ? { title: row.title, description: row.description } : defaultSeoText(name)];
    }),
  );
}

/**
 * Loads the home screen (the home routes and /confirmacion/:id call it): managed sections (cached as
 * home-sections) but the tabs', the extra content tabs made from those, the SEO texts, and the HOME banners, whose
 * failure is only logged.
 */
export async function loadHome(options: { siteUrl: string }): Promise<HomeData> {
  const banners = listBanners(HOME_WEB).catch((error: unknown) => {
    console.warn("No se pudieron cargar los banners de HOME:", error);
    return [];
  });
  const [sections, seo] = await Promise.all([listWebSections(HOME_WEB), homeSeo.get("home", readHomeSeo)]);
  return {
    banners,
    // The extra tabs go to the page as contentTabs only: their section is not serialised into the HTML twice.
    sections: sections.filter((section) => section.slot !== "tabs"),
    contentTabs: contentTabsFrom(sectionBySlot(sections, "tabs"), options.siteUrl),
    seo,
  };
}
