// An order's lines and total as the money function gives them (ui/order-amounts-table.tsx): a public UI module of
// its own, for the checkouts that show a preview of the order's amounts.
export { OrderAmountsTable } from "#app/features/orders/ui/order-amounts-table.tsx";
