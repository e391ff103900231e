// The feature's public server module: what other features may use of it.
export * from "./web-content-service.server.ts";
