// The order core's public UI for a checkout's and an order page's actions: paying, a price change, a cancel.
// Apart from orders-ui.tsx so that the pages which only show an order (confirmation, cancelled, desk) do not
// load the pay form's code: a route takes the whole of a public UI module in one shared chunk.
export { CancelBookingControls } from "#app/features/orders/ui/cancel-order-controls.tsx";
export { PaymentOptions } from "#app/features/orders/ui/payment-options.tsx";
export { PriceChangeNotice, type PriceChange } from "#app/features/orders/ui/price-change-notice.tsx";
