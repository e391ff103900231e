// The feature's public server module: what other features may use of it.
export { registerInsurance } from "./insurance-payment.server.ts";
export { loadInsuranceQuote } from "./insurance-quote.server.ts";
