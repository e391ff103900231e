// The feature's public module (client-safe): what other features may use of it.
// A flight's travel-assistance add-on is insurance's order product quoted with this selection (the same quote as
// /seguros); the selection and the details stay insurance's own.
export { flightAssistanceSelection, type InsuranceSelection } from "./insurance-order-item.ts";
