import { and, eq, inArray } from "drizzle-orm";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import type { Db } from "#server/db/client.ts";
import { advertisements } from "#server/db/schema/advertisements.ts";
import { promoCodes } from "#server/db/schema/discounts.ts";
import { storeEvents } from "#server/db/schema/events.ts";
import { eventCampaigns } from "#server/db/schema/pre-registration.ts";
import { promotions } from "#server/db/schema/promotions.ts";
import { ADVERTISEMENT_SLUG, advertisementWindow } from "./advertisements.ts";
import { PROMO_CODE_SEEDS, promoCodeValidity } from "./discounts.ts";
import { campaignSeeds, eventSeeds, eventTimes } from "./events.ts";
import { cierraPuertasCampaign } from "./pre-registration.ts";
import { PROMOTION_SEEDS, promotionValidity } from "./promotions.ts";

/** How far back the seed day of a row seeded before `seeded_on` existed is looked for. */
export const LEGACY_ANCHOR_DAYS = 400;

/**
 * The day a demo row's dates were computed from, if the row still has exactly those dates: its `seeded_on`, or for a
 * row seeded before that column existed, the latest day whose seed gives the row's dates. Null when the dates match
 * no seed: the back office edited them, and they are never moved.
 */
export function demoAnchor(seededOn: string | null, today: string, matches: (day: string) => boolean): string | null {
  if (seededOn !== null) return matches(seededOn) ? seededOn : null;
  for (let back = 0; back <= LEGACY_ANCHOR_DAYS; back += 1) {
    const day = addDays(today, -back);
    if (matches(day)) return day;
  }
  return null;
}

/** `compute(day)`, computed once per day asked. */
function perDay<T>(compute: (day: string) => T): (day: string) => T {
  const memo = new Map<string, T>();
  return (day) => {
    if (!memo.has(day)) memo.set(day, compute(day));
    return memo.get(day) as T;
  };
}

const sameInstant = (a: Date, b: Date) => a.getTime() === b.getTime();

type Refresh<Row> = {
  rows: Row[];
  seededOn: (row: Row) => string | null;
  /** Whether the row holds the dates its seed gives on `day` (false for a row the seed does not know). */
  matches: (row: Row, day: string) => boolean;
  /** Moves the row to today's dates, only if it still has the dates it was read with. */
  move: (row: Row) => Promise<unknown>;
};

async function refresh<Row>(today: string, { rows, seededOn, matches, move }: Refresh<Row>): Promise<number> {
  let moved = 0;
  for (const row of rows) {
    const anchor = demoAnchor(seededOn(row), today, (day) => matches(row, day));
    if (anchor === null || (anchor === today && seededOn(row) === today)) continue;
    await move(row);
    moved += 1;
  }
  return moved;
}

/**
 * Keeps the demo content current (issue 14): on every start with demo content, the seeded store events, their
 * pre-registration campaigns, the promotions, the promo codes and the promo strip that the back office has not edited
 * get the dates their seed gives today, so a database seeded months ago advertises no past event; a past demo event
 * stays in the past ('Eventos anteriores'). Rows whose dates were edited are left exactly as they are. Each move is
 * a conditional update on the dates read, so two instances starting together move a row once.
 */
