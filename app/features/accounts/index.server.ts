// The feature's public server module: what other features may use of it.
export * from "./profile-service.server.ts";
export * from "./travellers-service.server.ts";
export * from "./password-hash.server.ts";
export * from "./session-service.server.ts";
