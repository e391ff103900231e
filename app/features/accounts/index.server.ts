// The feature's public server module: what other features may use of it.
export * from "./travellers-service.server.ts";
export * from "./user-bookings.server.ts";
