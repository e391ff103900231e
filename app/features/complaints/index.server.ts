// The feature's public server module: what other features may use of it.
export * from "./complaint-email.server.ts";
export * from "./complaint-sheet-row.server.ts";
export * from "./complaint-viewing.server.ts";
export * from "./complaints-queries.server.ts";
export * from "./complaints-service.server.ts";
