// The feature's public server module: what other features may use of it.
export { insuranceProductModule } from "./insurance-product-module.server.ts";
export { registerInsurance } from "./insurance-payment.server.ts";
export { loadInsuranceQuote } from "./insurance-quote.server.ts";
