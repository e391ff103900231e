/**
 * The checkout's travel-assistance add-on ('Beneficios'): insurance's order product quoted for the trip (its
 * `quoteAddOn`, found in the product registry; the flight module declares `uses: ["insurance"]`), so the add-on costs
 * what /seguros sells the same plan, travellers, ages and days for (IGV included on national cover). Before the
 * passengers are known each traveller is priced at an age of their type; the hold quotes again with their birth dates.
 */
import type { FlightOffer, PassengerType } from "#app/features/flights/flight-offer-types.ts";
import { orderProduct } from "#app/features/orders/index.server.ts";
import type { OrderTraveller } from "#app/features/orders/order-contract.ts";
import { daysBetween } from "#app/utils/dates.ts";
import type { AssistanceLine } from "./booking-contract.ts";
import type { AssistanceTrip } from "./flight-order-lines.ts";

/** Ages the add-on is quoted at before the birth dates are known: one within each type's range, all under 65. */
export const QUOTED_AGES: Record<PassengerType, number> = { ADT: 30, CHD: 6, INF: 0 };

/** The trip's days: from the first departure's local date to the last arrival's, both counted (at least 1). */
export function tripDays(firstDepartureLocal: string, lastArrivalLocal: string): number {
  return Math.max(1, daysBetween(firstDepartureLocal.slice(0, 10), lastArrivalLocal.slice(0, 10)) + 1);
}

const segmentsOf = (offer: FlightOffer) => offer.slices.flatMap((slice) => slice.options[0]?.segments ?? []);

/** The airports (IATA codes) of an offer's chosen options, once each. */
export function offerAirports(offer: FlightOffer): string[] {
  return [...new Set(segmentsOf(offer).flatMap((segment) => [segment.origin, segment.destination]))];
}

/** The itinerary the add-on covers: every airport's country, the first departure and the last arrival. */
export function assistanceTripOf(offer: FlightOffer, countryOf: (iata: string) => string | undefined) {
  const segments = segmentsOf(offer);
  const first = segments[0];
  const last = segments.at(-1);
  if (!first || !last) return null;
  return {
    countries: offerAirports(offer).map((code) => countryOf(code) ?? ""),
    firstDepartureLocal: first.departureLocal,
    lastArrivalLocal: last.arrivalLocal,
  } satisfies AssistanceTrip;
}

/** The ages of a search's travellers by type, in the order of the passenger form (adults, children, infants). */
export function quotedAges(counts: Array<{ type: PassengerType; count: number }>): number[] {
  return (["ADT", "CHD", "INF"] as const).flatMap((type) =>
    Array<number>(counts.find((row) => row.type === type)?.count ?? 0).fill(QUOTED_AGES[type]),
  );
}

/**
 * The add-on for `trip`: the best plan /seguros shows for it, priced for `ages` (or the travellers' birth dates when
 * given). Null when no plan covers the trip (the checkout then offers no add-on) or insurance is not registered.
 */
export async function quoteAssistance(
  trip: AssistanceTrip,
  who: { ages: number[]; travellers?: OrderTraveller[] },
  now = new Date(),
): Promise<AssistanceLine | null> {
  const product = orderProduct("insurance");
  if (!product?.quoteAddOn) return null;
  const travellers = who.travellers ?? [];
  const quote = await product.quoteAddOn({ ...trip, ages: who.ages }, { travellers, now, seenTotalMinor: null });
  if (quote.status !== "available") return null;
  const totalMinor = quote.lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const taxMinor = quote.lines.filter((line) => line.kind === "tax").reduce((sum, line) => sum + line.amountMinor, 0);
  return {
    planName: quote.title ?? "Asistencia en viaje",
    days: tripDays(trip.firstDepartureLocal, trip.lastArrivalLocal),
    travellers: travellers.length > 0 ? travellers.length : who.ages.length,
    totalMinor,
    taxMinor,
    quote: { lines: quote.lines, details: quote.details },
  };
}
