// The feature's public server module: what other features may use of it.
export * from "./order-adjustments.server.ts";
export * from "./order-payable.server.ts";
export * from "./order-placement.server.ts";
export * from "./order-products.server.ts";
export * from "./order-service.server.ts";
export * from "./order-cancellation.server.ts";
export * from "./documents/index.server.ts";
