// The feature's public module: what other features may use of it (client-safe).
export type { CurrencyExchange } from "./exchange-rate.ts";
