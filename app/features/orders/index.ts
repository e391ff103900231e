// The feature's public module: what other features may use of it (client-safe).
export * from "./order-format.ts";
export * from "./order-money.ts";
export * from "./order-states.ts";
export {
  BUSINESS_NAME_MAX,
  COMPROBANTE_MESSAGES,
  ComprobanteSchema,
  FISCAL_ADDRESS_MAX,
  InvoiceSchema,
  PROMO_MESSAGES,
  PromoApplySchema,
  checkboxField,
  comprobanteFields,
  comprobanteIssues,
  comprobanteOf,
  promoNotForMessage,
  readPromoCode,
  rucError,
} from "./order-checkout-schemas.ts";
