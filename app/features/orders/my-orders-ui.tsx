// The order core's 'Mis reservas' list of every product (the look-up page is ui/my-orders-page.tsx). Apart from
// orders-ui.tsx, and without the look-up form, so that each page loads only its own code (a route takes a public UI
// module in one chunk).
export { MY_ORDERS_PATH, PROFILE_ORDERS_PATH, profileOrdersOf } from "#app/features/orders/ui/my-orders-paths.ts";
export { OrdersList } from "#app/features/orders/ui/orders-list.tsx";
export { OrdersNotice } from "#app/features/orders/ui/orders-notice.tsx";
export type { AccountOrderEntry, AccountOrderMoney } from "#app/features/orders/access/account-orders.server.ts";
