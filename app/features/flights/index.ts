// The feature's public module: what other features may use of it (client-safe).
export { cheapestAdultRoundTrip } from "./cheapest-fare.ts";
export type {
  AirlineInfo,
  FareFamily,
  FareFamilyOption,
  FlightOffer,
  ItineraryOption,
  PassengerType,
  PricedSelection,
  Segment,
} from "./flight-offer-types.ts";
export { baggageText } from "./fare-family-text.ts";
export { flightLinesOf } from "./booking/flight-order-lines.ts";
export {
  AIRLINE_FILTER_PARAM,
  buildFlightResultsUrl,
  defaultSearchFromOffer,
  parseFlightResultsQuery,
  ROUND_TRIP,
  withAirlineFilter,
  type FlightSearch,
} from "./flight-search-url.ts";
