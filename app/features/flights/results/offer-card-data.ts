/**
 * What the results page sends to the browser per offer: only the fields its cards show (issue 16, docs/benchmarks.md
 * session 7). The loader data is encoded on every request and hydrated by the browser, so segments, UTC times,
 * terminals and tax lines stay on the server; a schedule's detail (segments, layovers) is loaded when its
 * 'Detalle del vuelo' is opened (offer-detail.server.ts). Pure: shared by the loader and the page.
 */
import type {
  AirlineInfo,
  AirportInfo,
  FareFamily,
  FlightOffer,
  Layover,
  PassengerType,
} from "#app/features/flights/flight-offer-types.ts";

/** One schedule of a slice, as its card row shows it. */
export type CardOption = {
  id: string;
  /** The first segment's marketing carrier. */
  carrier: string;
  /** Local "hh:mm" at the departure and arrival airports. */
  departureTime: string;
  arrivalTime: string;
  arrivalDayOffset: number;
  durationMinutes: number;
  stops: number;
  overnight: boolean;
  seatsLeft: number;
};

export type CardSlice = { origin: string; destination: string; date: string; options: CardOption[] };

export type CardFareFamily = Pick<FareFamily, "name" | "personalItem" | "cabinBag" | "checkedBags" | "checkedBagKg">;

export type CardPrice = {
  perPassenger: Array<{ type: PassengerType; count: number; baseMinor: number }>;
  taxesMinor: number;
  serviceChargeMinor: number;
  totalMinor: number;
};

export type OfferCardData = {
  id: string;
  validatingCarrier: string;
  fareFamily: CardFareFamily;
  price: CardPrice;
  slices: CardSlice[];
  outlet?: { previousTotalMinor: number };
};

const hhmm = (local: string) => local.slice(11, 16);

/** The card's share of an offer (its slices as given: already filtered and sorted). */
export function toCardData(offer: FlightOffer): OfferCardData {
  const { fareFamily, price } = offer;
  const card: OfferCardData = {
    id: offer.id,
    validatingCarrier: offer.validatingCarrier,
    fareFamily: {
      name: fareFamily.name,
      personalItem: fareFamily.personalItem,
      cabinBag: fareFamily.cabinBag,
      checkedBags: fareFamily.checkedBags,
      checkedBagKg: fareFamily.checkedBagKg,
    },
    price: {
      perPassenger: price.perPassenger.map(({ type, count, baseMinor }) => ({ type, count, baseMinor })),
      taxesMinor: price.taxesMinor,
      serviceChargeMinor: price.serviceChargeMinor,
      totalMinor: price.totalMinor,
    },
    slices: offer.slices.map((slice) => ({
      origin: slice.origin,
      destination: slice.destination,
      date: slice.date,
      options: slice.options.map((option) => ({
        id: option.id,
        carrier: option.segments[0]?.marketingCarrier ?? "",
        departureTime: hhmm(option.departureLocal),
        arrivalTime: hhmm(option.arrivalLocal),
        arrivalDayOffset: option.arrivalDayOffset,
        durationMinutes: option.durationMinutes,
        stops: option.stops,
        overnight: option.overnight,
        seatsLeft: option.seatsLeft,
      })),
    })),
  };
  if (offer.outlet) card.outlet = { previousTotalMinor: offer.outlet.previousTotalMinor };
  return card;
}

/** A flight of a schedule's detail. */
export type DetailSegment = {
  origin: string;
  destination: string;
  /** Local "yyyy-mm-ddThh:mm". */
  departureLocal: string;
  arrivalLocal: string;
  marketingCarrier: string;
  marketingFlightNumber: string;
  operatingCarrier: string;
  aircraftName: string;
  durationMinutes: number;
  bookingClass: string;
};

/** 'Detalle del vuelo' of every schedule of one offer, by slice index and option id, with the names it shows. */
export type OfferDetail = {
  slices: Array<Record<string, { segments: DetailSegment[]; layovers: Layover[] }>>;
  airlines: Record<string, string>;
  /** City by IATA code. */
  airports: Record<string, string>;
};

/** The detail of an offer (all its schedules, unfiltered). */
export function toOfferDetail(
  offer: FlightOffer,
  airlines: Record<string, AirlineInfo>,
  airports: Record<string, AirportInfo>,
): OfferDetail {
  const airlineNames: Record<string, string> = {};
  const cities: Record<string, string> = {};
  const slices = offer.slices.map((slice) =>
    Object.fromEntries(
      slice.options.map((option) => {
        const segments = option.segments.map((segment): DetailSegment => {
          for (const code of [segment.marketingCarrier, segment.operatingCarrier]) {
            airlineNames[code] = airlines[code]?.name ?? code;
          }
          for (const code of [segment.origin, segment.destination]) cities[code] = airports[code]?.city ?? code;
          return {
            origin: segment.origin,
            destination: segment.destination,
            departureLocal: segment.departureLocal,
            arrivalLocal: segment.arrivalLocal,
            marketingCarrier: segment.marketingCarrier,
            marketingFlightNumber: segment.marketingFlightNumber,
            operatingCarrier: segment.operatingCarrier,
            aircraftName: segment.aircraftName,
            durationMinutes: segment.durationMinutes,
            bookingClass: segment.bookingClass,
          };
        });
        for (const layover of option.layovers)
          cities[layover.airport] = airports[layover.airport]?.city ?? layover.airport;
        return [option.id, { segments, layovers: option.layovers }];
      }),
    ),
  );
  return { slices, airlines: airlineNames, airports: cities };
}
