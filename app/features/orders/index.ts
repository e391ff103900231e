// The feature's public module: what other features may use of it (client-safe).
export * from "./order-format.ts";
export * from "./order-money.ts";
export * from "./order-states.ts";