export async function refreshDemoDates(db: Db, now: Date = new Date()): Promise<number> {
  const today = todayInLima(now);
  const events = perDay((day) => new Map(eventSeeds(day).map((event) => [event.slug, eventTimes(event)])));
  const campaigns = perDay(
    (day) =>
      new Map(
        [cierraPuertasCampaign(day), ...campaignSeeds(eventSeeds(day), day)].map((campaign) => [campaign.id, campaign]),
      ),
  );
  let moved = 0;

  moved += await refresh(today, {
    rows: await db
      .select({
        id: storeEvents.id,
        slug: storeEvents.slug,
        startsAt: storeEvents.startsAt,
        endsAt: storeEvents.endsAt,
        seededOn: storeEvents.seededOn,
      })
      .from(storeEvents)
      .where(inArray(storeEvents.slug, [...events(today).keys()])),
    seededOn: (row) => row.seededOn,
    matches: (row, day) => {
      const seed = events(day).get(row.slug);
      return seed !== undefined && sameInstant(seed.startsAt, row.startsAt) && sameInstant(seed.endsAt, row.endsAt);
    },
    move: (row) =>
      db
        .update(storeEvents)
        .set({ ...events(today).get(row.slug), seededOn: today })
        .where(
          and(eq(storeEvents.id, row.id), eq(storeEvents.startsAt, row.startsAt), eq(storeEvents.endsAt, row.endsAt)),
        ),
  });

  moved += await refresh(today, {
    rows: await db
      .select({
        id: eventCampaigns.id,
        eventDate: eventCampaigns.eventDate,
        dayLabel: eventCampaigns.dayLabel,
        seededOn: eventCampaigns.seededOn,
      })
      .from(eventCampaigns)
      .where(inArray(eventCampaigns.id, [...campaigns(today).keys()])),
    seededOn: (row) => row.seededOn,
    matches: (row, day) => {
      const seed = campaigns(day).get(row.id);
      return seed !== undefined && seed.eventDate === row.eventDate && seed.dayLabel === row.dayLabel;
    },
    move: (row) => {
      const seed = campaigns(today).get(row.id);
      return db
        .update(eventCampaigns)
        .set({ eventDate: seed?.eventDate, dayLabel: seed?.dayLabel, seededOn: today })
        .where(
          and(
            eq(eventCampaigns.id, row.id),
            eq(eventCampaigns.eventDate, row.eventDate),
            eq(eventCampaigns.dayLabel, row.dayLabel),
          ),
        );
    },
  });

  const promotionSeeds = new Map(PROMOTION_SEEDS.map((seed) => [seed.slug, seed]));
  moved += await refresh(today, {
    rows: await db
      .select({
        id: promotions.id,
        slug: promotions.slug,
        validFrom: promotions.validFrom,
        validUntil: promotions.validUntil,
        seededOn: promotions.seededOn,
      })
      .from(promotions)
      .where(inArray(promotions.slug, [...promotionSeeds.keys()])),
    seededOn: (row) => row.seededOn,
    matches: (row, day) => {
      const seed = promotionSeeds.get(row.slug);
      if (!seed) return false;
      const validity = promotionValidity(seed, day);
      return validity.validFrom === row.validFrom && validity.validUntil === row.validUntil;
    },
    move: (row) => {
      const seed = promotionSeeds.get(row.slug);
      return seed
        ? db
            .update(promotions)
            .set({ ...promotionValidity(seed, today), seededOn: today })
            .where(
              and(
                eq(promotions.id, row.id),
                eq(promotions.validFrom, row.validFrom),
                eq(promotions.validUntil, row.validUntil),
              ),
            )
        : Promise.resolve();
    },
  });

  const codeSeeds = new Map<string, { days: number }>(PROMO_CODE_SEEDS.map((seed) => [seed.code, seed]));
  moved += await refresh(today, {
    rows: await db
      .select({
        code: promoCodes.code,
        validFrom: promoCodes.validFrom,
        validTo: promoCodes.validTo,
        seededOn: promoCodes.seededOn,
      })
      .from(promoCodes)
      .where(inArray(promoCodes.code, [...codeSeeds.keys()])),
    seededOn: (row) => row.seededOn,
    matches: (row, day) => {
      const seed = codeSeeds.get(row.code);
      if (!seed) return false;
      const validity = promoCodeValidity(seed, day);
      return validity.validFrom === row.validFrom && validity.validTo === row.validTo;
    },
    move: (row) => {
      const seed = codeSeeds.get(row.code);
      return seed
        ? db
            .update(promoCodes)
            .set({ ...promoCodeValidity(seed, today), seededOn: today })
            .where(
              and(
                eq(promoCodes.code, row.code),
                eq(promoCodes.validFrom, row.validFrom),
                eq(promoCodes.validTo, row.validTo),
              ),
            )
        : Promise.resolve();
    },
  });

  moved += await refresh(today, {
    rows: await db
      .select({
        id: advertisements.id,
        startDate: advertisements.startDate,
        endDate: advertisements.endDate,
        seededOn: advertisements.seededOn,
      })
      .from(advertisements)
      .where(eq(advertisements.slug, ADVERTISEMENT_SLUG)),
    seededOn: (row) => row.seededOn,
    matches: (row, day) => {
      const window = advertisementWindow(day);
      return sameInstant(window.startDate, row.startDate) && sameInstant(window.endDate, row.endDate);
    },
    move: (row) =>
      db
        .update(advertisements)
        .set({ ...advertisementWindow(today), seededOn: today })
        .where(
          and(
            eq(advertisements.id, row.id),
            eq(advertisements.startDate, row.startDate),
            eq(advertisements.endDate, row.endDate),
          ),
        ),
  });
  return moved;
}
