import { parseBookingQuery } from "#app/features/flights/flight-booking-url.ts";
import type { AirlineInfo, AirportInfo, PricedSelection } from "#app/features/flights/flight-offer-types.ts";
import { FLIGHT_RESULTS_PATH } from "#app/features/flights/flight-search-url.ts";
import { flightReferenceData, priceOffer, readOfferId } from "#flights";
import { getCurrentExchangeRate } from "#app/features/exchange-rates/index.server.ts";

export type FlightBookingPage =
  | { kind: "missing" }
  | { kind: "gone"; status: "expired" | "sold_out" | "not_found"; searchUrl: string | null }
  | {
      kind: "priced";
      step: "families" | "handoff";
      priced: Extract<PricedSelection, { status: "available" }>;
      airlines: Record<string, AirlineInfo>;
      airports: Record<string, AirportInfo>;
      rate: string | null;
      /** The currency the visitor chose on the results (`moneda=PEN`), shown first. */
      currency: "USD" | "PEN";
      searchUrl: string | null;
    };

/**
 * The step after 'Seleccionar' (/reserva/vuelos): the selection re-priced now; without a family, the offer's fare
 * families to choose from; with one, the hand-off the checkout (issue 17) takes over, naming the offer and family.
 */
export async function loadFlightBooking(params: URLSearchParams): Promise<FlightBookingPage> {
  const query = parseBookingQuery(params);
  if (!query) return { kind: "missing" };
  const token = readOfferId(query.offerId);
  const currency = params.get("moneda") === "PEN" ? "PEN" : "USD";
  const searchUrl = token ? `${FLIGHT_RESULTS_PATH}?${token.q}${currency === "PEN" ? "&moneda=PEN" : ""}` : null;
  const priced = await priceOffer(query.offerId, { optionIds: query.optionIds, fareFamilyCode: query.fareFamilyCode });
  if (priced.status !== "available") return { kind: "gone", status: priced.status, searchUrl };
  const segments = priced.offer.slices.flatMap((slice) => slice.options.flatMap((option) => option.segments));
  const airportCodes = [...new Set(segments.flatMap((segment) => [segment.origin, segment.destination]))];
  const [reference, rate] = await Promise.all([
    flightReferenceData(priced.offer.carriers, airportCodes),
    getCurrentExchangeRate(),
  ]);
  return {
    kind: "priced",
    step: query.fareFamilyCode ? "handoff" : "families",
    priced,
    ...reference,
    rate: rate?.amount ?? null,
    currency,
    searchUrl,
  };
}
