// The feature's public server module: what other features may use of it.
export * from "./pre-registration-service.server.ts";
