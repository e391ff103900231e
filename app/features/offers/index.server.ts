// The feature's public server module: what other features may use of it.
export * from "./price-references.server.ts";
export * from "./route-fares.server.ts";
