import type { Db } from "#server/db/client.ts";
import { travelPackages } from "#server/db/schema/packages.ts";

type PackageSeed = [
  slug: string,
  name: string,
  duration: string,
  includes: string,
  usd: number,
  regularUsd: number | null,
  image: string,
];

/**
 * The demo's packages: the one price of each (per person in a double room, in whole US dollars) that the home's
 * sections and banners and /cierrapuertas show (docs/decisions/026-one-price-per-product.md).
 */
export const PACKAGE_SEEDS: PackageSeed[] = [
  [
    "cusco-machu-picchu",
    "Cusco y Machu Picchu",
    "4 días / 3 noches",
    "Vuelos, hotel, traslados y tren",
    459,
    689,
    "outlet-2.svg",
  ],
  [
    "punta-cana-todo-incluido",
    "Punta Cana todo incluido",
    "6 días / 5 noches",
    "Vuelos, hotel todo incluido y traslados",
    899,
    1290,
    "bodas-1.svg",
  ],
  [
    "cancun-riviera-maya",
    "Cancún y Riviera Maya",
    "7 días / 6 noches",
    "Vuelos, hotel todo incluido y traslados",
    1049,
    1450,
    "bodas-2.svg",
  ],
  [
    "mancora-playa-y-sol",
    "Máncora, playa y sol",
    "4 días / 3 noches",
    "Vuelos a Piura o Tumbes, hotel frente al mar y traslados",
    329,
    null,
    "outlet-1.svg",
  ],
  [
    "madrid-paris-roma",
    "Madrid, París y Roma",
    "12 días / 11 noches",
    "Vuelos, hoteles, trenes y visitas guiadas",
    2890,
    3790,
    "europa-1.svg",
  ],
  [
    "iquitos-selva",
    "Iquitos",
    "4 días / 3 noches",
    "Vuelos, albergue en la selva y excursiones",
    399,
    560,
    "outlet-1.svg",
  ],
  [
    "turquia-dubai",
    "Turquía y Dubái",
    "13 días / 12 noches",
    "Vuelos, hoteles, excursiones y guía",
    3190,
    3990,
    "europa-2.svg",
  ],
  [
    "crucero-caribe",
    "Crucero por el Caribe",
    "8 días / 7 noches",
    "Vuelos, cabina exterior y pensión completa",
    1690,
    2290,
    "outlet-3.svg",
  ],
  [
    "tailandia-bali",
    "Tailandia y Bali",
    "14 días / 13 noches",
    "Vuelos, hoteles y excursiones",
    3390,
    4290,
    "europa-3.svg",
  ],
];

/** Seeds the packages; a package that exists (its price edited or not) is left as it is. */
export async function seedPackages(db: Db): Promise<void> {
  await db
    .insert(travelPackages)
    .values(
      PACKAGE_SEEDS.map(([slug, name, duration, includes, usd, regularUsd, image], index) => ({
        slug,
        name,
        duration,
        includes,
        priceMinor: usd * 100,
        regularPriceMinor: regularUsd === null ? null : regularUsd * 100,
        currency: "USD",
        image,
        sortOrder: index + 1,
      })),
    )
    .onConflictDoNothing({ target: travelPackages.slug });
}
