// The one order page's view (ui/order-page.tsx), a public UI module of its own so the pages that only use
// orders-ui.tsx (the checkouts' fields, Mis reservas) do not load it.
export { OrderPageView } from "#app/features/orders/ui/order-page.tsx";
