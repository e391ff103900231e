// The feature's public module: what other features may use of it (client-safe).
export * from "./order-format.ts";
export * from "./order-money.ts";
export * from "./order-states.ts";
export { LOOKUP_MESSAGES, OrderLookupSchema, type OrderLookup } from "./access/order-lookup-schemas.ts";
