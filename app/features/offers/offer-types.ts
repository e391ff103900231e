import type { CurrencyExchange } from "#app/features/exchange-rates/index.ts";

/** A most-wanted flight offer of the home (SPEC 3, Flight offer (home)). Money in minor units. */
export type MostWantedOffer = {
  id: number;
  type: "NAC" | "INT";
  origin: string;
  originCode: string;
  destination: string;
  destinationCode: string;
  image: string;
  /** Lowest fare in minor units of `currency` (USD cents). */
  rate: number;
  currency: string;
  /** The fare in PEN céntimos at currencyExchange; null when no rate is on file. */
  ratePen: number | null;
  currencyExchange: CurrencyExchange | null;
  departureDate: string | null;
  returnDate: string | null;
};

export type MostWantedResponse = { offers: MostWantedOffer[] };
