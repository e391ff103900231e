// The feature's public server module: what other features may use of it.
export * from "./appointments-config.server.ts";
