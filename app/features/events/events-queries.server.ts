import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#db";
import { agencies } from "#server/db/schema/agencies.ts";
import { storeEvents } from "#server/db/schema/events.ts";
import { eventCampaigns } from "#server/db/schema/pre-registration.ts";

const columns = {
  slug: storeEvents.slug,
  title: storeEvents.title,
  line: storeEvents.line,
  summary: storeEvents.summary,
  startsAt: storeEvents.startsAt,
  endsAt: storeEvents.endsAt,
  storeName: agencies.name,
  storeAddress: agencies.address,
  storeCity: agencies.city,
  campaignId: eventCampaigns.id,
  registrationOpen: eventCampaigns.registrationOpen,
};

export type StoreEventRow = {
  slug: string;
  title: string;
  line: string | null;
  summary: string;
  startsAt: Date;
  endsAt: Date;
  storeName: string;
  storeAddress: string;
  storeCity: string;
  campaignId: number | null;
  registrationOpen: boolean | null;
};

function selectEvents(db: Db) {
  return db
    .select(columns)
    .from(storeEvents)
    .innerJoin(agencies, eq(agencies.id, storeEvents.agencyId))
    .leftJoin(eventCampaigns, eq(eventCampaigns.id, storeEvents.campaignId));
}

/** Every published event with its store and campaign, in date order. */
export async function listPublishedEvents(db: Db): Promise<StoreEventRow[]> {
  return selectEvents(db).where(eq(storeEvents.published, true)).orderBy(asc(storeEvents.startsAt));
}

export async function findPublishedEvent(db: Db, slug: string): Promise<StoreEventRow | undefined> {
  const [row] = await selectEvents(db)
    .where(and(eq(storeEvents.published, true), eq(storeEvents.slug, slug)))
    .limit(1);
  return row;
}
