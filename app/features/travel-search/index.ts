// The feature's public module: what other features may use of it (client-safe).
export * from "./stay-search-schemas.ts";
export * from "./stay-search-url.ts";
