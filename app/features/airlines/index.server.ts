// The feature's public server module: what other features may use of it.
export * from "./airline-page.server.ts";
