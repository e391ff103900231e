// The feature's public module: what other features may use of it (client-safe).
export * from "./content-tabs.ts";
export * from "./content-types.ts";
export * from "./managed-content.ts";
