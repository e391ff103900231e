import { addDays, todayInLima } from "#app/utils/dates.ts";
import type { Db } from "#server/db/client.ts";
import { promoCodes } from "#server/db/schema/discounts.ts";

/**
 * The demo's promo codes (issue 19): percentage, cap in US$ cents, uses, validity in days from the first seed, and the
 * products each is for.
 */
export const PROMO_CODE_SEEDS = [
  {
    code: "KUNTUR",
    percent: 10,
    capMinor: 5_000,
    usesLeft: 1_000,
    days: 365,
    description: "Bienvenida: 10 % hasta US$ 50",
    products: ["flight", "hotel", "insurance", "package"],
  },
  {
    code: "VUELA5",
    percent: 5,
    capMinor: 2_500,
    usesLeft: 500,
    days: 180,
    description: "5 % en vuelos hasta US$ 25",
    products: ["flight"],
  },
  {
    code: "HOTEL8",
    percent: 8,
    capMinor: 4_000,
    usesLeft: 500,
    days: 180,
    description: "8 % en hoteles hasta US$ 40",
    products: ["hotel"],
  },
  {
    code: "CUSCO2",
    percent: 15,
    capMinor: 3_000,
    usesLeft: 100,
    days: 90,
    description: "Cusco: 15 % en vuelos y hoteles hasta US$ 30",
    products: ["flight", "hotel"],
  },
  {
    code: "ULTIMO",
    percent: 20,
    capMinor: 4_000,
    usesLeft: 1,
    days: 365,
    description: "Un solo uso: 20 % hasta US$ 40",
    products: ["flight", "hotel", "insurance", "package"],
  },
] as const;

/** A demo code's validity when seeded on `today`: from the day before, for its number of days. */
export const promoCodeValidity = (seed: { days: number }, today: string) => ({
  validFrom: addDays(today, -1),
  validTo: addDays(today, seed.days),
});

/** Inserts the demo codes; existing codes (and their remaining uses) are left as they are (see refreshDemoDates). */
export async function seedDiscounts(db: Db, now: Date = new Date()): Promise<void> {
  const today = todayInLima(now);
  await db
    .insert(promoCodes)
    .values(
      PROMO_CODE_SEEDS.map(({ days, products, ...seed }) => ({
        ...seed,
        products: [...products],
        ...promoCodeValidity({ days }, today),
        seededOn: today,
      })),
    )
    .onConflictDoNothing({ target: promoCodes.code });
}
