// The feature's public module: what other features may use of it (client-safe).
export * from "./benefits-content.ts";
