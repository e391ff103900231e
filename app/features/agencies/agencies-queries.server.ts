import { asc, eq } from "drizzle-orm";
import { getDb } from "#db";
import { agencies } from "#server/db/schema/agencies.ts";

export type Agency = typeof agencies.$inferSelect;

/** Active branches, flagship first, then by their display order. */
export async function listActiveAgencies(): Promise<Agency[]> {
  return getDb()
    .select()
    .from(agencies)
    .where(eq(agencies.active, true))
    .orderBy(asc(agencies.sortOrder), asc(agencies.id));
}
