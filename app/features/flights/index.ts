// The feature's public module: what other features may use of it (client-safe).
export { cheapestAdultRoundTrip } from "./cheapest-fare.ts";
export type { AirlineInfo, FareFamily, FlightOffer, PassengerType, Segment } from "./flight-offer-types.ts";
export {
  AIRLINE_FILTER_PARAM,
  buildFlightResultsUrl,
  defaultSearchFromOffer,
  parseFlightResultsQuery,
  ROUND_TRIP,
  withAirlineFilter,
  type FlightSearch,
} from "./flight-search-url.ts";
