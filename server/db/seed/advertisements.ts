import { limaInstant } from "#app/features/events/event-time.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import { advertisements } from "#server/db/schema/advertisements.ts";
import type { Db } from "#server/db/client.ts";

export const ADVERTISEMENT_SLUG = "temporada-de-verano";

/** The promo strip's window when seeded on `today`: from the start of the day before, for six months (Lima days). */
export const advertisementWindow = (today: string) => ({
  startDate: limaInstant(addDays(today, -1), 0),
  endDate: limaInstant(addDays(today, 180), 0),
});

/** Seeds the promo strip's campaign; an existing row is left as it is (see refreshDemoDates). */
export async function seedAdvertisements(db: Db, now: Date = new Date()): Promise<void> {
  const today = todayInLima(now);
  await db
    .insert(advertisements)
    .values({
      slug: ADVERTISEMENT_SLUG,
      advertisementContent:
        "Temporada de verano: hasta 35% de descuento en paquetes a Punta Cana, Cancún y Cartagena. Reserva hoy con Kuntur Viajes.",
      ...advertisementWindow(today),
      seededOn: today,
    })
    .onConflictDoNothing({ target: advertisements.slug });
}
