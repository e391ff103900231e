// The order core's public UI: the checkout fields every product's checkout shows (ui/).
export { ComprobanteFields, comprobanteText } from "#app/features/orders/ui/comprobante-fields.tsx";
export { PromoCodeField } from "#app/features/orders/ui/promo-code-field.tsx";
