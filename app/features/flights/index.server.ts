// The feature's public server module: what other features may use of it.
export { createInventorySupplier } from "./inventory/inventory-supplier.server.ts";
// The flight product's registration (server/products.ts lists it).
export { flightProductModule } from "./booking/flight-product-module.server.ts";
// A flight as part of a basket (flight+hotel): priced, then its booking written and its order prepared in the basket's
// transaction, which adds its other items and places it.
export { flightHoldRefusal } from "./booking/booking-duplicates.server.ts";
export { prepareFlightOrder, priceFlightSelection, type PricedFlight } from "./booking/booking-hold.server.ts";
export type { HoldBookingInput, HoldOutcome } from "./booking/booking-contract.ts";
// The flights' events in an order's one calendar file (the flight product gives them to the core; decision 062).
export { flightCalendarEvents } from "./booking/booking-ics.ts";
