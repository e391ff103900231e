// The order core's 'Mis reservas' for every product: the look-up page and the account's list. Apart from orders-ui.tsx
// so that the order pages do not load the look-up form's code (a route takes a public UI module in one chunk).
export { MyOrdersPage, OrdersNotice } from "#app/features/orders/ui/my-orders-page.tsx";
export { MY_ORDERS_PATH, PROFILE_ORDERS_PATH } from "#app/features/orders/ui/my-orders-paths.ts";
export { OrdersList } from "#app/features/orders/ui/orders-list.tsx";
export type { AccountOrderEntry, AccountOrderMoney } from "#app/features/orders/access/account-orders.server.ts";
