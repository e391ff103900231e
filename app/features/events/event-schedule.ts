/** What the classification needs of an event: its instants. */
export type Timed = { startsAt: Date; endsAt: Date };

/**
 * Splits events into upcoming (soonest first) and past (most recent first). An event is past once it has ended:
 * one running now is still upcoming, so a visitor can still find it and its address. Instants are absolute, so an
 * event ending at 9:00 p. m. in Lima (02:00 UTC the next day) stays upcoming until then, whatever the server's zone.
 */
export function classifyEvents<T extends Timed>(events: readonly T[], now: Date): { upcoming: T[]; past: T[] } {
  const upcoming: T[] = [];
  const past: T[] = [];
  for (const event of events) (event.endsAt.getTime() <= now.getTime() ? past : upcoming).push(event);
  upcoming.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  past.sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime());
  return { upcoming, past };
}
