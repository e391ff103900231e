// The feature's public module: what other features may use of it (client-safe).
export * from "./order-format.ts";
export * from "./order-money.ts";
export { previewOrderAmounts, type PreviewAdjustment, type PreviewItem } from "./order-preview.ts";
export * from "./order-states.ts";
export * from "./lifecycle/cancellation-figures.ts";
export * from "./lifecycle/cancellation-text.ts";
export * from "./documents/index.ts";
export { CARDS_DISABLED_MESSAGE, PAYMENT_METHOD_LABELS, isPayResult, type PayResult } from "./ui/payment-form.ts";
