import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb } from "#db";
import { banners, webElements, webPages, webSections } from "#server/db/schema/web-content.ts";
import type { Banner, WebSection } from "./content-types.ts";
import { publishSection } from "./managed-content.ts";
import { forgetPriceFigures, priceFiller } from "#app/features/offers/index.server.ts";
import { hasPriceReference } from "#app/features/offers/index.ts";
import { createShortCache } from "#app/utils/short-cache.server.ts";

/** How long a web's sections are served from memory ("home-sections", SPEC 7) before being read again. */
export const SECTIONS_CACHE_MS = 60_000;

type SectionRow = typeof webSections.$inferSelect;
type CachedTree = { expires: number; rows: Map<number, SectionRow>; roots: WebSection[] };
const cache = new Map<string, CachedTree>();

/** Cache key of a web's sections: HOME → "home-sections". */
export function sectionsCacheKey(webName: string): string {
  return `${webName.toLowerCase()}-sections`;
}

type BannerRow = typeof banners.$inferSelect;
/** A page's active banners, read once per SECTIONS_CACHE_MS like the sections; their windows apply at read time. */
const bannerRows = createShortCache<BannerRow[]>(SECTIONS_CACHE_MS);

/** Forgets the cached sections, the banners and the prices written into them (after an edit in the back office). */
export function invalidateWebSections(webName?: string): void {
  if (webName) cache.delete(sectionsCacheKey(webName));
  else cache.clear();
  bannerRows.clear();
  forgetPriceFigures();
}

function inWindow(row: { startsAt: Date | null; endsAt: Date | null }, now: Date): boolean {
  return (!row.startsAt || row.startsAt <= now) && (!row.endsAt || row.endsAt > now);
}

async function readTree(webName: string): Promise<Omit<CachedTree, "expires">> {
  const db = getDb();
  const [web] = await db.select({ id: webPages.id }).from(webPages).where(eq(webPages.name, webName)).limit(1);
  if (!web) return { rows: new Map(), roots: [] };
  const rows = await db
    .select()
    .from(webSections)
    .where(eq(webSections.webId, web.id))
    .orderBy(asc(webSections.sortOrder), asc(webSections.id));
  const elements = rows.length
    ? await db
        .select()
        .from(webElements)
        .where(
          inArray(
            webElements.sectionId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(webElements.elementOrder), asc(webElements.id))
    : [];
  const build = (row: SectionRow): WebSection => ({
    id: row.id,
    slot: row.slot,
    nmGenericType: { name: row.genericType },
    description: row.description,
    nmWebElements: elements
      .filter((element) => element.sectionId === row.id)
      .map(({ content, redirectUrl, elementCheck, elementOrder, detail, imageUrl, openInNewTab }) => ({
        content,
        redirectUrl,
        elementCheck,
        elementOrder,
        detail,
        imageUrl,
        openInNewTab,
      })),
    nmWebChildSections: rows.filter((child) => child.parentId === row.id).map(build),
  });
  return {
    rows: new Map(rows.map((row) => [row.id, row])),
    roots: rows.filter((row) => row.parentId === null).map((row) => publishSection(build(row))),
  };
}

/** Drops the sections outside their publication window, at any depth. */
function pruneWindows(sections: WebSection[], rows: Map<number, SectionRow>, now: Date): WebSection[] {
  return sections
    .filter((section) => {
      const row = rows.get(section.id);
      return !row || inWindow(row, now);
    })
    .map((section) => ({ ...section, nmWebChildSections: pruneWindows(section.nmWebChildSections, rows, now) }));
}

/**
 * The published sections of a managed web (SPEC 7: web by name, then its sections): top-level sections in their
 * order, children nested, elements shown by elementCheck in elementOrder, sections outside their window left out.
 */
export async function listWebSections(webName: string, options: { now?: Date } = {}): Promise<WebSection[]> {
  const now = options.now ?? new Date();
  const key = sectionsCacheKey(webName);
  let entry = cache.get(key);
  if (!entry || entry.expires <= Date.now()) {
    entry = { expires: Date.now() + SECTIONS_CACHE_MS, ...(await readTree(webName)) };
    cache.set(key, entry);
  }
  return fillPrices(pruneWindows(entry.roots, entry.rows, now), now);
}

function elementTexts(sections: WebSection[]): string[] {
  return sections.flatMap((section) => [
    ...section.nmWebElements.flatMap((element) => [element.content, element.detail ?? ""]),
    ...elementTexts(section.nmWebChildSections),
  ]);
}

/**
 * Writes each product's current price where a text refers to it ({precio:...}, decision 026), at read time and
 * after the cache, so every page shows the one price of the product; an element whose product has no price now is
 * left out. Texts without references cost no query.
 */
async function fillPrices(sections: WebSection[], now: Date): Promise<WebSection[]> {
  const texts = elementTexts(sections);
  if (!texts.some(hasPriceReference)) return sections;
  const fill = await priceFiller(texts, { now });
  const walk = (list: WebSection[]): WebSection[] =>
    list.map((section) => ({
      ...section,
      nmWebElements: section.nmWebElements.flatMap((element) => {
        const content = fill(element.content);
        const detail = element.detail === null ? null : fill(element.detail);
        return content === null || (element.detail !== null && detail === null)
          ? []
          : [{ ...element, content, detail }];
      }),
      nmWebChildSections: walk(section.nmWebChildSections),
    }));
  return walk(sections);
}

/** The active banners of a page inside their window, in order (SPEC 3, Banner). */
export async function listBanners(page: string, options: { now?: Date } = {}): Promise<Banner[]> {
  const now = options.now ?? new Date();
  const active = await bannerRows.get(page, () =>
    getDb()
      .select()
      .from(banners)
      .where(and(eq(banners.page, page), eq(banners.active, true)))
      .orderBy(asc(banners.sortOrder), asc(banners.id)),
  );
  const rows = active.filter((row) => inWindow(row, now));
  const fill = rows.some((row) => hasPriceReference(row.title))
    ? await priceFiller(
        rows.map((row) => row.title),
        { now },
      )
    : (text: string) => text;
  // A banner whose product has no price now is not shown (decision 026).
  return rows
    .flatMap((row) => {
      const title = fill(row.title);
      return title === null ? [] : [{ ...row, title }];
    })
    .map((row) => ({
      id: row.id,
      title: row.title,
      imageLink: row.imageLink,
      imageWidth: row.imageWidth,
      imageHeight: row.imageHeight,
      mobileImageLink: row.mobileImageLink,
      mobileImageWidth: row.mobileImageWidth,
      mobileImageHeight: row.mobileImageHeight,
      redirectUrl: row.redirectUrl,
    }));
}
