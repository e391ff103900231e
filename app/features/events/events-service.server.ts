import { getDb } from "#db";
import { brand } from "#app/config/brand.ts";
import { preRegistrationPath } from "#app/features/pre-registration/index.ts";
import type { CalendarEvent } from "./event-ics.ts";
import { classifyEvents } from "./event-schedule.ts";
import { formatLimaDates, formatLimaHours } from "./event-time.ts";
import { findPublishedEvent, listPublishedEvents, type StoreEventRow } from "./events-queries.server.ts";

/** What the page shows of one event (plain data: it crosses to the browser). */
export type EventView = {
  slug: string;
  title: string;
  line: string | null;
  summary: string;
  startsAt: string;
  endsAt: string;
  dates: string;
  hours: string;
  storeName: string;
  address: string;
  /** /tusdatos for the event's campaign while its registration is open; null otherwise. */
  registrationPath: string | null;
  calendarPath: string;
};

export function calendarPath(slug: string): string {
  return `/eventos/${slug}.ics`;
}

const addressOf = (row: StoreEventRow) => `${row.storeAddress}, ${row.storeCity}`;

function toView(row: StoreEventRow, upcoming: boolean): EventView {
  return {
    slug: row.slug,
    title: row.title,
    line: row.line,
    summary: row.summary,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    dates: formatLimaDates(row.startsAt, row.endsAt),
    hours: formatLimaHours(row.startsAt, row.endsAt),
    storeName: row.storeName,
    address: addressOf(row),
    registrationPath:
      upcoming && row.campaignId !== null && row.registrationOpen ? preRegistrationPath(row.campaignId) : null,
    calendarPath: calendarPath(row.slug),
  };
}

/** /eventos: upcoming events (soonest first) and past ones (latest first), by the given clock. */
export async function loadEventsPage(now: Date = new Date()): Promise<{ upcoming: EventView[]; past: EventView[] }> {
  const { upcoming, past } = classifyEvents(await listPublishedEvents(getDb()), now);
  return { upcoming: upcoming.map((row) => toView(row, true)), past: past.map((row) => toView(row, false)) };
}

/**
 * The next published events, soonest first, optionally of one store and one event line: the flagship page's
 * "Próximos eventos" and the Cierra puertas campaign page read them, so no page advertises a date that has passed.
 */
export async function listUpcomingEvents(
  filter: { storeName?: string; line?: string; limit?: number } = {},
  now: Date = new Date(),
): Promise<EventView[]> {
  const { upcoming } = classifyEvents(await listPublishedEvents(getDb()), now);
  return upcoming
    .filter((row) => filter.storeName === undefined || row.storeName === filter.storeName)
    .filter((row) => filter.line === undefined || row.line === filter.line)
    .slice(0, filter.limit ?? Number.POSITIVE_INFINITY)
    .map((row) => toView(row, true));
}

/** The calendar entry of a published event, or undefined for an unknown slug. */
export async function findCalendarEvent(slug: string, siteUrl: string): Promise<CalendarEvent | undefined> {
  const row = await findPublishedEvent(getDb(), slug);
  if (!row) return undefined;
  const origin = siteUrl.replace(/\/$/, "");
  return {
    uid: `${row.slug}@${new URL(origin).hostname}`,
    title: `${row.title} - ${brand.name}`,
    description: `${row.summary}\n\nMás información: ${origin}/eventos`,
    location: `${row.storeName}, ${addressOf(row)}`,
    url: `${origin}/eventos`,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
  };
}
