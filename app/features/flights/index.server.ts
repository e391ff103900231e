// The feature's public server module: what other features may use of it.
export * from "./inventory/inventory-supplier.server.ts";
export * from "./inventory/seat-holds.server.ts";
export * from "./flight-search-service.server.ts";
export { startFlightSearch, type FlightSearchEnv } from "./flight-search-start.server.ts";
// The flight product's registration (server/products.ts lists it).
export { flightProductModule } from "./booking/flight-product-module.server.ts";
