// The feature's public server module: what other features may use of it.
export { getCurrentExchangeRate } from "./exchange-rate-service.server.ts";
