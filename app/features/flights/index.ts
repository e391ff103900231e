// The feature's public module: what other features may use of it (client-safe).
export * from "./cheapest-fare.ts";
export * from "./flight-offer-types.ts";
export * from "./flight-search-schemas.ts";
export * from "./flight-search-url.ts";
export * from "./flight-supplier.ts";
// The 'Pasajeros' form a basket's checkout (flight+hotel) shares with the flight checkout.
export {
  makePassengersSchema,
  passengerTypes,
  type PassengersContext,
} from "./booking/booking-schemas.ts";
export { passengersFormValues, postedTextValues } from "./booking/booking-form-values.ts";
