import type { Db } from "#server/db/client.ts";
import { exchangeRates, flightOffers } from "#server/db/schema/offers.ts";

/** The demo exchange rate: a past date, so it is the rate in force until the back office records a newer one. */
export const EXCHANGE_RATE_SEED = {
  currencyFrom: "USD",
  currencyTo: "PEN",
  amount: "3.7450",
  effectiveDate: "2025-11-03",
  source: "Tipo de cambio comercial de venta de Kuntur Viajes (referencial)",
};

type OfferSeed = [
  slug: string,
  type: "NAC" | "INT",
  destinationCode: string,
  destination: string,
  image: string,
  usd: number,
];

/** Nine per tab: the API shows at most eight, so the ninth proves the limit. Fares in whole US dollars. */
export const FLIGHT_OFFER_SEEDS: OfferSeed[] = [
  ["lim-cuz", "NAC", "CUZ", "Cusco", "cusco", 89],
  ["lim-aqp", "NAC", "AQP", "Arequipa", "arequipa", 79],
  ["lim-iqt", "NAC", "IQT", "Iquitos", "iquitos", 95],
  ["lim-tpp", "NAC", "TPP", "Tarapoto", "tarapoto", 85],
  ["lim-piu", "NAC", "PIU", "Piura", "piura", 75],
  ["lim-tru", "NAC", "TRU", "Trujillo", "trujillo", 69],
  ["lim-pem", "NAC", "PEM", "Puerto Maldonado", "puerto-maldonado", 99],
  ["lim-tbp", "NAC", "TBP", "Tumbes", "tumbes", 89],
  ["lim-jul", "NAC", "JUL", "Juliaca", "juliaca", 92],
  ["lim-mia", "INT", "MIA", "Miami", "miami", 329],
  ["lim-cun", "INT", "CUN", "Cancún", "cancun", 389],
  ["lim-puj", "INT", "PUJ", "Punta Cana", "punta-cana", 449],
  ["lim-mad", "INT", "MAD", "Madrid", "madrid", 799],
  ["lim-scl", "INT", "SCL", "Santiago de Chile", "santiago", 219],
  ["lim-eze", "INT", "EZE", "Buenos Aires", "buenos-aires", 279],
  ["lim-bog", "INT", "BOG", "Bogotá", "bogota", 199],
  ["lim-jfk", "INT", "JFK", "Nueva York", "nueva-york", 459],
  ["lim-ctg", "INT", "CTG", "Cartagena", "cartagena", 299],
];

/** Seeds the exchange rate and the most-wanted offers; existing rows (natural keys) are left as edited. */
export async function seedOffers(db: Db): Promise<void> {
  await db.insert(exchangeRates).values(EXCHANGE_RATE_SEED).onConflictDoNothing();
  await db
    .insert(flightOffers)
    .values(
      FLIGHT_OFFER_SEEDS.map(([slug, type, destinationCode, destination, image, usd], index) => ({
        slug,
        type,
        originCode: "LIM",
        destinationCode,
        destination,
        image: `/images/home/destinations/${image}.svg`,
        rateMinor: usd * 100,
        currency: "USD",
        sortOrder: index,
      })),
    )
    .onConflictDoNothing({ target: flightOffers.slug });
}
