// The feature's public server module: what other features and the host may use of it.
export { configureFlightHotel, type FlightHotelConfig } from "./flight-hotel-config.server.ts";
export {
  BUNDLE_DISCOUNT_LABEL,
  holdFlightHotel,
  type FlightHotelHoldInput,
  type FlightHotelHoldOutcome,
} from "./flight-hotel-order.server.ts";
export { basketOrderPage } from "./basket-order.server.ts";
