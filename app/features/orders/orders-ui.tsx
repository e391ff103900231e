// The order core's public UI: what other features' pages may render of it ('Mis reservas' is my-orders-ui.tsx).
export { CancellationFiguresView } from "./lifecycle/cancellation-view.tsx";
export { OrderRefundSection } from "./lifecycle/refund-section.tsx";
export { ComprobanteFields, comprobanteText } from "#app/features/orders/ui/comprobante-fields.tsx";
export { PromoCodeField } from "#app/features/orders/ui/promo-code-field.tsx";
export { CashCodeBlock, type CashCodeView } from "#app/features/orders/ui/cash-code-block.tsx";
