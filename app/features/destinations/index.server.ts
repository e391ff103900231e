// The feature's public server module: what other features may use of it.
export * from "./destination-page.server.ts";
export { listDestinationPages } from "./destination-content-queries.server.ts";
