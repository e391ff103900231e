// The feature's public module: what other features may use of it (client-safe).
export * from "./offer-types.ts";
export * from "./price-references.ts";
