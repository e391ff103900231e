import { advertisements } from "../schema/advertisements.ts";
import type { Db } from "../client.ts";

const DAY_MS = 86_400_000;

/** Seeds the promo strip's campaign; its window starts the day before the first seed and lasts six months. */
export async function seedAdvertisements(db: Db, now: Date = new Date()): Promise<void> {
  await db
    .insert(advertisements)
    .values({
      slug: "temporada-de-verano",
      advertisementContent:
        "Temporada de verano: hasta 35% de descuento en paquetes a Punta Cana, Cancún y Cartagena. Reserva hoy con Kuntur Viajes.",
      startDate: new Date(now.getTime() - DAY_MS),
      endDate: new Date(now.getTime() + 180 * DAY_MS),
    })
    .onConflictDoNothing({ target: advertisements.slug });
}
