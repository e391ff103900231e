// The feature's public module: what other features may use of it (client-safe).
export * from "./destination-json-ld.ts";
