// The feature's public server module: what other features may use of it.
export * from "./promo-code-service.server.ts";
