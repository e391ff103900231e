// The whole database schema: one file per domain, re-exported here for Drizzle and drizzle-kit.
export * from "./content.ts";
export * from "./mail.ts";
export * from "./agencies.ts";
export * from "./destination-content.ts";
export * from "./advertisements.ts";
export * from "./flags.ts";
export * from "./notifications.ts";
export * from "./pre-registration.ts";
export * from "./geography.ts";
export * from "./offers.ts";
export * from "./web-content.ts";
export * from "./newsletter.ts";
export * from "./accounts.ts";
export * from "./platform.ts";
export * from "./flights.ts";
