// The feature's public module: what other features may use of it (client-safe).
export * from "./cookie-consent-schemas.ts";
export * from "./consent-mode.ts";
