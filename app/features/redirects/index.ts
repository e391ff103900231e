// The feature's public module: what other features may use of it (client-safe).
export * from "./partner-redirect.ts";
