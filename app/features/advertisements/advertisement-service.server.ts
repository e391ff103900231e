import { and, desc, eq, gt, lte } from "drizzle-orm";
import { getDb, type Db } from "#db";
import { advertisements } from "#server/db/schema/advertisements.ts";
import { changeVersion } from "#app/platform/change-signals.ts";
import type { Advertisement } from "./advertisement-schemas.ts";

/** The active advertisement whose window contains `now` (the latest to start wins), or null. */
export async function getCurrentAdvertisement(now: Date = new Date(), db: Db = getDb()): Promise<Advertisement | null> {
  const [row] = await db
    .select({
      advertisementContent: advertisements.advertisementContent,
      startDate: advertisements.startDate,
      endDate: advertisements.endDate,
    })
    .from(advertisements)
    .where(and(eq(advertisements.active, true), lte(advertisements.startDate, now), gt(advertisements.endDate, now)))
    .orderBy(desc(advertisements.startDate))
    .limit(1);
  if (!row) return null;
  return {
    advertisementContent: row.advertisementContent,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
  };
}

/**
 * Every page renders the strip's advertisement: one query per process every few seconds is plenty. A text staff
 * save (signalChange("advertisements")) shows at once in this process; another instance, which does not see the
 * signal, shows it within PAGE_CACHE_MS (there is no cross-instance channel: the TTL bounds the delay).
 */
export const PAGE_CACHE_MS = 10_000;
let pageCache: { value: Advertisement | null; until: number; version: number } | undefined;

/**
 * The advertisement for server-rendered pages (briefly cached; the strip re-checks the dates itself).
 * A database failure never breaks a page: the strip is simply not shown, as on a failed fetch (SPEC 8).
 */
export async function getAdvertisementForPage(now: Date = new Date()): Promise<Advertisement | null> {
  const version = changeVersion("advertisements");
  if (pageCache && pageCache.until > now.getTime() && pageCache.version === version) return pageCache.value;
  try {
    const value = await getCurrentAdvertisement(now);
    pageCache = { value, until: now.getTime() + PAGE_CACHE_MS, version };
    return value;
  } catch (error) {
    console.error("promo strip: could not read the current advertisement", error);
    return null;
  }
}
