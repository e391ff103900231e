// The feature's public server module: what other features may use of it.
export { notifyPriceDrop } from "./price-alert-service.server.ts";
