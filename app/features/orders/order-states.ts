/**
 * The order's and its items' life cycles (issue 31): the only place that knows which state may follow which. Pure,
 * so pages may ask `canTransition` too; order-states.server.ts applies a move (conditional update + event row).
 */
import type { ItemState, OrderState } from "./order-contract.ts";

export const ORDER_TRANSITIONS: Record<OrderState, readonly OrderState[]> = {
  held: ["pending_payment", "paid", "expired", "cancelled"],
  pending_payment: ["held", "paid", "expired", "cancelled"],
  paid: ["fulfilled", "cancelled"],
  fulfilled: ["cancelled"],
  expired: [],
  cancelled: [],
};

export const ITEM_TRANSITIONS: Record<ItemState, readonly ItemState[]> = {
  held: ["confirmed", "fulfilled", "released", "cancelled"],
  confirmed: ["fulfilled", "cancelled"],
  fulfilled: ["cancelled"],
  released: [],
  cancelled: [],
};

/** States in which the order still takes money (a payment may start or complete). */
export const PAYABLE_ORDER_STATES: readonly OrderState[] = ["held", "pending_payment"];
/** States of a paid order. */
export const PAID_ORDER_STATES: readonly OrderState[] = ["paid", "fulfilled"];
/** States of an order that ended without being (or staying) sold. */
export const ENDED_ORDER_STATES: readonly OrderState[] = ["expired", "cancelled"];

export function canTransitionOrder(from: OrderState, to: OrderState): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export function canTransitionItem(from: ItemState, to: ItemState): boolean {
  return ITEM_TRANSITIONS[from].includes(to);
}

/** Who may make a move: a customer never marks an order paid, only payments (or staff recording a payment) do. */
export function actorMayMove(actor: "customer" | "system" | "payment" | "staff", to: OrderState): boolean {
  if (to === "paid" || to === "fulfilled") return actor !== "customer";
  return true;
}

/** Spanish names of the states, as pages and the back office show them. */
export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  held: "Reservada, pendiente de pago",
  pending_payment: "Pago en proceso",
  paid: "Pagada",
  fulfilled: "Emitida",
  expired: "Vencida",
  cancelled: "Anulada",
};

export const ITEM_STATE_LABELS: Record<ItemState, string> = {
  held: "Reservado",
  confirmed: "Confirmado",
  fulfilled: "Emitido",
  released: "Liberado",
  cancelled: "Anulado",
};
