// The feature's public server module: what other features may use of it.
export * from "./counter-payments.server.ts";
export * from "./payment-transitions.server.ts";
export * from "./payments-config.server.ts";
export * from "./payments-service.server.ts";
export * from "./refund-ledger.server.ts";
