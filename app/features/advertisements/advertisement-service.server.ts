import { and, desc, eq, gt, lte } from "drizzle-orm";
import { getDb, type Db } from "#db";
import { advertisements } from "../../../server/db/schema/advertisements.ts";
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
