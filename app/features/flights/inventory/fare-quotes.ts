// What a segment and a whole trip cost now: the fare data loaded from the database, the seat counts, a cabin's open
// bucket, the family's and the round trip's percentages, taxes and the service charge. Pure, like the whole engine.
import type { FareFamily, PriceBreakdown } from "#app/features/flights/flight-offer-types.ts";
import { ROUND_TRIP, type CabinClass, type FlightSearch } from "#app/features/flights/flight-search-url.ts";
import {
  cabinBaseMinor,
  distanceKm,
  isOutlet,
  modelledCounts,
  openBucket,
  OUTLET_PERCENT,
  type Bucket,
  type CabinCounts,
} from "./fares.ts";
import type { DatedFlight, FlightNetwork } from "./network-types.ts";
import { priceTrip, type PassengerCounts, type PricedSegment, type PricingRules, type TaxRule } from "./pricing.ts";

export type AirlineFareData = { code: string; name: string; childPercent: number; infantPercent: number };
export type AircraftData = { code: string; name: string; seats: Record<CabinClass, number> };
export type FamilyData = FareFamily & { rank: number; pricePercent: number };

/** Everything the engine prices with, loaded once from the database (inventory-data.server.ts). */
export type FareData = {
  network: FlightNetwork;
  airlines: Map<string, AirlineFareData>;
  aircraft: Map<string, AircraftData>;
  /** By carrier, cheapest first. */
  families: Map<string, FamilyData[]>;
  taxes: TaxRule[];
  /** The agency's service charge per ticketed traveller, US$ minor units. */
  serviceChargeMinor: number;
};

/** Seats of a flight-date's cabin as stored; undefined while no seat was held or sold through us. */
export type CountsLookup = (scheduleId: string, date: string, cabin: CabinClass) => CabinCounts | undefined;

/** Round trips on one airline both ways: percent of the one-way fares. */
export const ROUND_TRIP_PERCENT = 93;

export function passengerCounts(search: FlightSearch): PassengerCounts {
  return { ADT: search.adults, CHD: search.children, INF: search.infants };
}

/** Travellers who take a seat (infants fly on a lap). */
export const seatsNeeded = (search: FlightSearch) => search.adults + search.children;

export type SegmentQuote = {
  dated: DatedFlight;
  bucket: Bucket;
  seatsLeft: number;
  /** Adult base in the cabin and bucket, before family and round-trip percentages. */
  baseMinor: number;
  /** Without the outlet discount (equal to baseMinor when not an outlet fare). */
  regularBaseMinor: number;
  outlet: boolean;
};

function segmentDistance(network: FlightNetwork, dated: DatedFlight): number {
  const origin = network.airports.get(dated.flight.origin);
  const destination = network.airports.get(dated.flight.destination);
  if (origin?.latitude != null && origin.longitude != null && destination?.latitude != null) {
    if (destination.longitude != null) {
      return distanceKm(
        { latitude: origin.latitude, longitude: origin.longitude },
        { latitude: destination.latitude, longitude: destination.longitude },
      );
    }
  }
  // No coordinates: about 12 km per minute of block time, less taxi time.
  return Math.max(150, (dated.flight.durationMinutes - 20) * 12);
}

/** The current price and seats of one segment for `seats` travellers in a cabin; null when they do not fit. */
export function quoteSegment(
  data: FareData,
  dated: DatedFlight,
  cabin: CabinClass,
  seats: number,
  counts: CountsLookup,
  today: string,
): SegmentQuote | null {
  const capacity = data.aircraft.get(dated.flight.aircraft)?.seats[cabin] ?? 0;
  if (capacity === 0) return null;
  const current =
    counts(dated.flight.id, dated.date, cabin) ?? modelledCounts(dated.flight.id, dated.date, cabin, capacity, today);
  const open = openBucket(current, cabin, seats);
  if (!open) return null;
  const cabinBase = cabinBaseMinor(segmentDistance(data.network, dated), cabin, dated.date, today);
  const regularBaseMinor = Math.round((cabinBase * open.bucket.percent) / 100 / 100) * 100;
  const outlet = cabin === 0 && isOutlet(current, dated.date, today);
  const baseMinor = outlet ? Math.round((regularBaseMinor * OUTLET_PERCENT) / 100 / 100) * 100 : regularBaseMinor;
  return { dated, bucket: open.bucket, seatsLeft: open.seatsLeft, baseMinor, regularBaseMinor, outlet };
}

function pricingRules(data: FareData, carrier: string): PricingRules {
  const airline = data.airlines.get(carrier);
  return {
    shares: { ADT: 100, CHD: airline?.childPercent ?? 75, INF: airline?.infantPercent ?? 10 },
    taxes: data.taxes,
    serviceChargeMinor: data.serviceChargeMinor,
  };
}

/** The segments as the tax rules and passenger shares see them, at a family's and the trip's percentages. */
function pricedSegments(data: FareData, quotes: SegmentQuote[], percent: number, regular = false): PricedSegment[] {
  return quotes.map((quote) => ({
    adultBaseMinor: Math.round(((regular ? quote.regularBaseMinor : quote.baseMinor) * percent) / 100),
    origin: quote.dated.flight.origin,
    originCountry: data.network.airports.get(quote.dated.flight.origin)?.countryCode ?? "",
    destinationCountry: data.network.airports.get(quote.dated.flight.destination)?.countryCode ?? "",
  }));
}

/** The percentage the whole trip's fares are multiplied by (a round trip on one airline is cheaper). */
const tripPercent = (search: FlightSearch) => (search.tripType === ROUND_TRIP ? ROUND_TRIP_PERCENT : 100);

export function priceOf(
  data: FareData,
  search: FlightSearch,
  carrier: string,
  family: FamilyData,
  quotes: SegmentQuote[],
  regular = false,
): PriceBreakdown {
  const percent = (family.pricePercent * tripPercent(search)) / 100;
  return priceTrip(
    pricedSegments(data, quotes, percent, regular),
    passengerCounts(search),
    pricingRules(data, carrier),
  );
}

export const withoutServiceCharge = (price: PriceBreakdown) => price.totalMinor - price.serviceChargeMinor;

export function publicFamily(family: FamilyData): FareFamily {
  const { rank: _rank, pricePercent: _percent, ...rest } = family;
  return rest;
}

/**
 * A one-way fare for one adult in economy when the inventory sells this flight-date as outlet (leaving soon with
 * few seats sold): its total now and before the discount, taxes and charge included. Null otherwise.
 */
export function outletQuote(
  data: FareData,
  dated: DatedFlight,
  counts: CountsLookup,
  today: string,
): { totalMinor: number; previousTotalMinor: number } | null {
  const quote = quoteSegment(data, dated, 0, 1, counts, today);
  const carrier = dated.flight.marketingCarrier;
  const family = data.families.get(carrier)?.[0];
  if (!quote?.outlet || !family) return null;
  const oneAdult = { ADT: 1, CHD: 0, INF: 0 };
  const total = (regular: boolean) =>
    priceTrip(pricedSegments(data, [quote], family.pricePercent, regular), oneAdult, pricingRules(data, carrier))
      .totalMinor;
  return { totalMinor: total(false), previousTotalMinor: total(true) };
}

/** The agency's charge for a search's ticketed travellers. */
export const serviceChargeFor = (data: FareData, search: FlightSearch) => data.serviceChargeMinor * seatsNeeded(search);
