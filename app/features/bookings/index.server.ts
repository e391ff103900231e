// The feature's public server module: what other features may use of it.
export * from "./booking-service.server.ts";
export * from "./booking-test-data.server.ts";
export { flightProductModule } from "./flight-product-module.server.ts";
