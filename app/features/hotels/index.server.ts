// The feature's public server module: what other features may use of it.
export * from "./hotel-results.server.ts";
export * from "./hotel-product.server.ts";
export { hotelProductModule } from "./hotel-product-module.server.ts";
export { hotelSupplier } from "./hotel-suppliers.server.ts";
// The stay's events in an order's one calendar file (the hotel product gives them to the core; decision 062).
export { hotelCalendarEvents } from "./hotel-voucher.ts";
