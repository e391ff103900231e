import type { Db } from "#server/db/client.ts";
import { travelPackages, type PackageCancellationTier } from "#server/db/schema/packages.ts";

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

const DOMESTIC_TIERS: PackageCancellationTier[] = [
  { daysBefore: 21, penaltyPercent: 0 },
  { daysBefore: 8, penaltyPercent: 30 },
  { daysBefore: 3, penaltyPercent: 60 },
  { daysBefore: 0, penaltyPercent: 100 },
];
const INTERNATIONAL_TIERS: PackageCancellationTier[] = [
  { daysBefore: 45, penaltyPercent: 10 },
  { daysBefore: 30, penaltyPercent: 30 },
  { daysBefore: 15, penaltyPercent: 60 },
  { daysBefore: 0, penaltyPercent: 100 },
];

/**
 * The packages sold online (migration 0045 gave existing databases the same): per person in US$ in a single and a
 * triple room and a child's price up to its age limit, and the operator's cancellation tiers.
 */
export const PACKAGE_ONLINE_SALE: Record<
  string,
  { singleUsd: number; tripleUsd: number; childUsd: number; childMaxAge: number; tiers: PackageCancellationTier[] }
> = {
  "cusco-machu-picchu": { singleUsd: 649, tripleUsd: 429, childUsd: 319, childMaxAge: 11, tiers: DOMESTIC_TIERS },
  "mancora-playa-y-sol": { singleUsd: 459, tripleUsd: 309, childUsd: 229, childMaxAge: 11, tiers: DOMESTIC_TIERS },
  "iquitos-selva": { singleUsd: 559, tripleUsd: 379, childUsd: 279, childMaxAge: 11, tiers: DOMESTIC_TIERS },
  "punta-cana-todo-incluido": {
    singleUsd: 1259,
    tripleUsd: 839,
    childUsd: 449,
    childMaxAge: 12,
    tiers: INTERNATIONAL_TIERS,
  },
  "cancun-riviera-maya": {
    singleUsd: 1469,
    tripleUsd: 979,
    childUsd: 529,
    childMaxAge: 12,
    tiers: INTERNATIONAL_TIERS,
  },
  "madrid-paris-roma": {
    singleUsd: 3690,
    tripleUsd: 2790,
    childUsd: 2290,
    childMaxAge: 11,
    tiers: INTERNATIONAL_TIERS,
  },
};

function onlineSaleOf(slug: string) {
  const sale = PACKAGE_ONLINE_SALE[slug];
  if (!sale) return {};
  return {
    singlePriceMinor: sale.singleUsd * 100,
    triplePriceMinor: sale.tripleUsd * 100,
    childPriceMinor: sale.childUsd * 100,
    childMaxAge: sale.childMaxAge,
    cancellationTiers: sale.tiers,
  };
}

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
        ...onlineSaleOf(slug),
      })),
    )
    .onConflictDoNothing({ target: travelPackages.slug });
}
