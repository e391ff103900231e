// The feature's public module: what other features may use of it (client-safe).
export * from "./airport-list.ts";
export * from "./stay-areas.ts";
