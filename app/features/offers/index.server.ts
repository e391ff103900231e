// The feature's public server module: what other features may use of it.
export * from "./exchange-rate-service.server.ts";
export * from "./price-references.server.ts";
