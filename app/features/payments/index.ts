// The feature's public module: what other features may use of it (client-safe).
export * from "./payment-messages.ts";
export * from "./providers/payment-provider.ts";
