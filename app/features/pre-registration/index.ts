// The feature's public module: what other features may use of it (client-safe).
export * from "./campaign-link.ts";
export * from "./pre-registration-schemas.ts";
