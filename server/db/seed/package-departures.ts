import { addDays, todayInLima } from "#app/utils/dates.ts";
import { PACKAGE_DETAILS } from "#app/features/packages/package-catalog.ts";
import type { Db } from "#server/db/client.ts";
import { packageDepartures } from "#server/db/schema/packages.ts";

/** How far ahead the demo's package departures reach. */
const DEPARTURE_WINDOW_DAYS = 120;

/**
 * Departures of every curated package on its weekdays, from tomorrow to the window's end: rows that exist are left
 * as they are, so each start only adds the days that came into the window. Peak weeks add a supplement.
 */
export async function seedPackageDepartures(db: Db, now: Date): Promise<void> {
  const today = todayInLima(now);
  const rows = PACKAGE_DETAILS.flatMap((detail) =>
    Array.from({ length: DEPARTURE_WINDOW_DAYS }, (_, index) => addDays(today, index + 1))
      .filter((day) => detail.weekdays.includes(new Date(`${day}T00:00:00Z`).getUTCDay()))
      .map((day) => ({
        packageSlug: detail.slug,
        departureDate: day,
        seats: detail.seats,
        // Departures in the second half of each month carry the peak supplement.
        supplementMinor: Number(day.slice(8)) > 15 ? detail.peakSupplementUsd * 100 : 0,
      })),
  );
  if (rows.length > 0) await db.insert(packageDepartures).values(rows).onConflictDoNothing();
}
